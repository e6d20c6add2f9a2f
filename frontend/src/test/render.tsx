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
import type { Locale } from '../lib/locale';
import { i18nIn } from './i18n';
import { createQueryClient } from '../lib/query-client';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  queryClient?: QueryClient;
  /** The page's language (issue 33); German, the source, unless a spec asks for another. */
  locale?: Locale;
}

/** Renders `ui` with theme, toasts, a query client and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    queryClient = createQueryClient(),
    locale,
    ...options
  }: RenderWithProvidersOptions = {},
) {
  const i18n = locale ? i18nIn(locale) : undefined;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={queryClient} i18n={i18n}>
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
  {
    route = '/',
    queryClient = createQueryClient(),
    locale,
    ...options
  }: RenderWithProvidersOptions = {},
) {
  const i18n = locale ? i18nIn(locale) : undefined;
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
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <RouteTable />
        </MemoryRouter>
      </AppProviders>,
      options,
    ),
  };
}
