import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../../lib/request';
import {
  ConsoleRoleProvider,
  forgetAdminSession,
  RestrictionGate,
  roleMay,
  useAdminSession,
} from '../../auth';
import { adminTabFromSearch, adminTabLabel, type AdminTabId } from '../admin-tabs';
import { AdminHeader } from '../components/AdminHeader';
import { AdminTabBar } from '../components/AdminTabBar';
import { PaymentReadinessCard } from '../components/PaymentReadinessCard';
import { StatsTiles } from '../components/StatsTiles';
import { adminKeys } from '../../shared/admin-queries';

// Every tab is a chunk of its own, loaded when it is opened: the console's first load carries
// only the shell (header, tiles, tab bar), and a phone never loads the desktop-only analytics.
const VendorsTab = lazy(() =>
  import('../../vendors').then((module) => ({ default: module.VendorsTab })),
);
const BoothsTab = lazy(() =>
  import('../../booths').then((module) => ({ default: module.BoothsTab })),
);
const AreasTab = lazy(() => import('../../areas').then((module) => ({ default: module.AreasTab })));
const FloorPlanTab = lazy(() =>
  import('../../floor-plan').then((module) => ({ default: module.FloorPlanTab })),
);
const WaitlistTab = lazy(() =>
  import('../../waitlist').then((module) => ({ default: module.WaitlistTab })),
);
const LiftTab = lazy(() => import('../../lift').then((module) => ({ default: module.LiftTab })));
const EmailsTab = lazy(() =>
  import('../../emails').then((module) => ({ default: module.EmailsTab })),
);
const PaymentsTab = lazy(() =>
  import('../../payments').then((module) => ({ default: module.PaymentsTab })),
);
const SettingsTab = lazy(() =>
  import('../../settings').then((module) => ({ default: module.SettingsTab })),
);
const ArchiveTab = lazy(() =>
  import('../../archive').then((module) => ({ default: module.ArchiveTab })),
);
const AnalyticsTab = lazy(() =>
  import('../../analytics').then((module) => ({ default: module.AnalyticsTab })),
);
const SetUpDayTab = lazy(() =>
  import('../../setup-day').then((module) => ({ default: module.SetUpDayTab })),
);
const ProtocolTab = lazy(() =>
  import('../../protocol').then((module) => ({ default: module.ProtocolConsoleTab })),
);
const TeamTab = lazy(() => import('../../team').then((module) => ({ default: module.TeamTab })));

const PANELS: Record<AdminTabId, ComponentType> = {
  vendors: VendorsTab,
  booths: BoothsTab,
  areas: AreasTab,
  'floor-plan': FloorPlanTab,
  waitlist: WaitlistTab,
  lift: LiftTab,
  emails: EmailsTab,
  payments: PaymentsTab,
  settings: SettingsTab,
  archive: ArchiveTab,
  analytics: AnalyticsTab,
  'setup-day': SetUpDayTab,
  protocol: ProtocolTab,
  team: TeamTab,
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
  // Known on the first render (noSsr), so a phone never starts loading a desktop-only tab.
  const small = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const role = session.data?.role ?? 'organiser';
  const tab = adminTabFromSearch(search.get('tab'), small, role);
  useSignOutOnRevokedSession();
  const queryClient = useQueryClient();
  // The checklist's fixes are made in the tabs: it looks again whenever the tab changes.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.readiness });
  }, [queryClient, tab]);
  const openTab = (next: AdminTabId) => setSearch({ tab: next }, { replace: true });

  if (session.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Sitzung wird geprüft" />
      </Box>
    );
  }
  if (!session.data) return <Navigate to="/admin-login" replace />;
  // Until the account has its own password or its second factor, the server refuses the rest.
  if (session.data.restriction) return <RestrictionGate account={session.data} />;

  const Panel = PANELS[tab];
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <ConsoleRoleProvider role={role}>
        <AdminHeader account={session.data} />
        {roleMay(role, 'payments.view') && <PaymentReadinessCard onOpenTab={openTab} />}
        {roleMay(role, 'stats.view') && (
          <Box sx={{ mb: 3 }}>
            <StatsTiles />
          </Box>
        )}
        <AdminTabBar value={tab} small={small} role={role} onChange={openTab} />
        {/* A tab panel belongs to a tab: on a phone the dropdown replaces the tabs, so the panel is
          a region named after the dropdown and its choice instead (the tab's own heading keeps
          the plain name). */}
        <div
          id={`admin-panel-${tab}`}
          {...(small
            ? { role: 'region', 'aria-label': `Gewählter Bereich: ${adminTabLabel(tab)}` }
            : { role: 'tabpanel', 'aria-labelledby': `admin-tab-${tab}` })}
        >
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
      </ConsoleRoleProvider>
    </Container>
  );
}
