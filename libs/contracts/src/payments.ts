import { DEPOSIT_AMOUNT_CENTS } from './constants.js';
import { formatEuro } from './money.js';

/** The kinds of money movement in a vendor's ledger (docs/decisions.md 72). */
export const LEDGER_KINDS = [
  'deposit_card',
  'card_payment',
  'cash_payment',
  'correction',
  'refund_due',
  'refund_made',
  'transfer_payment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** German names of the ledger's entry kinds (payments tab, vendor dashboard 'Zahlung'). */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  deposit_card: 'Anzahlung (Karte)',
  card_payment: 'Kartenzahlung',
  cash_payment: 'Barzahlung',
  correction: 'Korrektur',
  refund_due: 'Rückerstattung offen',
  refund_made: 'Rückerstattung',
  transfer_payment: 'Überweisung',
};

/** The largest amount one payment or correction may book: 100.000,00 € in cents. */
export const MAX_PAYMENT_CENTS = 10_000_000;

/** Texts of the organiser's payments (spec 001 sections 5 and 8, docs/decisions.md). */
export const PAYMENT_MESSAGES = {
  /** Spec 001 section 5: the toast's title is 'Ungültiger Betrag'. */
  invalidAmountTitle: 'Ungültiger Betrag',
  invalidAmount: 'Bitte geben Sie einen gültigen Betrag ein',
  invalidMethod: 'Ungültige Zahlungsart',
  /** An admin route's amount (cents) with a fraction of a cent: euros were sent. */
  amountNotWholeCents:
    'Ungültiger Betrag: Beträge werden hier in Cent übermittelt, als ganze Zahl (14000 = 140,00 €).',
  cashPaymentBooked: 'Barzahlung verbucht',
  bankTransferBooked: 'Überweisung verbucht',
  valueDateInvalid: 'Bitte geben Sie das Valutadatum als Datum (JJJJ-MM-TT) an',
  valueDateInFuture: 'Das Valutadatum darf nicht in der Zukunft liegen',
  valueDateTooOld: 'Das Valutadatum darf nicht vor dem 1.1.2000 liegen',
  referenceTooLong: 'Der Verwendungszweck darf höchstens 200 Zeichen lang sein',
  cardPaymentCreated: 'SumUp-Zahlung erstellt',
  remindersSent: 'Zahlungserinnerungen versendet',
  refundBooked: 'Rückerstattung verbucht',
  nothingOpen: 'Für diesen Händler ist kein Betrag offen.',
  blockedVendor: 'Für gesperrte Händler können keine Zahlungen verbucht werden.',
  noteTooLong: 'Die Notiz darf höchstens 500 Zeichen lang sein',
  descriptionTooLong: 'Die Beschreibung darf höchstens 200 Zeichen lang sein',
  refundNoteRequired: 'Bitte geben Sie an, wie erstattet wurde',
  refundNotFound: 'Rückerstattung nicht gefunden',
  alreadyRefunded: 'Diese Rückerstattung ist bereits verbucht.',
  noCardPayment: 'Für diesen Händler gibt es keine SumUp-Zahlung.',
  checkoutFailed: 'SumUp-Zahlung konnte nicht gestartet werden.',
  statusUnavailable: 'Der Zahlungsstatus konnte bei SumUp nicht abgefragt werden.',
  /** The reasons the app writes itself. */
  correctionNote: 'Bezahlter Betrag vom Veranstalter geändert',
  markedPaidNote: 'Status „Bezahlt“ vom Veranstalter gesetzt',
  migratedNote: 'Übernommen aus dem bisherigen Stand',
  migratedDepositNote: 'Anzahlung, übernommen aus dem bisherigen Stand',
  refundBoothTaken: 'Standplatz inzwischen vergeben: bitte erstatten',
  refundNoVendor: 'Händler abgelehnt oder gelöscht: bitte erstatten',
  refundSecondDeposit: 'Anzahlung war bereits bezahlt: bitte erstatten',
  refundOverpaid: 'Mehr bezahlt als offen: bitte erstatten',
  overpaymentTitle: 'Mehr als offen verbuchen?',
  overpaymentConfirm: 'Trotzdem verbuchen',
  /** An amount 100 times what is owed or more (cents); `centsHint` where the API takes cents. */
  implausibleAmount: (amount: number, owed: number, centsHint: boolean) =>
    `Ungültiger Betrag: ${formatEuro(amount)} ist das Hundertfache des offenen Betrags von ${formatEuro(owed)} oder mehr.` +
    (centsHint ? ' Beträge werden in Cent übermittelt (14000 = 140,00 €).' : ''),
} as const;

/**
 * A payment of this many times what is owed, or more, was typed in the wrong unit: the open
 * amount typed in cents into a euro field is exactly this many times it.
 */
export const IMPLAUSIBLE_PAYMENT_FACTOR = 100;

/** Whether `amount` (cents) is plainly in the wrong unit: 100 times what is owed or more. */
export function isImplausiblePayment(amount: number, owed: number): boolean {
  return owed > 0 && amount >= owed * IMPLAUSIBLE_PAYMENT_FACTOR;
}

/** The refusal of an implausible payment; the API adds which unit it takes. */
export function implausibleAmountMessage(
  amount: number,
  owed: number,
  { centsHint = false } = {},
): string {
  return PAYMENT_MESSAGES.implausibleAmount(amount, owed, centsHint);
}

