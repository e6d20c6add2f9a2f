import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AdminLoginPage } from '../features/admin/auth/routes/AdminLoginPage';
import { AdminDashboardPage } from '../features/admin/dashboard/routes/AdminDashboardPage';
import { DashboardPage } from '../features/dashboard/routes/DashboardPage';
import { HomePage } from '../features/home/routes/HomePage';
import { AgbPage } from '../features/legal/routes/AgbPage';
import { DatenschutzPage } from '../features/legal/routes/DatenschutzPage';
import { ImpressumPage } from '../features/legal/routes/ImpressumPage';
import { TeilnahmebedingungenPage } from '../features/legal/routes/TeilnahmebedingungenPage';
import { VendorRegistrationPage } from '../features/registration/routes/VendorRegistrationPage';
import { VendorStatusPage } from '../features/status/routes/VendorStatusPage';
import { NotFoundPage } from '../features/not-found/routes/NotFoundPage';
import { RouteErrorPage } from '../features/not-found/routes/RouteErrorPage';
import { PaymentPage } from '../features/payments/routes/PaymentPage';
import { SumUpPaymentPage } from '../features/payments/routes/SumUpPaymentPage';
import { BoothSelfSelectionPage } from '../features/booth-self-selection/routes/BoothSelfSelectionPage';
import { SyncHelperPage } from '../features/sync-helper/routes/SyncHelperPage';
import { Layout } from './layout/Layout';

/**
 * Every page inside the layout; unknown paths get the German 404 page. Errors while showing a page
 * get our error page inside the layout (and without it if the layout itself fails), never React
 * Router's default screen with its developer hints.
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
          { path: 'vendor-registration', element: <VendorRegistrationPage /> },
          { path: 'vendor-status', element: <VendorStatusPage /> },
          { path: 'status', element: <VendorStatusPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'booth-self-selection', element: <BoothSelfSelectionPage /> },
          { path: 'payment', element: <PaymentPage /> },
          { path: 'sumup-payment', element: <SumUpPaymentPage /> },
          { path: 'admin-login', element: <AdminLoginPage /> },
          { path: 'admin-dashboard', element: <AdminDashboardPage /> },
          { path: 'admin', element: <AdminDashboardPage /> },
          { path: 'impressum', element: <ImpressumPage /> },
          { path: 'agb', element: <AgbPage /> },
          { path: 'datenschutz', element: <DatenschutzPage /> },
          { path: 'teilnahmebedingungen', element: <TeilnahmebedingungenPage /> },
          { path: 'sync-helper', element: <SyncHelperPage /> },
          {
            path: 'qr-scanner',
            lazy: () => import('../features/setup-day/routes/QrScannerPage'),
            hydrateFallbackElement: <></>,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
