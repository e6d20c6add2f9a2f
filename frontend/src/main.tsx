import './app/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { seedPageData } from './lib/page-data';
import { queryClient } from './lib/query-client';
import { ignoreRepeatedClicks } from './lib/repeated-clicks';

// As a transition, React renders the first page in slices and lets the browser handle input in
// between instead of blocking it for the whole render; the static header of index.html stays on
// screen until the page replaces it.
seedPageData(queryClient);
ignoreRepeatedClicks();

startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
