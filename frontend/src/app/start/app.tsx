import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { seedPageData } from '../../lib/page-data';
import { queryClient } from '../../lib/query-client';
import { ignoreRepeatedClicks } from '../../lib/repeated-clicks';
import { AppProviders } from '../providers';
import { AppRoutes } from '../router';

/**
 * The app as the browser runs it, the last part src/main.tsx starts: the public data the server
 * sent with the page in the query cache, repeated clicks on action buttons ignored.
 */
export function browserApp() {
  seedPageData(queryClient);
  ignoreRepeatedClicks();
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
