import {
  formatEuro,
  MARKET_TIME_ZONE,
  type LedgerKind,
  type VendorAccountDto,
  type VendorLedgerLineDto,
} from '@standl/contracts';

/**
 * What each ledger entry was, as the vendor reads it on the dashboard's 'Zahlung' tab. The
 * organiser's labels (LEDGER_KIND_LABELS) are terser; a vendor is told whether a refund is only
 * planned or already paid out.
 */
export const VENDOR_LEDGER_LABELS: Record<LedgerKind, string> = {
  deposit_card: 'Anzahlung (Karte)',
  card_payment: 'Kartenzahlung',
  cash_payment: 'Barzahlung',
  transfer_payment: 'Überweisung',
  correction: 'Korrektur durch den Veranstalter',
  refund_due: 'Rückerstattung vorgemerkt',
  refund_made: 'Rückerstattung erfolgt',
};

/**
 * A refund_due only flags money to be given back: it is not part of the paid amount
 * (docs/decisions.md 72).
 */
export function countsTowardsPaid(line: Pick<VendorLedgerLineDto, 'kind'>): boolean {
  return line.kind !== 'refund_due';
}

const MINUS = '\u2212';

/** Signed cents in Austrian format: '+150,00 €', '−10,00 €' (a real minus sign). */
export function formatSignedEuro(cents: number): string {
  if (cents === 0) return formatEuro(0);
  return `${cents > 0 ? '+' : MINUS}${formatEuro(Math.abs(cents))}`;
}

const dateInVienna = new Intl.DateTimeFormat('de-AT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: MARKET_TIME_ZONE,
});

const timeInVienna = new Intl.DateTimeFormat('de-AT', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
});

function validDate(instant: string | null | undefined): Date | null {
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** '25.11.2026, 14:30 Uhr' in Vienna time, as the invoice prints its dates; blank when broken. */
export function formatBookingTime(instant: string | null | undefined): string {
  const date = validDate(instant);
  return date ? `${dateInVienna.format(date)}, ${timeInVienna.format(date)} Uhr` : '';
}

/** A calendar day 'YYYY-MM-DD' as '25.11.2026'; blank for anything else. */
export function formatCalendarDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The ledger lines newest first (the dashboard shows the latest booking on top). */
export function newestFirst(lines: readonly VendorLedgerLineDto[]): VendorLedgerLineDto[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        new Date(b.line.createdAt).getTime() - new Date(a.line.createdAt).getTime() ||
        b.index - a.index,
    )
    .map(({ line }) => line);
}

/** What was given back to the vendor (refund_made entries), positive cents. */
export function refundedAmount(lines: readonly Pick<VendorLedgerLineDto, 'kind' | 'amount'>[]) {
  return lines
    .filter((line) => line.kind === 'refund_made')
    .reduce((sum, line) => sum - line.amount, 0);
}

/** A stall fee is due and nothing of it is open: the invoice can be issued. */
export function isPaidInFull(account: Pick<VendorAccountDto, 'totalAmount' | 'openAmount'>) {
  return account.totalAmount > 0 && account.openAmount === 0;
}
