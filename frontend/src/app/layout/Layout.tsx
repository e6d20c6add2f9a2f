import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageViewTracker } from '../../lib/analytics';
import { Header } from './Header';
import { PageTitle } from './page-title';
import { ScrollToTop } from './ScrollToTop';

// Below the fold on every page (main is a screen high): its code loads after the page's own.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

export function Layout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <PageTitle />
      <PageViewTracker />
      <Header />
      {/* At least a screen high: the footer starts below the fold, so it never jumps on the first
          screen while a page loads its chunk or data (CLS, issue 16). */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
