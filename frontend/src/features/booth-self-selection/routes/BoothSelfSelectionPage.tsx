import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BOOTH_HOLD_MINUTES,
  DEPOSIT_AMOUNT_CENTS,
  depositPaymentPath,
  normalizeAccessCode,
  VENDOR_MESSAGES,
  type VendorStatusDto,
} from '@standl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { trackEvent } from '../../../lib/analytics';
import { errorText, useMessageText } from '../../../lib/error-texts/use-error-text';
import { useToast } from '../../../lib/toast';
import { formatViennaTime } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { BoothMap } from '../../booths';
import { statusPageUrl } from '../../payments';
import {
  useVendorLogin,
  useVendorStatus,
  vendorStatusQuery,
  VendorLoading,
  useVendorSession,
  PayDepositButton,
  lookupErrorToast,
} from '../../registration';
import { useSelectBooth } from '../api/select-booth';
import { AssignedBooth } from '../components/AssignedBooth';
import { type BoothCandidate, ConfirmBoothDialog } from '../components/ConfirmBoothDialog';
import { viennaDateTime } from '../vienna-date-time';

const PAGE = '/booth-self-selection';
// The plan's code (zoom, drawing, info panel) is a chunk of its own, fetched when an area with a
// plan shows (issue 32).
const StallPlanView = lazy(() =>
  import('../../floor-plan').then((module) => ({ default: module.StallPlanView })),
);

function PageShell({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
      {children}
    </Container>
  );
}

function HeldBooth({ status, accessCode }: { status: VendorStatusDto; accessCode: string }) {
  const { vendor, booth } = status;
  const format = useFormat();
  if (!booth) return null;
  const number = booth.number;
  const until = viennaDateTime(booth.holdExpiresAt ?? vendor.boothReservationExpiry, format.intl);
  const deposit = format.euro(DEPOSIT_AMOUNT_CENTS);
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>
        <Trans>Standplatz {number} ist für Sie reserviert</Trans>
      </AlertTitle>
      {until ? (
        <Trans>
          Die Reservierung gilt bis {until}. Bezahlen Sie die Anzahlung von {deposit}, um ihn fix zu
          reservieren, oder wählen Sie unten einen anderen Standplatz.
        </Trans>
      ) : (
        <Trans>
          Bezahlen Sie die Anzahlung von {deposit}, um ihn fix zu reservieren, oder wählen Sie unten
          einen anderen Standplatz.
        </Trans>
      )}
      <PayDepositButton vendorId={vendor.id} accessCode={accessCode} />
    </Alert>
  );
}

