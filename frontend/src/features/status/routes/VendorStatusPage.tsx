import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { normalizeAccessCode } from '@standl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { trackEvent } from '../../../lib/analytics';
import { useToast } from '../../../lib/toast';
import { checkReturnedPayment } from '../../payments';
import {
  useVendorLogin,
  useVendorLogout,
  useVendorStatus,
  vendorStatusQuery,
  AccessCodeForm,
  VendorLoading,
  useVendorSession,
  ContactDialog,
  lookupErrorToast,
  accessCodeFieldError,
  accessCodeNotice,
} from '../../registration';
import { DetailsCard } from '../components/DetailsCard';
import { StatusCard } from '../components/StatusCard';

export const PAYMENT_RECHECK_MS = 2000;
export const PAYMENT_RELOAD_MS = 1000;

export function VendorStatusPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlCode = searchParams.get('accessCode');
  const { pathname } = useLocation();
  const session = useVendorSession({ resume: !urlCode });
  const login = useVendorLogin();
  const logout = useVendorLogout();
  const status = useVendorStatus(session.accessCode);
  const queryClient = useQueryClient();
  const { toast, dismiss } = useToast();
  const { t, i18n } = useLingui();
  const [recheckCode, setRecheckCode] = useState<string | null>(null);
  const autoLoginStarted = useRef(false);

  const lookUp = useCallback(
    (code: string, fromUrl: boolean) => {
      void trackEvent('status_lookup', {
        eventName: fromUrl ? 'with_code' : 'without_code',
        page: pathname,
        data: { hasAccessCode: fromUrl },
      });
      login.mutate(code, {
        onSuccess: (result) => {
          dismiss(); // an earlier 'Zugangscode nicht gefunden' no longer applies
          session.start(result.vendor.accessCode);
          if (fromUrl) setRecheckCode(result.vendor.accessCode);
        },
        onError: (error) => toast(lookupErrorToast(error, i18n)),
      });
    },
    [login, pathname, session, toast, dismiss, i18n],
  );

  useEffect(() => {
    if (!urlCode || autoLoginStarted.current) return;
    autoLoginStarted.current = true;
    lookUp(normalizeAccessCode(urlCode), true);
  }, [urlCode, lookUp]);

  useEffect(() => {
    if (!recheckCode) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const reload = () =>
      void queryClient.refetchQueries({ queryKey: vendorStatusQuery(recheckCode).queryKey });

    timer = setTimeout(async () => {
      const payment = await checkReturnedPayment();
      if (cancelled) return;
      if (payment === 'paid') {
        toast({
          title: t`Zahlung erfolgreich`,
          description: t`Ihre Anzahlung wurde bestätigt.`,
          variant: 'success',
        });
        timer = setTimeout(reload, PAYMENT_RELOAD_MS);
        return;
      }
      if (payment === 'failed') {
        toast({
          title: t`Zahlung fehlgeschlagen`,
          description: t`Die Zahlung wurde abgebrochen oder abgelehnt`,
          variant: 'destructive',
        });
      }
      reload();
    }, PAYMENT_RECHECK_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [recheckCode, queryClient, toast, t]);

  function signOut() {
    logout.mutate();
    session.end();
    setRecheckCode(null);
    if (urlCode) setSearchParams({}, { replace: true });
  }

  const data = status.data;
  const vendorName = data?.vendor.name ?? '';
  const autoLoginPending =
    login.isPending && Boolean(urlCode) && login.variables === normalizeAccessCode(urlCode ?? '');
  const showForm = !autoLoginPending && (!session.accessCode || status.isError);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
      {showForm && (
        <AccessCodeForm
          title={t`Status prüfen`}
          description={t`Geben Sie Ihren Zugangscode ein, um Ihren Anmeldestatus, Ihren Standplatz und weitere Informationen zu sehen.`}
          submitLabel={t`Status prüfen`}
          pending={login.isPending}
          serverError={accessCodeFieldError(login.error, i18n)}
          notice={accessCodeNotice(login.isIdle ? status.error : login.error, i18n)}
          onSubmit={(code) => lookUp(code, false)}
        />
      )}
      {!showForm && !data && <VendorLoading />}
      {!showForm && data && (
        <Stack spacing={3}>
          <div>
            <Typography
              variant="h4"
              component="h1"
              color="primary"
              sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
            >
              <Trans>Ihr Anmeldestatus</Trans>
            </Typography>
            <Typography color="text.secondary">
              <Trans>Willkommen, {vendorName}</Trans>
            </Typography>
          </div>
          <StatusCard status={data} />
          <DetailsCard status={data} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <ContactDialog vendorId={data.vendor.id} />
            <Button
              component={RouterLink}
              to="/dashboard"
              variant="contained"
              startIcon={<DashboardIcon />}
            >
              <Trans>Zum Dashboard</Trans>
            </Button>
            <Button onClick={signOut} startIcon={<LogoutIcon />}>
              <Trans>Abmelden</Trans>
            </Button>
          </Stack>
        </Stack>
      )}
    </Container>
  );
}
