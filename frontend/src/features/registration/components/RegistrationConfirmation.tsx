import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BOOTH_HOLD_MINUTES,
  DEPOSIT_AMOUNT_CENTS,
  depositPaymentPath,
  MARKET_TIME_ZONE,
  type RegistrationResultDto,
  onFirstUse,
  stallFeeParts,
  stallPriceSummary,
} from '@standl/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatEuro } from '../../../lib/format';
import { waitlistPositionText } from '../plans';
import type { Registration, SelectedBooth } from '../registration-form';
import { AccessCodeCard } from './AccessCodeCard';

const deposit = onFirstUse(() => formatEuro(DEPOSIT_AMOUNT_CENTS));
const clock = onFirstUse(
  () =>
    new Intl.DateTimeFormat('de-AT', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: MARKET_TIME_ZONE,
    }),
);

export type ConfirmationKind = 'payment_due' | 'awaiting_admin' | 'choose_booth' | 'waitlist';

export function confirmationKind({ result, values }: Registration): ConfirmationKind {
  if (result.requiresPayment) return 'payment_due';
  if (result.waitlist) return 'waitlist';
  return values.boothAssignmentPreference === 'self' && result.selectedBoothId === null
    ? 'choose_booth'
    : 'awaiting_admin';
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 40 }} />
      <Typography variant="h5" component="h2" tabIndex={-1} data-autofocus sx={{ outline: 'none' }}>
        {children}
      </Typography>
    </Box>
  );
}

function statusLink(accessCode: string) {
  return `/vendor-status?accessCode=${encodeURIComponent(accessCode)}`;
}

function PaymentDue({
  result,
  booth,
  email,
}: {
  result: RegistrationResultDto;
  booth: SelectedBooth | null;
  email: string;
}) {
  const until = result.holdExpiresAt ? clock().format(new Date(result.holdExpiresAt)) : null;
  const parts = booth && stallFeeParts(booth.booth.price, booth.booth.priceDetail);
  return (
    <>
      <Heading>Ihr Standplatz ist reserviert</Heading>
      <Box
        data-testid="reserved-booth"
        sx={{
          p: 2,
          mb: 2,
          borderRadius: 2,
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Gewählter Standplatz
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {result.boothNumber}
        </Typography>
        {booth && (
          <Typography>
            {booth.area.name} · Standgebühr {formatEuro(booth.booth.price)}
          </Typography>
        )}
        {parts && (
          <Typography variant="body2" color="text.secondary">
            {stallPriceSummary(parts)}
          </Typography>
        )}
        {booth?.booth.locationDescription && (
          <Typography variant="body2" color="text.secondary">
            {booth.booth.locationDescription}
          </Typography>
        )}
      </Box>
      <Alert severity="warning" role="status" sx={{ mb: 3 }}>
        <AlertTitle>
          {until
            ? `Reserviert für ${BOOTH_HOLD_MINUTES} Minuten – bis ${until} Uhr`
            : `Reserviert für ${BOOTH_HOLD_MINUTES} Minuten`}
        </AlertTitle>
        Bitte bezahlen Sie bis dahin die Anzahlung von {deposit()}, sonst wird der Standplatz wieder
        freigegeben. Die Anzahlung wird auf Ihre Standgebühr angerechnet.
      </Alert>
      <Button
        component={RouterLink}
        to={depositPaymentPath(result.vendorId, result.accessCode)}
        variant="contained"
        size="large"
        sx={{ width: { xs: '100%', sm: 'auto' }, py: 1.25 }}
      >
        Anzahlung bezahlen ({deposit()})
      </Button>
      <Typography color="text.secondary" sx={{ mt: 3, overflowWrap: 'anywhere' }}>
        Ihren persönlichen Zugangscode und den Link zur Zahlung haben wir Ihnen soeben per E-Mail an{' '}
        <strong>{email}</strong> geschickt. Mit dem Code können Sie jederzeit Ihren Anmeldestatus
        prüfen.
      </Typography>
    </>
  );
}

function AwaitingAdmin({ result }: { result: RegistrationResultDto }) {
  return (
    <>
      <Heading>Vielen Dank für Ihre Anmeldung!</Heading>
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        Ihre Anmeldung wartet auf die Bestätigung durch den Veranstalter.
      </Alert>
      <Typography variant="h6" component="h3" gutterBottom>
        So geht es weiter
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 0, mb: 3, '& li': { mb: 0.75 } }}>
        <li>Der Veranstalter prüft Ihre Anmeldung und weist Ihnen einen Standplatz zu.</li>
        <li>
          Mit der Bestätigung erhalten Sie eine E-Mail mit Ihrem Standplatz und Ihrem Zugangscode
          (den Code sehen Sie schon hier unten).
        </li>
        <li>Mit dem Zugangscode sehen Sie jederzeit Ihren Status und Ihren Standplatz.</li>
      </Box>
      <AccessCodeCard accessCode={result.accessCode} />
      <Button
        component={RouterLink}
        to={statusLink(result.accessCode)}
        variant="contained"
        size="large"
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        Status prüfen
      </Button>
    </>
  );
}

