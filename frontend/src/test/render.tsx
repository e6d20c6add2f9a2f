import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';
import { ToastProvider } from '../lib/toast';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  queryClient?: QueryClient;
}

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Renders `ui` with theme, toasts, a query client and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient(), ...options }: RenderWithProvidersOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </Providers>
    );
  }

  return {
    user: userEvent.setup(),
    queryClient,
    ...render(ui, { wrapper: Wrapper, ...options }),
  };
}

/** Renders a route table (e.g. the app's `routes`) in a memory data router at `route`. */
export function renderRoutes(
  routes: RouteObject[],
  { route = '/', queryClient = createQueryClient(), ...options }: RenderWithProvidersOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  return {
    user: userEvent.setup(),
    queryClient,
    router,
    ...render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
      options,
    ),
  };
}
