import './app/fonts.css';
import { startTransition } from 'react';
import { startInLocale } from './app/i18n';
import { browserLocale, localeOfHtmlLang } from './lib/locale';
import { nextTask } from './lib/next-task';

const root = document.getElementById('root')!;
// The server rendered the page from the app's components and data (src/entry-server.tsx) in the
// language of its <html lang>; its texts arrive before React takes it over, so the first render
// matches the server's. Without the server's page (index.html as a file, a build without the
// server's bundle), the browser's language.
const serverRendered = root.firstElementChild !== null;
const locale = serverRendered ? localeOfHtmlLang(document.documentElement.lang) : null;
const texts = startInLocale(locale ?? browserLocale(), {
  features: window.location.pathname !== '/',
});

/**
 * Starts the app in parts, each in a task of its own (issue 33, Lighthouse's blocking time):
 * React's renderer, MUI's styling with the theme, then the app. Run at once, their code blocked
 * the page for one long stretch; the browser fetches all three with the entry (boot.js), so the
 * parts cost no extra round trip. React then takes over the server's page where it stands (a
 * part whose chunk is still loading stays as the server drew it until the chunk is there), or
 * renders it, as a transition: in slices, letting the browser handle input in between.
 */
async function start() {
  const { createRoot, hydrateRoot } = await import('./app/start/dom');
  await nextTask();
  await import('./app/start/styles');
  await nextTask();
  const { browserApp } = await import('./app/start/app');
  await texts;
  await nextTask();
  const app = browserApp();
  startTransition(() => {
    if (serverRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
