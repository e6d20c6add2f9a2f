import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../lib/toast';
import { theme } from '../lib/theme';

/**
 * The app's providers. The theme goes through @mui/system's ThemeProvider: it is what
 * @mui/material/styles' ThemeProvider renders for a theme without CSS variables (ours), without
 * bundling the CSS-variables provider it would never use (3 KB gzip on every first load).
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
