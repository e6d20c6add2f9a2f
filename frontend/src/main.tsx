import './app/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { startInLocale } from './app/i18n';
import { AppRoutes } from './app/router';
import { browserLocale, localeOfHtmlLang } from './lib/locale';
import { seedPageData } from './lib/page-data';
import { queryClient } from './lib/query-client';
import { ignoreRepeatedClicks } from './lib/repeated-clicks';

seedPageData(queryClient);
ignoreRepeatedClicks();

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);
const root = document.getElementById('root')!;

// The server rendered the page from these components and this data (src/entry-server.tsx):
// React takes it over where it stands. A page's part whose chunk is still loading stays as the
// server drew it until the chunk is there. Without the server's page (index.html as a file, a
// build without the server's bundle), React renders it. Either as a transition: in slices,
// letting the browser handle input in between instead of blocking it for the whole page.
// A page the server rendered is in the language of its <html lang>, and its texts arrive before
// React takes it over, so the first render matches the server's; without one, the browser's.
const locale = root.firstElementChild ? localeOfHtmlLang(document.documentElement.lang) : null;
void startInLocale(locale ?? browserLocale(), {
  features: window.location.pathname !== '/',
}).then(() =>
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