/** Whether an answer refuses the amount itself (the console shows it at the amount field). */
export function isAmountRefusal(message: string | null): boolean {
  return (
    message === PAYMENT_MESSAGES.invalidAmount ||
    (message?.startsWith(`${PAYMENT_MESSAGES.invalidAmountTitle}:`) ?? false)
  );
}

/** The parts of an account an overpayment is judged by (cents). */
export interface OverpaymentFacts {
  totalAmount: number;
  paidAmount: number;
  refundDueAmount: number;
}

/**
 * How much of `amount` coming in is more than the vendor owes: `owed` is the stall fee minus
 * the money kept (paid minus what is already flagged for refund), `excess` the rest of the
 * amount, to be booked as refund due with the payment. The organiser's dialog and the ledger
 * use the same rule.
 */
export function overpaymentOf(
  account: OverpaymentFacts,
  amount: number,
): { owed: number; excess: number } {
  const owed = Math.max(0, account.totalAmount - (account.paidAmount - account.refundDueAmount));
  return { owed, excess: Math.max(0, amount - owed) };
}

/** The console's question before booking more than is owed. */
export function overpaymentWarning(owed: number, excess: number): string {
  return `Der Betrag übersteigt den offenen Betrag von ${formatEuro(owed)} um ${formatEuro(excess)}. Der Überschuss wird als Rückerstattung vorgemerkt.`;
}

/** The answer to a cash payment: with the excess flagged for refund, when there was one. */
export function cashPaymentMessage(excess: number): string {
  return excess > 0
    ? `${PAYMENT_MESSAGES.cashPaymentBooked}. ${formatEuro(excess)} zu viel bezahlt: als Rückerstattung vorgemerkt.`
    : PAYMENT_MESSAGES.cashPaymentBooked;
}

/** The answer to a transfer booked by hand: with the excess flagged for refund, when there was one. */
export function bankTransferMessage(excess: number): string {
  return excess > 0
    ? `${PAYMENT_MESSAGES.bankTransferBooked}. ${formatEuro(excess)} zu viel überwiesen: als Rückerstattung vorgemerkt.`
    : PAYMENT_MESSAGES.bankTransferBooked;
}

/** The earliest value date a transfer may carry (Vienna day, 'YYYY-MM-DD'). */
export const EARLIEST_VALUE_DATE = '2000-01-01';

/** The answer to 'Zahlungserinnerungen senden': how many were sent, and skipped as paid. */
export function remindersSentMessage(sent: number, skippedPaid: number): string {
  const sentText =
    sent === 1 ? '1 Zahlungserinnerung versendet' : `${sent} Zahlungserinnerungen versendet`;
  if (skippedPaid === 0) return `${sentText}.`;
  const skipped =
    skippedPaid === 1
      ? '1 aufgebauter Händler ohne offenen Betrag übersprungen'
      : `${skippedPaid} aufgebaute Händler ohne offenen Betrag übersprungen`;
  return `${sentText}; ${skipped}.`;
}

/**
 * The product's own deposit page for a vendor ('/payment?vendorId=…&amount=…', the amount in
 * euros): the page opens the SumUp checkout when the vendor gets there, not the stall pick (issue
 * 17). The access code is added only where the vendor's own browser builds the link.
 */
export function depositPaymentPath(vendorId: string, accessCode?: string | null): string {
  const params = new URLSearchParams({ vendorId, amount: String(DEPOSIT_AMOUNT_CENTS / 100) });
  if (accessCode) params.set('accessCode', accessCode);
  return `/payment?${params}`;
}

/** What the console's dashboard checks before vendors can pay by transfer and get invoices. */
export const PAYMENT_READINESS_KEYS = ['bank-details', 'invoice-issuer'] as const;
/** The console tab each item is put right in. */
export const PAYMENT_READINESS_TABS = ['settings', 'payments'] as const;

/** The German texts of the readiness list (issue 30, docs/decisions.md 233). */
export const PAYMENT_READINESS_TEXTS = {
  bankDetailsTitle: 'Bankverbindung für Überweisungen',
  bankDetailsDone:
    'Kontoinhaber, IBAN und BIC sind eingetragen: Händler-Bereich, Zahlungserinnerungen und Rechnungen zeigen sie mit Verwendungszweck und QR-Code.',
  bankDetailsMissing: (missing: readonly string[]) =>
    `Es fehlt: ${missing.join(', ')}. Bis dahin können Händler nicht per Überweisung zahlen; die E-Mails sagen „Die Bankverbindung erhalten Sie auf Anfrage vom Veranstalter“. Unter Einstellungen → Bankverbindung eintragen.`,
  invoiceIssuerTitle: 'Rechnungsdaten',
  invoiceIssuerDone: 'Die Rechnungsdaten sind gespeichert: Rechnungen werden ausgestellt.',
  invoiceIssuerMissing:
    'Die Rechnungsdaten (Rechnungsaussteller, UID-Nummer bzw. Steuernummer) sind noch nicht gespeichert: bis dahin erhalten Händler keine Rechnung. Unter Zahlungen → Rechnungsdaten speichern.',
  invoiceIssuerInvalid: (reason: string) =>
    `Die gespeicherten Rechnungsdaten sind unvollständig: ${reason} Bis dahin erhalten Händler keine Rechnung. Unter Zahlungen → Rechnungsdaten ergänzen.`,
} as const;
