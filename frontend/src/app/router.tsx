import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/routes/HomePage';
import { NotFoundPage } from '../features/not-found/routes/NotFoundPage';
import { RouteErrorPage } from '../features/not-found/routes/RouteErrorPage';
import { Layout } from './layout/Layout';

/**
 * A page loaded on demand (issue 16, "fast public pages"): its code is a chunk of its own that a
 * first visit of Home never fetches, the organiser's console above all. While the chunk of the
 * page opened first loads, the layout shows with an empty main area as high as the screen, so the
 * footer does not jump when the page arrives.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    lazy: async () => ({ Component: (await load())[name] }),
    hydrateFallbackElement: <div style={{ minHeight: '100vh' }} />,
  };
}

/**
 * Every page inside the layout; unknown paths get the German 404 page. Errors while showing a page
 * (a chunk that fails to load included) get our error page inside the layout (and without it if
 * the layout itself fails), never React Router's default screen with its developer hints. Only
 * Home is in the first chunk; every other page is loaded when it is opened.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'vendor-registration',
            ...lazyPage(
              () => import('../features/registration/routes/VendorRegistrationPage'),
              'VendorRegistrationPage',
            ),
          },
          {
            path: 'vendor-status',
            ...lazyPage(
              () => import('../features/status/routes/VendorStatusPage'),
              'VendorStatusPage',
            ),
          },
          {
            path: 'status',
            ...lazyPage(
              () => import('../features/status/routes/VendorStatusPage'),
              'VendorStatusPage',
            ),
          },
          {
            path: 'dashboard',
            ...lazyPage(
              () => import('../features/dashboard/routes/DashboardPage'),
              'DashboardPage',
            ),
          },
          {
            path: 'booth-self-selection',
            ...lazyPage(
              () => import('../features/booth-self-selection/routes/BoothSelfSelectionPage'),
              'BoothSelfSelectionPage',
            ),
          },
          {
            path: 'payment',
            ...lazyPage(() => import('../features/payments/routes/PaymentPage'), 'PaymentPage'),
          },
          {
            path: 'sumup-payment',
            ...lazyPage(
              () => import('../features/payments/routes/SumUpPaymentPage'),
              'SumUpPaymentPage',
            ),
          },
          {
            path: 'admin-login',
            ...lazyPage(
              () => import('../features/admin/auth/routes/AdminLoginPage'),
              'AdminLoginPage',
            ),
          },
          {
            path: 'admin-dashboard',
            ...lazyPage(
              () => import('../features/admin/dashboard/routes/AdminDashboardPage'),
              'AdminDashboardPage',
            ),
          },
          {
            path: 'admin',
            ...lazyPage(
              () => import('../features/admin/dashboard/routes/AdminDashboardPage'),
              'AdminDashboardPage',
            ),
          },
          {
            path: 'impressum',
            ...lazyPage(() => import('../features/legal/routes/ImpressumPage'), 'ImpressumPage'),
          },
          {
            path: 'agb',
            ...lazyPage(() => import('../features/legal/routes/AgbPage'), 'AgbPage'),
          },
          {
            path: 'datenschutz',
            ...lazyPage(
              () => import('../features/legal/routes/DatenschutzPage'),
              'DatenschutzPage',
            ),
          },
          {
            path: 'teilnahmebedingungen',
            ...lazyPage(
              () => import('../features/legal/routes/TeilnahmebedingungenPage'),
              'TeilnahmebedingungenPage',
            ),
          },
          {
            path: 'sync-helper',
            ...lazyPage(
              () => import('../features/sync-helper/routes/SyncHelperPage'),
              'SyncHelperPage',
            ),
          },
          {
            path: 'qr-scanner',
            ...lazyPage(
              () => import('../features/setup-day/routes/QrScannerPage'),
              'QrScannerPage',
            ),
          },
          // In the first chunk anyway: the error page shows it for paths the router cannot match.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
