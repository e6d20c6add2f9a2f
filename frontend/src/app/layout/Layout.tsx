import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { PageViewTracker } from '../../lib/analytics';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageTitle } from './page-title';
import { ScrollToTop } from './ScrollToTop';

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
      <Footer />
    </Box>
  );
}
