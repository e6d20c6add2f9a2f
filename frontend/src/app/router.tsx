import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/routes/HomePage';
import { NotFoundPage } from '../features/not-found/routes/NotFoundPage';
import { RouteErrorBoundary } from '../features/not-found/routes/RouteErrorPage';
import { Layout } from './layout/Layout';

/**
 * A page loaded on demand (issue 16, "fast public pages"): its code is a chunk of its own that a
 * first visit of Home never fetches, the organiser's console above all. While the chunk of the
 * page opened first loads, the layout shows with an empty main area as high as the screen, so the
 * footer does not jump when the page arrives.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactNode {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await load())[name],
  }));
  return (
    <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
      <Page />
    </Suspense>
  );
}

/** A page that fails (a chunk that cannot load included) shows our error page in the layout; the
 * next address starts afresh. */
function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * Every page inside the layout; unknown paths get the German 404 page. Errors while showing a page
 * get our error page inside the layout (and without it if the layout itself fails), never a
 * developer's screen. Only Home is in the first chunk; every other page is loaded when it is
 * opened. A declarative router (useRoutes) rather than a data router: the same pages with 20 KB
 * less JavaScript on the first visit.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Layout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <PageErrorBoundary />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'vendor-registration',
            element: page(
              () => import('../features/registration/routes/VendorRegistrationPage'),
              'VendorRegistrationPage',
            ),
          },
          {
            path: 'vendor-status',
            element: page(
              () => import('../features/status/routes/VendorStatusPage'),
              'VendorStatusPage',
            ),
          },
          {
            path: 'status',
            element: page(
              () => import('../features/status/routes/VendorStatusPage'),
              'VendorStatusPage',
            ),
          },
          {
            path: 'dashboard',
            element: page(
              () => import('../features/dashboard/routes/DashboardPage'),
              'DashboardPage',
            ),
          },
          {
            path: 'booth-self-selection',
            element: page(
              () => import('../features/booth-self-selection/routes/BoothSelfSelectionPage'),
              'BoothSelfSelectionPage',
            ),
          },
          {
            path: 'payment',
            element: page(() => import('../features/payments/routes/PaymentPage'), 'PaymentPage'),
          },
          {
            path: 'sumup-payment',
            element: page(
              () => import('../features/payments/routes/SumUpPaymentPage'),
              'SumUpPaymentPage',
            ),
          },
          {
            path: 'admin-login',
            element: page(
              () => import('../features/admin/auth/routes/AdminLoginPage'),
              'AdminLoginPage',
            ),
          },
          {
            path: 'admin-dashboard',
            element: page(
              () => import('../features/admin/dashboard/routes/AdminDashboardPage'),
              'AdminDashboardPage',
            ),
          },
          {
            path: 'admin',
            element: page(
              () => import('../features/admin/dashboard/routes/AdminDashboardPage'),
              'AdminDashboardPage',
            ),
          },
          {
            path: 'impressum',
            element: page(() => import('../features/legal/routes/ImpressumPage'), 'ImpressumPage'),
          },
          {
            path: 'agb',
            element: page(() => import('../features/legal/routes/AgbPage'), 'AgbPage'),
          },
          {
            path: 'datenschutz',
            element: page(
              () => import('../features/legal/routes/DatenschutzPage'),
              'DatenschutzPage',
            ),
          },
          {
            path: 'teilnahmebedingungen',
            element: page(
              () => import('../features/legal/routes/TeilnahmebedingungenPage'),
              'TeilnahmebedingungenPage',
            ),
          },
          {
            path: 'sync-helper',
            element: page(
              () => import('../features/sync-helper/routes/SyncHelperPage'),
              'SyncHelperPage',
            ),
          },
          {
            path: 'qr-scanner',
            element: page(
              () => import('../features/setup-day/routes/QrScannerPage'),
              'QrScannerPage',
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app's pages for the current address (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
