import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PaymentsIcon from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  DEPOSIT_AMOUNT_CENTS,
  formatAccessCode,
  formatEuro,
  type VendorAccountDto,
  type VendorDto,
  type VendorStatusDto,
} from '@standl/contracts';
import { useToast } from '../../../lib/toast';
import { FALLBACK_YEAR } from '../../market';
import {
  DetailRow,
  Note,
  SectionCard,
  SubHeading,
  formatIban,
  PayDepositButton,
} from '../../registration';
import { isPaidInFull, refundedAmount } from '../ledger-lines';
import { paymentDeadline } from '../payment-deadline';
import { EpcQr } from './EpcQr';
import { LedgerLines } from './LedgerLines';

/** Set-up confirmed (spec 4: only then is the stall fee due); paid and checked_in come later. */
const SET_UP_STATUSES = new Set(['aufgebaut', 'paid', 'checked_in']);

/**
 * The due-date sentence for the open amount. The remaining fee is due after the organiser's
 * confirmation and the set-up, so it names what is still missing, or says it is due now.
 */
function dueText(status: VendorDto['status'], deadline: string, hasBankDetails: boolean) {
  const how = hasBankDetails
    ? '. Geben Sie als Verwendungszweck Ihren Zugangscode an.'
    : ': bar vor Ort oder per Überweisung, sobald die Bankverbindung hier angezeigt wird.';
  const pay = hasBankDetails ? 'Bitte überweisen Sie' : 'Bitte bezahlen Sie';
  if (SET_UP_STATUSES.has(status)) {
    return `Ihr Aufbau ist bestätigt, der offene Betrag ist jetzt fällig. ${pay} ihn ${deadline}${how}`;
  }
  const after =
    status === 'confirmed'
      ? 'nach Ihrem Aufbau'
      : 'nach der Bestätigung durch den Veranstalter und Ihrem Aufbau';
  return `${pay} den offenen Betrag ${after} ${deadline}${how}`;
}

function DepositNote({ vendor, account }: { vendor: VendorDto; account: VendorAccountDto }) {
  if (account.depositAmount > 0) {
    return (
      <Note>
        {`Anzahlung ${formatEuro(account.depositAmount)}: ${account.depositPaid ? 'bezahlt' : 'noch offen'}. Die Anzahlung wird von der Gesamtrechnung abgezogen.`}
      </Note>
    );
  }
  // A held, self-selected stall: the deposit is open (downPaymentAmount stays 0 until paid).
  if (vendor.status === 'pending_payment') {
    return (
      <Alert severity="warning" data-testid="deposit-due">
        Anzahlung {formatEuro(DEPOSIT_AMOUNT_CENTS)}: noch offen. Mit der Anzahlung wird Ihr
        gewählter Standplatz fix reserviert; sie wird von der Gesamtrechnung abgezogen.
        <PayDepositButton vendorId={vendor.id} accessCode={vendor.accessCode} />
      </Alert>
    );
  }
  return <Note>Für Ihre Anmeldung ist keine Anzahlung vorgesehen.</Note>;
}

/** The reference to write on the transfer, with a button that copies it. */
function Reference({ reference }: { reference: string }) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      toast({ title: 'Verwendungszweck kopiert', variant: 'success' });
    } catch {
      toast({
        title: 'Kopieren nicht möglich',
        description: 'Bitte notieren Sie den Verwendungszweck.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        data-testid="transfer-reference"
        sx={{ fontFamily: '"Roboto Mono", ui-monospace, Consolas, monospace', fontWeight: 700 }}
      >
        {reference}
      </Box>
      <IconButton
        size="small"
        aria-label="Verwendungszweck kopieren"
        onClick={() => void copy()}
        sx={{ my: -0.5 }}
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export function PaymentTab({ status }: { status: VendorStatusDto }) {
  const { vendor, account, bankDetails, marketSettings } = status;
  const reference = bankDetails?.reference || formatAccessCode(vendor.accessCode);
  const open = account.openAmount;
  const refunded = refundedAmount(account.lines);
  const year = marketSettings?.currentYear || FALLBACK_YEAR;
  const deadline = paymentDeadline(year);

  return (
    <SectionCard icon={<PaymentsIcon />} title="Zahlung">
      <DetailRow label="Gesamtbetrag" value={formatEuro(account.totalAmount)} />
      <DetailRow label="Bezahlt" value={formatEuro(account.paidAmount)} />
      <DetailRow label="Offener Betrag" value={formatEuro(open)} />
      {account.refundDueAmount > 0 && (
        <DetailRow label="Rückerstattung ausstehend" value={formatEuro(account.refundDueAmount)} />
      )}
      {refunded > 0 && <DetailRow label="Rückerstattet" value={formatEuro(refunded)} />}

      <SubHeading>Buchungen</SubHeading>
      <LedgerLines lines={account.lines} />

      <SubHeading>Anzahlung</SubHeading>
      <DepositNote vendor={vendor} account={account} />

      <SubHeading>Bankverbindung für den Restbetrag</SubHeading>
      {bankDetails ? (
        <div data-testid="bank-details">
          <DetailRow label="Kontoinhaber" value={bankDetails.accountHolder} />
          <DetailRow label="IBAN" value={formatIban(bankDetails.iban)} />
          {bankDetails.bic && <DetailRow label="BIC" value={bankDetails.bic} />}
          {bankDetails.bankName && <DetailRow label="Bank" value={bankDetails.bankName} />}
          <DetailRow label="Verwendungszweck" value={<Reference reference={reference} />} />
          {bankDetails.epcQrPayload && open > 0 && (
            <EpcQr payload={bankDetails.epcQrPayload} amount={open} reference={reference} />
          )}
        </div>
      ) : (
        <Note>
          Die Bankverbindung für die Überweisung wird hier angezeigt, sobald der Veranstalter sie
          hinterlegt hat.
        </Note>
      )}
      {open > 0 ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="payment-due">
          {dueText(vendor.status, deadline, Boolean(bankDetails))}
        </Alert>
      ) : (
        isPaidInFull(account) && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="paid-in-full">
            Vielen Dank, Ihre Standgebühr ist vollständig bezahlt. Ihre Rechnung finden Sie im
            Bereich „Rechnung“.
          </Alert>
        )
      )}
      {account.refundDueAmount > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="refund-due">
          <strong>{`Rückerstattung ausstehend: ${formatEuro(account.refundDueAmount)}`}</strong>
          <br />
          Diesen Betrag zahlt Ihnen der Veranstalter zurück; bis dahin ist er unter „Bezahlt“
          mitgezählt.
        </Alert>
      ) : (
        refunded > 0 && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="refund-made">
            {`Rückerstattet: ${formatEuro(refunded)}. Der Veranstalter hat Ihnen den Betrag zurückgezahlt.`}
          </Alert>
        )
      )}
    </SectionCard>
  );
}
