import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEPOSIT_AMOUNT_CENTS, type VendorStatusDto } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../lib/use-format';
import { withdrawnLines } from '../plans';
import { boothSelectionUrl, needsBoothChoice, openAmount, statusKind } from '../vendor-status';
import { PayDepositButton } from './PayDepositButton';
import { WaitlistNotice, WaitlistOfferNotice } from './WaitlistNotice';

/**
 * The vendor's state and next step. An open offer or a place on a waiting list shows above it:
 * the vendor waits for the organiser and for a stall at the same time.
 */
export function StatusMessage({ status }: { status: VendorStatusDto }) {
  const waitlist = waitlistNotice(status);
  const message = <Message status={status} />;
  if (!waitlist) return message;
  return (
    <Stack spacing={1.5}>
      {waitlist}
      {message}
    </Stack>
  );
}

function waitlistNotice({ vendor, waitlist, waitlistOffer }: VendorStatusDto) {
  if (statusKind(vendor.status) === 'withdrawn') return null;
  if (waitlistOffer) return <WaitlistOfferNotice offer={waitlistOffer} />;
  if (waitlist) return <WaitlistNotice vendorId={vendor.id} waitlist={waitlist} />;
  return null;
}

function Message({ status }: { status: VendorStatusDto }) {
  const { vendor, booth } = status;
  const kind = statusKind(vendor.status);
  const { t, i18n } = useLingui();
  const format = useFormat();

  if (kind === 'withdrawn') {
    return (
      <Alert severity="info" data-testid="withdrawn-notice">
        <AlertTitle>
          <Trans>Anmeldung zurückgezogen</Trans>
        </AlertTitle>
        {withdrawnLines(status, i18n).map((line) => (
          <Box component="span" key={line} sx={{ display: 'block' }}>
            {line}
          </Box>
        ))}
      </Alert>
    );
  }

  if (needsBoothChoice(status)) {
    return (
      <Alert severity="warning">
        <AlertTitle>
          <Trans>Bitte wählen Sie Ihren Standplatz</Trans>
        </AlertTitle>
        <Trans>
          Sie haben sich für die Selbstauswahl entschieden, aber noch keinen Standplatz gewählt.
          Bitte wählen Sie Ihren Standplatz auf dem Lageplan aus.
        </Trans>
        <Box sx={{ mt: 1.5 }}>
          <Button
            component={RouterLink}
            to={boothSelectionUrl(vendor.accessCode)}
            variant="contained"
            color="warning"
            size="small"
          >
            <Trans>Standplatz auswählen</Trans>
          </Button>
        </Box>
      </Alert>
    );
  }
  if (kind === 'waiting') {
    return (
      <Alert severity="info">
        <AlertTitle>
          <Trans>Warten auf Bestätigung</Trans>
        </AlertTitle>
        <Trans>
          Ihre Anmeldung ist eingegangen und wartet auf die Bestätigung durch den Veranstalter. Sie
          erhalten eine E-Mail, sobald Ihre Anmeldung bestätigt wurde.
        </Trans>
      </Alert>
    );
  }
  if (kind === 'confirmed') {
    return (
      <Alert severity="success">
        <AlertTitle>
          <Trans>Anmeldung bestätigt</Trans>
        </AlertTitle>
        <Trans>Ihre Teilnahme am Adventmarkt ist bestätigt. Wir freuen uns auf Sie!</Trans>
      </Alert>
    );
  }
  if (kind === 'set_up') {
    const open = openAmount(status);
    const rest = format.euro(open);
    return (
      <Alert severity="success">
        <AlertTitle>
          <Trans>Aufbau bestätigt</Trans>
        </AlertTitle>
        <Trans>
          Ihr Aufbau wurde bestätigt. Wir freuen uns auf einen schönen Adventmarkt mit Ihnen!
        </Trans>
        {open > 0
          ? ` ${t`Die restliche Standgebühr von ${rest} ist jetzt fällig: bar vor Ort oder per Überweisung.`}`
          : ''}
      </Alert>
    );
  }
  if (kind === 'deposit_due') {
    const holdEnd = booth?.holdExpiresAt ?? vendor.boothReservationExpiry;
    const deposit = format.euro(DEPOSIT_AMOUNT_CENTS);
    const boothNumber = booth?.number;
    const until = format.viennaDateTime(holdEnd);
    return (
      <Alert severity="warning">
        <AlertTitle>
          <Trans>Anzahlung ausstehend</Trans>
        </AlertTitle>
        <Trans>Die Anzahlung von {deposit} ist noch offen.</Trans>
        {booth && holdEnd
          ? ` ${t`Standplatz ${boothNumber} ist bis ${until} für Sie reserviert.`}`
          : ''}
        <PayDepositButton vendorId={vendor.id} accessCode={vendor.accessCode} />
      </Alert>
    );
  }
  if (kind === 'deposit_paid') {
    const paid = format.euro(vendor.downPaymentAmount);
    const boothNumber = booth?.number;
    return (
      <Alert severity="success">
        <AlertTitle>
          <Trans>Anzahlung eingegangen</Trans>
        </AlertTitle>
        {booth ? (
          <Trans>
            Vielen Dank! Ihre Anzahlung von {paid} ist eingegangen und Standplatz {boothNumber} ist
            für Sie reserviert. Der Veranstalter bestätigt Ihre Anmeldung in Kürze; Sie erhalten
            dann eine E-Mail.
          </Trans>
        ) : (
          <Trans>
            Vielen Dank! Ihre Anzahlung von {paid} ist eingegangen. Der Veranstalter bestätigt Ihre
            Anmeldung in Kürze; Sie erhalten dann eine E-Mail.
          </Trans>
        )}
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={false}>
      <AlertTitle>
        <Trans>Status wird überprüft</Trans>
      </AlertTitle>
      <Trans>
        Der Veranstalter bearbeitet Ihre Anmeldung. Bei Fragen schreiben Sie uns eine Nachricht.
      </Trans>
    </Alert>
  );
}
