import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  queryClient?: QueryClient;
}

/** Renders `ui` with theme, toasts, a query client and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient(), ...options }: RenderWithProvidersOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
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
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
      options,
    ),
  };
}
