import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../../lib/request';
import { AreasTab } from '../../areas';
import { forgetAdminSession, useAdminSession } from '../../auth';
import { BoothsTab } from '../../booths';
import { SettingsTab } from '../../settings';
import { VendorsTab } from '../../vendors';
import { adminTabFromSearch, type AdminTabId } from '../admin-tabs';
import { AdminHeader } from '../components/AdminHeader';
import { AdminTabBar } from '../components/AdminTabBar';
import { StatsTiles } from '../components/StatsTiles';

// The e-mail tab (editor, CSV parser) is a chunk of its own, loaded when it is opened.
const EmailsTab = lazy(() =>
  import('../../emails').then((module) => ({ default: module.EmailsTab })),
);
// So is the lift tab (scheduler, print view).
const LiftTab = lazy(() => import('../../lift').then((module) => ({ default: module.LiftTab })));
// So is the payments tab (QR codes, invoice forms).
const PaymentsTab = lazy(() =>
  import('../../payments').then((module) => ({
    default: module.PaymentsTab,
  })),
);
// So is the archive tab (archive list, block dialog, season change).
const ArchiveTab = lazy(() =>
  import('../../archive').then((module) => ({
    default: module.ArchiveTab,
  })),
);

const PANELS: Record<AdminTabId, ComponentType> = {
  vendors: VendorsTab,
  booths: BoothsTab,
  areas: AreasTab,
  lift: LiftTab,
  emails: EmailsTab,
  payments: PaymentsTab,
  settings: SettingsTab,
  archive: ArchiveTab,
};

/** A 401 from any admin call means the session was revoked (logout elsewhere, new password). */
function useSignOutOnRevokedSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const revoked = (error: unknown) => error instanceof ApiError && error.status === 401;
    const leave = () => {
      forgetAdminSession(queryClient);
      void navigate('/admin-login', { replace: true });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && revoked(event.action.type === 'error' && event.action.error))
        leave();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && revoked(event.mutation.state.error)) leave();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate]);
}

export function AdminDashboardPage() {
  const session = useAdminSession();
  const [search, setSearch] = useSearchParams();
  const tab = adminTabFromSearch(search.get('tab'));
  useSignOutOnRevokedSession();

  if (session.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Sitzung wird geprüft" />
      </Box>
    );
  }
  if (!session.data) return <Navigate to="/admin-login" replace />;

  const Panel = PANELS[tab];
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <AdminHeader username={session.data.username} />
      <Box sx={{ mb: 3 }}>
        <StatsTiles />
      </Box>
      <AdminTabBar value={tab} onChange={(next) => setSearch({ tab: next }, { replace: true })} />
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label="Wird geladen" />
            </Box>
          }
        >
          <Panel />
        </Suspense>
      </div>
    </Container>
  );
}
