import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PaymentsIcon from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEPOSIT_AMOUNT_CENTS,
  formatAccessCode,
  type VendorAccountDto,
  type VendorDto,
  type VendorStatusDto,
} from '@standl/contracts';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
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
 * The due-date sentence for the open amount, in the page's language. The remaining fee is due
 * after the organiser's confirmation and the set-up, so it names what is still missing, or says
 * it is due now; with bank details it asks for a transfer with the reference, else for payment
 * in cash or by transfer once the details are shown.
 */
function dueText(
  i18n: I18n,
  status: VendorDto['status'],
  deadline: string,
  hasBankDetails: boolean,
): string {
  if (SET_UP_STATUSES.has(status)) {
    return hasBankDetails
      ? i18n._(
          msg`Ihr Aufbau ist bestätigt, der offene Betrag ist jetzt fällig. Bitte überweisen Sie ihn ${deadline}. Geben Sie als Verwendungszweck Ihren Zugangscode an.`,
        )
      : i18n._(
          msg`Ihr Aufbau ist bestätigt, der offene Betrag ist jetzt fällig. Bitte bezahlen Sie ihn ${deadline}: bar vor Ort oder per Überweisung, sobald die Bankverbindung hier angezeigt wird.`,
        );
  }
  if (status === 'confirmed') {
    return hasBankDetails
      ? i18n._(
          msg`Bitte überweisen Sie den offenen Betrag nach Ihrem Aufbau ${deadline}. Geben Sie als Verwendungszweck Ihren Zugangscode an.`,
        )
      : i18n._(
          msg`Bitte bezahlen Sie den offenen Betrag nach Ihrem Aufbau ${deadline}: bar vor Ort oder per Überweisung, sobald die Bankverbindung hier angezeigt wird.`,
        );
  }
  return hasBankDetails
    ? i18n._(
        msg`Bitte überweisen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter und Ihrem Aufbau ${deadline}. Geben Sie als Verwendungszweck Ihren Zugangscode an.`,
      )
    : i18n._(
        msg`Bitte bezahlen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter und Ihrem Aufbau ${deadline}: bar vor Ort oder per Überweisung, sobald die Bankverbindung hier angezeigt wird.`,
      );
}

function DepositNote({ vendor, account }: { vendor: VendorDto; account: VendorAccountDto }) {
  const { t } = useLingui();
  const format = useFormat();
  if (account.depositAmount > 0) {
    const deposit = format.euro(account.depositAmount);
    return (
      <Note>
        {account.depositPaid
          ? t`Anzahlung ${deposit}: bezahlt. Die Anzahlung wird von der Gesamtrechnung abgezogen.`
          : t`Anzahlung ${deposit}: noch offen. Die Anzahlung wird von der Gesamtrechnung abgezogen.`}
      </Note>
    );
  }
  // A held, self-selected stall: the deposit is open (downPaymentAmount stays 0 until paid).
  if (vendor.status === 'pending_payment') {
    const deposit = format.euro(DEPOSIT_AMOUNT_CENTS);
    return (
      <Alert severity="warning" data-testid="deposit-due">
        <Trans>
          Anzahlung {deposit}: noch offen. Mit der Anzahlung wird Ihr gewählter Standplatz fix
          reserviert; sie wird von der Gesamtrechnung abgezogen.
        </Trans>
        <PayDepositButton vendorId={vendor.id} accessCode={vendor.accessCode} />
      </Alert>
    );
  }
  return (
    <Note>
      <Trans>Für Ihre Anmeldung ist keine Anzahlung vorgesehen.</Trans>
    </Note>
  );
}

/** The reference to write on the transfer, with a button that copies it. */
function Reference({ reference }: { reference: string }) {
  const { toast } = useToast();
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      toast({ title: t`Verwendungszweck kopiert`, variant: 'success' });
    } catch {
      toast({
        title: t`Kopieren nicht möglich`,
        description: t`Bitte notieren Sie den Verwendungszweck.`,
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
        aria-label={t`Verwendungszweck kopieren`}
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const deadline = paymentDeadline(i18n, year);
  const refundDue = format.euro(account.refundDueAmount);
  const refundedMoney = format.euro(refunded);

  return (
    <SectionCard icon={<PaymentsIcon />} title={t`Zahlung`}>
      <DetailRow label={t`Gesamtbetrag`} value={format.euro(account.totalAmount)} />
      <DetailRow label={t`Bezahlt`} value={format.euro(account.paidAmount)} />
      <DetailRow label={t`Offener Betrag`} value={format.euro(open)} />
      {account.refundDueAmount > 0 && (
        <DetailRow label={t`Rückerstattung ausstehend`} value={refundDue} />
      )}
      {refunded > 0 && <DetailRow label={t`Rückerstattet`} value={refundedMoney} />}

      <SubHeading>
        <Trans>Buchungen</Trans>
      </SubHeading>
      <LedgerLines lines={account.lines} />

      <SubHeading>
        <Trans>Anzahlung</Trans>
      </SubHeading>
      <DepositNote vendor={vendor} account={account} />

      <SubHeading>
        <Trans>Bankverbindung für den Restbetrag</Trans>
      </SubHeading>
      {bankDetails ? (
        <div data-testid="bank-details">
          <DetailRow label={t`Kontoinhaber`} value={bankDetails.accountHolder} />
          <DetailRow label="IBAN" value={formatIban(bankDetails.iban)} />
          {bankDetails.bic && <DetailRow label="BIC" value={bankDetails.bic} />}
          {bankDetails.bankName && <DetailRow label={t`Bank`} value={bankDetails.bankName} />}
          <DetailRow label={t`Verwendungszweck`} value={<Reference reference={reference} />} />
          {bankDetails.epcQrPayload && open > 0 && (
            <EpcQr payload={bankDetails.epcQrPayload} amount={open} reference={reference} />
          )}
        </div>
      ) : (
        <Note>
          <Trans>
            Die Bankverbindung für die Überweisung wird hier angezeigt, sobald der Veranstalter sie
            hinterlegt hat.
          </Trans>
        </Note>
      )}
      {open > 0 ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="payment-due">
          {dueText(i18n, vendor.status, deadline, Boolean(bankDetails))}
        </Alert>
      ) : (
        isPaidInFull(account) && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="paid-in-full">
            <Trans>
              Vielen Dank, Ihre Standgebühr ist vollständig bezahlt. Ihre Rechnung finden Sie im
              Bereich „Rechnung“.
            </Trans>
          </Alert>
        )
      )}
      {account.refundDueAmount > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="refund-due">
          <strong>{t`Rückerstattung ausstehend: ${refundDue}`}</strong>
          <br />
          <Trans>
            Diesen Betrag zahlt Ihnen der Veranstalter zurück; bis dahin ist er unter „Bezahlt“
            mitgezählt.
          </Trans>
        </Alert>
      ) : (
        refunded > 0 && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="refund-made">
            {t`Rückerstattet: ${refundedMoney}. Der Veranstalter hat Ihnen den Betrag zurückgezahlt.`}
          </Alert>
        )
      )}
    </SectionCard>
  );
}
