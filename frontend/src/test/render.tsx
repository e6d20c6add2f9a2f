import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type RouteObject,
  useLocation,
  useRoutes,
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

/**
 * Renders a route table (e.g. the app's `routes`) in a MemoryRouter at `route`; `router.state`
 * tells where the app navigated to.
 */
export function renderRoutes(
  routes: RouteObject[],
  { route = '/', queryClient = createQueryClient(), ...options }: RenderWithProvidersOptions = {},
) {
  const router = { state: { location: undefined as unknown as Location } };
  function RouteTable() {
    router.state.location = useLocation();
    return useRoutes(routes);
  }
  return {
    user: userEvent.setup(),
    queryClient,
    router,
    ...render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <RouteTable />
        </MemoryRouter>
      </AppProviders>,
      options,
    ),
  };
}
