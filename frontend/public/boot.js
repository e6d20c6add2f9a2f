// Starts the app after the first paint (issue 16): the page's top, which the server puts into
// index.html, is painted in its fonts before any of the app's script is fetched or run. The
// entry and the chunks to fetch with it are named in index.html (vite.config.ts,
// backend/src/app.setup.ts).
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const planned of document.querySelectorAll('link[data-preload-after-paint]')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = planned.getAttribute('href');
    document.head.append(link);
  }
  void import(document.querySelector('script[data-entry]').dataset.entry);
}
// The page's fonts, a frame, then a task: its text has been painted. A tab opened in the
// background paints nothing, so it starts at once there (or when it is hidden meanwhile).
if (document.visibilityState === 'hidden') {
  start();
} else {
  document.addEventListener('visibilitychange', start, { once: true });
  void document.fonts.ready.then(() => requestAnimationFrame(() => setTimeout(start, 0)));
}
