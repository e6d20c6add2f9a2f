import { i18n as browserI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../lib/toast';
import { theme } from '../lib/theme';

/**
 * The app's providers. The theme goes through @mui/system's ThemeProvider: it is what
 * @mui/material/styles' ThemeProvider renders for a theme without CSS variables (ours), without
 * bundling the CSS-variables provider it would never use (3 KB gzip on every first load). The
 * translations (issue 33) wrap everything, the toasts included.
 */
export function AppProviders({
  queryClient,
  i18n = browserI18n,
  children,
}: {
  queryClient: QueryClient;
  /** The translations: the browser's global instance, or the server's for one language. */
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
