// The first Intl formatter of a page sets up the browser's ICU (some 40 ms on a phone): done here,
// while the page waits for its fonts, and not inside the app's start after the first paint.
new Intl.DateTimeFormat(document.documentElement.lang, { timeZone: 'Europe/Vienna' }).format(0);
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
  import(document.querySelector('script[data-entry]').dataset.entry);
}
if (document.visibilityState === 'hidden') start();
else {
  document.addEventListener('visibilitychange', start, { once: true });
  document.fonts.ready.then(() => requestAnimationFrame(() => setTimeout(start)));
}
