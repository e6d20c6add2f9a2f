// The first Intl formatter of a page sets up the browser's ICU (some 40 ms on a phone), each new
// locale its data: done here, while the page waits for its fonts, for the locale the app formats
// dates and money in (src/lib/locale.ts), not inside the app's start after the first paint.
const locale = document.documentElement.lang === 'en' ? 'en-GB' : 'de-AT';
new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Vienna' }).format(0);
new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
let started = false;
// The page's chunks are asked for a few per task: each request costs the phone's main thread
// about a millisecond, and thirty at once blocked it for a long stretch.
function preload(hrefs) {
  for (const href of hrefs.splice(0, 4)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length) setTimeout(preload, 0, hrefs);
}
function start() {
  if (started) return;
  started = true;
  const planned = document.querySelectorAll('link[data-preload-after-paint]');
  preload([...planned].map((link) => link.getAttribute('href')));
  import(document.querySelector('script[data-entry]').dataset.entry);
}
// After the first contentful paint (the page's text in its fonts), or where the browser does not
// report it, once the fonts are ready and a frame is drawn; at once in a tab opened behind.
function afterFirstPaint() {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    document.fonts.ready.then(() => requestAnimationFrame(() => setTimeout(start)));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}
if (document.visibilityState === 'hidden') start();
else {
  document.addEventListener('visibilitychange', start, { once: true });
  afterFirstPaint();
}
