import PaymentsIcon from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import { formatEuro, type VendorStatusDto } from '@standl/contracts';
import { FALLBACK_YEAR } from '../../market/market-defaults';
import { DetailRow, Note, SectionCard, SubHeading } from '../../vendor/components/SectionCard';
import { formatIban, openAmount } from '../../vendor/vendor-status';
import { paymentDeadline } from '../payment-deadline';

export function PaymentTab({ status }: { status: VendorStatusDto }) {
  const { vendor, bankDetails, marketSettings } = status;
  const open = openAmount(vendor);
  const year = marketSettings?.currentYear || FALLBACK_YEAR;
  const deadline = paymentDeadline(year);

  return (
    <SectionCard icon={<PaymentsIcon />} title="Zahlung">
      <DetailRow label="Gesamtbetrag" value={formatEuro(vendor.totalAmount)} />
      <DetailRow label="Bezahlt" value={formatEuro(vendor.paymentAmount)} />
      <DetailRow label="Offener Betrag" value={formatEuro(open)} />

      <SubHeading>Anzahlung</SubHeading>
      <Note>
        {vendor.downPaymentAmount > 0
          ? `Anzahlung ${formatEuro(vendor.downPaymentAmount)}: ${vendor.downPaymentPaid ? 'bezahlt' : 'noch offen'}. Die Anzahlung wird von der Gesamtrechnung abgezogen.`
          : 'Für Ihre Anmeldung ist keine Anzahlung vorgesehen.'}
      </Note>

      <SubHeading>Bankverbindung für den Restbetrag</SubHeading>
      {bankDetails ? (
        <div data-testid="bank-details">
          <DetailRow label="Kontoinhaber" value={bankDetails.accountHolder} />
          <DetailRow label="IBAN" value={formatIban(bankDetails.iban)} />
          {bankDetails.bic && <DetailRow label="BIC" value={bankDetails.bic} />}
          {bankDetails.bankName && <DetailRow label="Bank" value={bankDetails.bankName} />}
          <DetailRow label="Verwendungszweck" value={vendor.accessCode} />
        </div>
      ) : (
        <Note>
          Die Bankverbindung für die Überweisung wird hier angezeigt, sobald der Veranstalter sie
          hinterlegt hat.
        </Note>
      )}
      {open > 0 ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="payment-due">
          {bankDetails
            ? `Bitte überweisen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter ${deadline}. Geben Sie als Verwendungszweck Ihren Zugangscode an.`
            : `Bitte bezahlen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter ${deadline}: bar vor Ort oder per Überweisung, sobald die Bankverbindung hier angezeigt wird.`}
        </Alert>
      ) : (
        vendor.totalAmount > 0 && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Vielen Dank, Ihre Standgebühr ist vollständig bezahlt.
          </Alert>
        )
      )}
    </SectionCard>
  );
}
