import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useHydrated } from '../lib/hydration';
import { loadFeatureCatalogs } from './i18n';
import { HomePage } from '../features/home/routes/HomePage';
import { NotFoundPage } from '../features/not-found/routes/NotFoundPage';
import { RouteErrorBoundary } from '../features/not-found/routes/RouteErrorPage';
import { Layout } from './layout/Layout';

/** The main area while a page's chunk loads, or before a client-only page renders. */
const emptyMain = <div style={{ minHeight: '100vh' }} />;

/** Renders its page only in the browser, after the server's page is taken over (see below). */
function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : emptyMain;
}

/**
 * A page loaded on demand (issue 16, "fast public pages"): its code is a chunk of its own that a
 * first visit of Home never fetches, the organiser's console above all. While the chunk of the
 * page opened first loads, the layout shows with an empty main area as high as the screen, so the
 * footer does not jump when the page arrives. The server renders the public pages in full (issue
 * 28, src/entry-server.tsx); a `clientOnly` page shows what only this browser knows (the vendor's
 * session, the organiser's login, the camera), so the server sends its layout with the empty main
 * area and the browser renders the page once it has taken the layout over.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { clientOnly = false }: { clientOnly?: boolean } = {},
): ReactNode {
  // The page's texts in the visitor's language come with its code (issue 33).
  const Page = lazy(async (): Promise<{ default: ComponentType }> => {
    const [module] = await Promise.all([load(), loadFeatureCatalogs()]);
    return { default: module[name] };
  });
  const element = (
    <Suspense fallback={emptyMain}>
      <Page />
    </Suspense>
  );
  return clientOnly ? <ClientOnly>{element}</ClientOnly> : element;
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
              { clientOnly: true },
            ),
          },
          {
            path: 'email-bestaetigen',
            element: page(
              () => import('../features/dashboard/routes/ConfirmEmailPage'),
              'ConfirmEmailPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'warteliste-angebot',
            element: page(
              () => import('../features/waitlist/routes/WaitlistOfferPage'),
              'WaitlistOfferPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'booth-self-selection',
            element: page(
              () => import('../features/booth-self-selection/routes/BoothSelfSelectionPage'),
              'BoothSelfSelectionPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'payment',
            element: page(() => import('../features/payments/routes/PaymentPage'), 'PaymentPage', {
              clientOnly: true,
            }),
          },
          {
            path: 'sumup-payment',
            element: page(
              () => import('../features/payments/routes/SumUpPaymentPage'),
              'SumUpPaymentPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'admin-login',
            element: page(
              () => import('../features/admin/auth/routes/AdminLoginPage'),
              'AdminLoginPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'admin-passwort-vergessen',
            element: page(
              () => import('../features/admin/auth/routes/AdminForgotPasswordPage'),
              'AdminForgotPasswordPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'admin-passwort-neu',
            element: page(
              () => import('../features/admin/auth/routes/AdminPasswordResetPage'),
              'AdminPasswordResetPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'admin-einladung',
            element: page(
              () => import('../features/admin/auth/routes/AdminInvitationPage'),
              'AdminInvitationPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'admin-dashboard',
            element: page(
              () => import('../features/admin/dashboard/routes/AdminDashboardPage'),
              'AdminDashboardPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'admin',
            element: page(
              () => import('../features/admin/dashboard/routes/AdminDashboardPage'),
              'AdminDashboardPage',
              { clientOnly: true },
            ),
          },
          {
            path: 'aussteller',
            element: page(
              () => import('../features/directory/routes/DirectoryPage'),
              'DirectoryPage',
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
              { clientOnly: true },
            ),
          },
          {
            path: 'qr-scanner',
            element: page(
              () => import('../features/setup-day/routes/QrScannerPage'),
              'QrScannerPage',
              { clientOnly: true },
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
