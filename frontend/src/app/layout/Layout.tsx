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
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
