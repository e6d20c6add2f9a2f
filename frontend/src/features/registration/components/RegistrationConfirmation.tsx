import { Trans, useLingui } from '@lingui/react/macro';
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
  type RegistrationResultDto,
  stallFeeParts,
} from '@standl/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { withClockSuffix } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { stallPriceSummaryText } from '../../booths';
import type { Registration, SelectedBooth } from '../registration-form';
import { AccessCodeCard } from './AccessCodeCard';

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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const deposit = format.euro(DEPOSIT_AMOUNT_CENTS);
  const minutes = BOOTH_HOLD_MINUTES;
  const until = result.holdExpiresAt
    ? withClockSuffix(format.viennaTime(result.holdExpiresAt), format.intl)
    : null;
  const parts = booth && stallFeeParts(booth.booth.price, booth.booth.priceDetail);
  const areaName = booth?.area.name;
  const fee = booth ? format.euro(booth.booth.price) : '';
  return (
    <>
      <Heading>
        <Trans>Ihr Standplatz ist reserviert</Trans>
      </Heading>
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
          <Trans>Gewählter Standplatz</Trans>
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {result.boothNumber}
        </Typography>
        {booth && (
          <Typography>
            <Trans>
              {areaName} · Standgebühr {fee}
            </Trans>
          </Typography>
        )}
        {parts && (
          <Typography variant="body2" color="text.secondary">
            {stallPriceSummaryText(parts, i18n)}
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
            ? t`Reserviert für ${minutes} Minuten – bis ${until}`
            : t`Reserviert für ${minutes} Minuten`}
        </AlertTitle>
        <Trans>
          Bitte bezahlen Sie bis dahin die Anzahlung von {deposit}, sonst wird der Standplatz wieder
          freigegeben. Die Anzahlung wird auf Ihre Standgebühr angerechnet.
        </Trans>
      </Alert>
      <Button
        component={RouterLink}
        to={depositPaymentPath(result.vendorId, result.accessCode)}
        variant="contained"
        size="large"
        sx={{ width: { xs: '100%', sm: 'auto' }, py: 1.25 }}
      >
        <Trans>Anzahlung bezahlen ({deposit})</Trans>
      </Button>
      <Typography color="text.secondary" sx={{ mt: 3, overflowWrap: 'anywhere' }}>
        <Trans>
          Ihren persönlichen Zugangscode und den Link zur Zahlung haben wir Ihnen soeben per E-Mail
          an <strong>{email}</strong> geschickt. Mit dem Code können Sie jederzeit Ihren
          Anmeldestatus prüfen.
        </Trans>
      </Typography>
    </>
  );
}

function AwaitingAdmin({ result }: { result: RegistrationResultDto }) {
  return (
    <>
      <Heading>
        <Trans>Vielen Dank für Ihre Anmeldung!</Trans>
      </Heading>
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        <Trans>Ihre Anmeldung wartet auf die Bestätigung durch den Veranstalter.</Trans>
      </Alert>
      <Typography variant="h6" component="h3" gutterBottom>
        <Trans>So geht es weiter</Trans>
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 0, mb: 3, '& li': { mb: 0.75 } }}>
        <li>
          <Trans>Der Veranstalter prüft Ihre Anmeldung und weist Ihnen einen Standplatz zu.</Trans>
        </li>
        <li>
          <Trans>
            Mit der Bestätigung erhalten Sie eine E-Mail mit Ihrem Standplatz und Ihrem Zugangscode
            (den Code sehen Sie schon hier unten).
          </Trans>
        </li>
        <li>
          <Trans>Mit dem Zugangscode sehen Sie jederzeit Ihren Status und Ihren Standplatz.</Trans>
        </li>
      </Box>
      <AccessCodeCard accessCode={result.accessCode} />
      <Button
        component={RouterLink}
        to={statusLink(result.accessCode)}
        variant="contained"
        size="large"
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        <Trans>Status prüfen</Trans>
      </Button>
    </>
  );
}

function ChooseBooth({ result }: { result: RegistrationResultDto }) {
  return (
    <>
      <Heading>
        <Trans>Vielen Dank für Ihre Anmeldung!</Trans>
      </Heading>
      <Alert severity="warning" role="status" sx={{ mb: 3 }}>
        <AlertTitle>
          <Trans>Noch kein Standplatz gewählt</Trans>
        </AlertTitle>
        <Trans>
          Bitte wählen Sie zuerst einen Standplatz auf dem Lageplan aus. Dafür brauchen Sie Ihren
          Zugangscode.
        </Trans>
      </Alert>
      <AccessCodeCard accessCode={result.accessCode} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button
          component={RouterLink}
          to={`/booth-self-selection?accessCode=${encodeURIComponent(result.accessCode)}`}
          variant="contained"
          size="large"
        >
          <Trans>Standplatz auswählen</Trans>
        </Button>
        <Button
          component={RouterLink}
          to={statusLink(result.accessCode)}
          variant="outlined"
          size="large"
        >
          <Trans>Status prüfen</Trans>
        </Button>
      </Stack>
    </>
  );
}

function OnWaitlist({ result }: { result: RegistrationResultDto }) {
  const waitlist = result.waitlist!;
  const position = waitlist.position;
  const areaName = waitlist.areaName;
  return (
    <>
      <Heading>
        <Trans>Vielen Dank für Ihre Anmeldung!</Trans>
      </Heading>
      <Alert severity="info" role="status" sx={{ mb: 3 }} data-testid="waitlist-position">
        <AlertTitle>
          <Trans>
            Sie stehen auf Platz {position} der Warteliste für {areaName}
          </Trans>
        </AlertTitle>
        <Trans>
          Wird im Bereich {areaName} ein Standplatz frei, bieten wir ihn Ihnen per E-Mail an. Mit
          dem Link in der E-Mail nehmen Sie ihn an oder lehnen ihn ab.
        </Trans>
      </Alert>
      <AccessCodeCard accessCode={result.accessCode} />
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        <Trans>
          Mit dem Zugangscode sehen Sie jederzeit Ihren Platz auf der Warteliste und können sie auch
          wieder verlassen.
        </Trans>
      </Typography>
      <Button
        component={RouterLink}
        to={statusLink(result.accessCode)}
        variant="contained"
        size="large"
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        <Trans>Status prüfen</Trans>
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
