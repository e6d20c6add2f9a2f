import WifiIcon from '@mui/icons-material/Wifi';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatViennaDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { forgetAdminSession, storedAdminToken, useAdminSession } from '../../admin/auth';
import { CameraPanel } from '../components/CameraPanel';
import { ManualCodeForm } from '../components/ManualCodeForm';
import { QueueStatus } from '../components/QueueStatus';
import { SetupDoneCard } from '../components/SetupDoneCard';
import { StallSummary } from '../components/StallSummary';
import { dismissRejected, drainQueue, loadQueue } from '../offline/confirmation-queue';
import { linkManifest, registerOfflineWorker } from '../offline/offline-install';
import { loadScanList, saveScanList, updateScanListVendor } from '../offline/scan-list-store';
import { useConfirmationQueue, useOfflineReady, useOnline } from '../offline/use-offline-state';
import { NO_CONNECTION_MESSAGE } from '../scan-messages';
import { isConnectionFailure, isUnauthorized, setupDayApi } from '../setup-day-api';
import { useCameraScanner } from '../use-camera-scanner';
import { useScanFlow } from '../use-scan-flow';

export const SCAN_LIST_QUERY_KEY = ['/api/admin/scan-list'] as const;
/** While confirmations wait and the phone believes it is online, try again this often. */
const RETRY_MS = 30_000;

function sentText(count: number): string {
  return count === 1 ? '1 Bestätigung übertragen' : `${count} Bestätigungen übertragen`;
}

/**
 * /qr-scanner (spec 001 "Setup-confirmation screen"): the organiser scans the QR code of a stall
 * sheet (or types a code), sees the stall and confirms the set-up. Works without reception from
 * the stored scan list; confirmations made offline wait in a queue and are sent in order.
 */
export function QrScannerPage() {
  const online = useOnline();
  const offlineReady = useOfflineReady();
  const session = useAdminSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { queue, rejected } = useConfirmationQueue();
  const [storedList] = useState(loadScanList);
  const [sending, setSending] = useState(false);
  const [lastReadByCamera, setLastReadByCamera] = useState(false);

  const leave = useCallback(() => {
    forgetAdminSession(queryClient);
    void navigate('/admin-login', { replace: true });
  }, [queryClient, navigate]);

  const offlineAccess =
    storedList !== null && (!online || (session.isError && isConnectionFailure(session.error)));
  const signedIn = Boolean(session.data);

  const scanList = useQuery({
    queryKey: SCAN_LIST_QUERY_KEY,
    queryFn: async () => {
      const list = await setupDayApi.scanList();
      saveScanList(list);
      return list;
    },
    enabled: signedIn && online,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  const scanListError = scanList.error;
  useEffect(() => {
    if (isUnauthorized(scanListError)) leave();
  }, [scanListError, leave]);

  const flow = useScanFlow({ online, onUnauthorized: leave });
  const camera = useCameraScanner((text) => {
    setLastReadByCamera(true);
    void flow.read(text);
  });

  const send = useCallback(async () => {
    if (!navigator.onLine || !storedAdminToken() || !loadQueue().length) return;
    setSending(true);
    try {
      const result = await drainQueue(setupDayApi.confirmSetup);
      result.sent.forEach(({ result: answer }) => updateScanListVendor(answer.vendor));
      if (result.sent.length) {
        toast({ title: sentText(result.sent.length), variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: SCAN_LIST_QUERY_KEY });
      }
      if (result.stopped === 'unauthorized') leave();
    } finally {
      setSending(false);
    }
  }, [toast, queryClient, leave]);

  // Send what waits when the page opens, whenever reception returns, and every 30 s meanwhile.
  useEffect(() => {
    if (!online) return;
    const first = window.setTimeout(() => void send(), 0);
    const timer = window.setInterval(() => void send(), RETRY_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [online, send]);

  // Only the organiser gets the offline worker and the installable manifest.
  const allowed = signedIn || offlineAccess;
  useEffect(() => {
    if (!allowed) return;
    registerOfflineWorker();
    return linkManifest();
  }, [allowed]);

  if (!allowed) {
    if (session.isPending && !online) {
      return (
        <Container maxWidth="sm" sx={{ py: 4 }}>
          <Alert severity="warning">
            <AlertTitle>{NO_CONNECTION_MESSAGE.title}</AlertTitle>
            {NO_CONNECTION_MESSAGE.detail}
          </Alert>
        </Container>
      );
    }
    if (session.isPending) {
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Sitzung wird geprüft" />
        </Box>
      );
    }
    return <Navigate to="/admin-login" replace />;
  }

  const list = scanList.data ?? storedList;
  const { view, error } = flow;

  function next() {
    flow.reset();
    if (lastReadByCamera) void camera.start();
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography
            variant="h4"
            component="h1"
            color="primary"
            sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            Aufbau-Bestätigung
          </Typography>
          <Chip
            icon={online ? <WifiIcon /> : <WifiOffIcon />}
            label={online ? 'Online' : 'Offline'}
            color={online ? 'success' : 'warning'}
            variant={online ? 'outlined' : 'filled'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {list
            ? `Stand: ${formatViennaDateTime(list.syncedAt)} · ${list.vendors.length === 1 ? '1 Stand' : `${list.vendors.length} Stände`} gespeichert`
            : 'Die Händlerliste für den Offline-Betrieb wird geladen …'}
          {list && offlineReady && ' · offline bereit'}
        </Typography>

        <QueueStatus
          queue={queue}
          rejected={rejected}
          online={online}
          sending={sending}
          onSend={() => void send()}
          onDismiss={dismissRejected}
        />

        {error && (
          <Alert severity="error" role="alert">
            <AlertTitle>{error.title}</AlertTitle>
            {error.detail}
          </Alert>
        )}

        <Card variant="outlined" sx={{ display: view.step === 'scan' ? 'block' : 'none' }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2}>
              <CameraPanel
                videoRef={camera.videoRef}
                state={camera.state}
                error={camera.error}
                onStart={() => void camera.start()}
                onStop={camera.stop}
              />
              <Divider>oder Code eingeben</Divider>
              <ManualCodeForm
                busy={view.step === 'scan' && view.busy}
                onInvalid={flow.setError}
                onSubmit={(code) => {
                  setLastReadByCamera(false);
                  void flow.read(code);
                }}
              />
              {view.step === 'scan' && view.busy && (
                <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                  <CircularProgress size={28} aria-label="Code wird gesucht" />
                </Box>
              )}
            </Stack>
          </CardContent>
        </Card>

        {view.step === 'found' && (
          <StallSummary
            vendor={view.vendor}
            offline={view.offline}
            queued={queue.some((item) => item.vendorId === view.vendor.vendorId)}
            busy={view.busy}
            onConfirm={() => void flow.confirm()}
            onCancel={next}
          />
        )}
        {view.step === 'done' && (
          <SetupDoneCard
            vendor={view.vendor}
            title={view.title}
            message={view.message}
            queued={view.queued}
            onNext={next}
          />
        )}

        {view.step !== 'done' && (
          <Link component={RouterLink} to="/admin" sx={{ alignSelf: 'center', py: 1 }}>
            Zurück zum Dashboard
          </Link>
        )}
      </Stack>
    </Container>
  );
}

/** The route module of `lazy: () => import(…)` in the router. */