export function BoothSelfSelectionPage() {
  const [searchParams] = useSearchParams();
  const urlCode = searchParams.get('accessCode');
  const accessCode = urlCode ? normalizeAccessCode(urlCode) : '';
  const session = useVendorSession();
  const login = useVendorLogin();
  const [loggedInCode, setLoggedInCode] = useState<string | null>(null);
  const status = useVendorStatus(loggedInCode);
  const selectBooth = useSelectBooth();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const format = useFormat();
  const navigate = useNavigate();
  const [candidate, setCandidate] = useState<BoothCandidate | null>(null);
  const loginStarted = useRef(false);

  useEffect(() => {
    if (!accessCode || loginStarted.current) return;
    loginStarted.current = true;
    login.mutate(accessCode, {
      onSuccess: (result) => {
        session.start(result.vendor.accessCode);
        setLoggedInCode(result.vendor.accessCode);
      },
      onError: (error) => toast(lookupErrorToast(error, i18n)),
    });
  }, [accessCode, login, session, toast, i18n]);

  if (!accessCode) {
    return (
      <PageShell>
        <Alert severity="error" sx={{ maxWidth: 560, mx: 'auto' }}>
          <AlertTitle>
            <Trans>Kein Zugangscode angegeben</Trans>
          </AlertTitle>
          <Trans>
            Öffnen Sie die Standplatz-Auswahl über Ihre Statusseite oder den Link aus Ihrer
            Anmeldung.
          </Trans>
          <Box sx={{ mt: 1.5 }}>
            <Button component={RouterLink} to="/" color="inherit" variant="outlined" size="small">
              <Trans>Zur Startseite</Trans>
            </Button>
          </Box>
        </Alert>
      </PageShell>
    );
  }

  const backToStatus = (
    <Button
      component={RouterLink}
      to={statusPageUrl(loggedInCode ?? accessCode)}
      startIcon={<ArrowBackIcon />}
      variant="outlined"
    >
      <Trans>Zurück zum Status</Trans>
    </Button>
  );

  if (login.isError) {
    return (
      <PageShell>
        <Alert severity="error" sx={{ mb: 3 }}>
          {lookupErrorToast(login.error, i18n).description}
        </Alert>
        <Button component={RouterLink} to="/vendor-status" startIcon={<ArrowBackIcon />}>
          <Trans>Zum Status</Trans>
        </Button>
      </PageShell>
    );
  }

  const data = status.data;
  if (!loggedInCode || !data) {
    return (
      <PageShell>
        <VendorLoading />
      </PageShell>
    );
  }

  const { vendor, booth } = data;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: vendorStatusQuery(loggedInCode).queryKey });
  };

  function confirm() {
    if (!candidate) return;
    const boothNumber = candidate.booth.number;
    selectBooth.mutate(
      { accessCode: loggedInCode!, boothId: candidate.booth.id },
      {
        onSuccess: (result) => {
          setCandidate(null);
          refresh();
          if (!result.requiresPayment) {
            toast({
              title: t`Standplatz ausgewählt`,
              description: messageText(VENDOR_MESSAGES.boothAssigned),
              variant: 'success',
            });
            void trackEvent('booth_selected', {
              page: PAGE,
              data: { boothNumber: result.boothNumber, weight: 1 },
            });
            return;
          }
          // 'HH:MM' in both languages; the German message adds 'Uhr'.
          const until = result.holdExpiresAt ? formatViennaTime(result.holdExpiresAt) : null;
          const heldNumber = result.boothNumber;
          const minutes = BOOTH_HOLD_MINUTES;
          toast({
            title: t`Standplatz ausgewählt`,
            description: until
              ? t`Standplatz ${heldNumber} ist bis ${until} Uhr für Sie reserviert. Bitte bezahlen Sie jetzt die Anzahlung.`
              : t`Standplatz ${heldNumber} ist ${minutes} Minuten für Sie reserviert. Bitte bezahlen Sie jetzt die Anzahlung.`,
            variant: 'success',
          });
          void trackEvent('booth_selected', {
            page: PAGE,
            data: { boothNumber: result.boothNumber, weight: 10 },
          });
          // On to the deposit page in this window: a new tab opened after the pick stayed unseen
          // on phones (issue 25). The page creates the SumUp checkout when the vendor chooses
          // card, and records 'payment_started' then (issue 17).
          navigate(depositPaymentPath(vendor.id, loggedInCode));
        },
        onError: (error) => {
          setCandidate(null);
          toast({
            title: t`Fehler`,
            description: errorText(i18n, error, messageText(VENDOR_MESSAGES.boothSelectionFailed)),
            variant: 'destructive',
          });
          void trackEvent('booth_selected', {
            eventName: 'error',
            page: PAGE,
            data: { boothNumber, weight: 0 },
          });
        },
      },
    );
  }

  const assigned = booth && !booth.isHeld ? booth : null;
  const vendorName = vendor.name;
  const holdMinutes = BOOTH_HOLD_MINUTES;
  const deposit = format.euro(DEPOSIT_AMOUNT_CENTS);

  return (
    <PageShell>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <div>
          <Typography
            variant="h4"
            component="h1"
            color="primary"
            sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            <Trans>Standplatz auswählen</Trans>
          </Typography>
          <Typography color="text.secondary">
            <Trans>Willkommen, {vendorName}</Trans>
          </Typography>
        </div>
        {backToStatus}
      </Box>

      {assigned ? (
        <AssignedBooth booth={assigned} />
      ) : (
        <>
          {booth ? (
            <HeldBooth status={data} accessCode={loggedInCode} />
          ) : (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {vendor.downPaymentPaid ? (
                <Trans>
                  Ihre Anzahlung ist bereits bezahlt. Wählen Sie einen freien (grünen) Standplatz:
                  Er wird Ihnen sofort zugewiesen.
                </Trans>
              ) : (
                <Trans>
                  Wählen Sie einen freien (grünen) Standplatz. Er ist danach {holdMinutes} Minuten
                  für Sie reserviert, bis die Anzahlung von {deposit} bezahlt ist. Die Anzahlung
                  wird auf die Standgebühr angerechnet.
                </Trans>
              )}
            </Typography>
          )}
          <BoothMap
            selectedBoothId={candidate?.booth.id ?? booth?.id ?? null}
            onSelect={(selected, area) => setCandidate({ booth: selected, area })}
            planView={StallPlanView}
          />
        </>
      )}

      <ConfirmBoothDialog
        candidate={candidate}
        depositPaid={vendor.downPaymentPaid}
        pending={selectBooth.isPending}
        onConfirm={confirm}
        onClose={() => setCandidate(null)}
      />
    </PageShell>
  );
}
