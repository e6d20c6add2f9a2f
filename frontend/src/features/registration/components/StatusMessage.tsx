import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEPOSIT_AMOUNT_CENTS, formatEuro, type VendorStatusDto } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { formatViennaDateTime } from '../../../lib/format';
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

  if (kind === 'withdrawn') {
    return (
      <Alert severity="info" data-testid="withdrawn-notice">
        <AlertTitle>Anmeldung zurückgezogen</AlertTitle>
        {withdrawnLines(status).map((line) => (
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
        <AlertTitle>Bitte wählen Sie Ihren Standplatz</AlertTitle>
        Sie haben sich für die Selbstauswahl entschieden, aber noch keinen Standplatz gewählt. Bitte
        wählen Sie Ihren Standplatz auf dem Lageplan aus.
        <Box sx={{ mt: 1.5 }}>
          <Button
            component={RouterLink}
            to={boothSelectionUrl(vendor.accessCode)}
            variant="contained"
            color="warning"
            size="small"
          >
            Standplatz auswählen
          </Button>
        </Box>
      </Alert>
    );
  }
  if (kind === 'waiting') {
    return (
      <Alert severity="info">
        <AlertTitle>Warten auf Bestätigung</AlertTitle>
        Ihre Anmeldung ist eingegangen und wartet auf die Bestätigung durch den Veranstalter. Sie
        erhalten eine E-Mail, sobald Ihre Anmeldung bestätigt wurde.
      </Alert>
    );
  }
  if (kind === 'confirmed') {
    return (
      <Alert severity="success">
        <AlertTitle>Anmeldung bestätigt</AlertTitle>
        Ihre Teilnahme am Adventmarkt ist bestätigt. Wir freuen uns auf Sie!
      </Alert>
    );
  }
  if (kind === 'set_up') {
    const open = openAmount(status);
    return (
      <Alert severity="success">
        <AlertTitle>Aufbau bestätigt</AlertTitle>
        Ihr Aufbau wurde bestätigt. Wir freuen uns auf einen schönen Adventmarkt mit Ihnen!
        {open > 0
          ? ` Die restliche Standgebühr von ${formatEuro(open)} ist jetzt fällig: bar vor Ort oder per Überweisung.`
          : ''}
      </Alert>
    );
  }
  if (kind === 'deposit_due') {
    const holdEnd = booth?.holdExpiresAt ?? vendor.boothReservationExpiry;
    return (
      <Alert severity="warning">
        <AlertTitle>Anzahlung ausstehend</AlertTitle>
        Die Anzahlung von {formatEuro(DEPOSIT_AMOUNT_CENTS)} ist noch offen.
        {booth && holdEnd
          ? ` Standplatz ${booth.number} ist bis ${formatViennaDateTime(holdEnd)} für Sie reserviert.`
          : ''}
        <PayDepositButton vendorId={vendor.id} accessCode={vendor.accessCode} />
      </Alert>
    );
  }
  if (kind === 'deposit_paid') {
    return (
      <Alert severity="success">
        <AlertTitle>Anzahlung eingegangen</AlertTitle>
        Vielen Dank! Ihre Anzahlung von {formatEuro(vendor.downPaymentAmount)} ist eingegangen
        {booth ? ` und Standplatz ${booth.number} ist für Sie reserviert` : ''}. Der Veranstalter
        bestätigt Ihre Anmeldung in Kürze; Sie erhalten dann eine E-Mail.
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={false}>
      <AlertTitle>Status wird überprüft</AlertTitle>
      Der Veranstalter bearbeitet Ihre Anmeldung. Bei Fragen schreiben Sie uns eine Nachricht.
    </Alert>
  );
}