function ChooseBooth({ result }: { result: RegistrationResultDto }) {
  return (
    <>
      <Heading>Vielen Dank für Ihre Anmeldung!</Heading>
      <Alert severity="warning" role="status" sx={{ mb: 3 }}>
        <AlertTitle>Noch kein Standplatz gewählt</AlertTitle>
        Bitte wählen Sie zuerst einen Standplatz auf dem Lageplan aus. Dafür brauchen Sie Ihren
        Zugangscode.
      </Alert>
      <AccessCodeCard accessCode={result.accessCode} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button
          component={RouterLink}
          to={`/booth-self-selection?accessCode=${encodeURIComponent(result.accessCode)}`}
          variant="contained"
          size="large"
        >
          Standplatz auswählen
        </Button>
        <Button
          component={RouterLink}
          to={statusLink(result.accessCode)}
          variant="outlined"
          size="large"
        >
          Status prüfen
        </Button>
      </Stack>
    </>
  );
}

function OnWaitlist({ result }: { result: RegistrationResultDto }) {
  const waitlist = result.waitlist!;
  return (
    <>
      <Heading>Vielen Dank für Ihre Anmeldung!</Heading>
      <Alert severity="info" role="status" sx={{ mb: 3 }} data-testid="waitlist-position">
        <AlertTitle>Sie stehen auf {waitlistPositionText(waitlist)}</AlertTitle>
        Wird im Bereich {waitlist.areaName} ein Standplatz frei, bieten wir ihn Ihnen per E-Mail an.
        Mit dem Link in der E-Mail nehmen Sie ihn an oder lehnen ihn ab.
      </Alert>
      <AccessCodeCard accessCode={result.accessCode} />
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Mit dem Zugangscode sehen Sie jederzeit Ihren Platz auf der Warteliste und können sie auch
        wieder verlassen.
      </Typography>
      <Button
        component={RouterLink}
        to={statusLink(result.accessCode)}
        variant="contained"
        size="large"
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        Status prüfen
      </Button>
    </>
  );
}

export function RegistrationConfirmation({ registration }: { registration: Registration }) {
  const kind = confirmationKind(registration);
  return (
    <Box data-testid={`confirmation-${kind}`}>
      {kind === 'payment_due' && (
        <PaymentDue
          result={registration.result}
          booth={registration.booth}
          email={registration.values.email.trim()}
        />
      )}
      {kind === 'awaiting_admin' && <AwaitingAdmin result={registration.result} />}
      {kind === 'choose_booth' && <ChooseBooth result={registration.result} />}
      {kind === 'waitlist' && <OnWaitlist result={registration.result} />}
    </Box>
  );
}
