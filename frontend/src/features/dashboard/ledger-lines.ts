import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  formatEuro,
  MARKET_TIME_ZONE,
  type LedgerKind,
  type VendorAccountDto,
  type VendorLedgerLineDto,
} from '@standl/contracts';
import { withClockSuffix } from '../../lib/format';
import { utcDay } from '../../lib/long-dates';
import { GERMAN } from './dates';

/**
 * What each ledger entry was, as the vendor reads it on the dashboard's 'Zahlung' tab. The
 * organiser's labels (LEDGER_KIND_LABELS) are terser; a vendor is told whether a refund is only
 * planned or already paid out.
 */
export const VENDOR_LEDGER_LABELS: Record<LedgerKind, MessageDescriptor> = {
  deposit_card: msg`Anzahlung (Karte)`,
  card_payment: msg`Kartenzahlung`,
  cash_payment: msg`Barzahlung`,
  transfer_payment: msg`Überweisung`,
  correction: msg`Korrektur durch den Veranstalter`,
  refund_due: msg`Rückerstattung vorgemerkt`,
  refund_made: msg`Rückerstattung erfolgt`,
};

/**
 * A refund_due only flags money to be given back: it is not part of the paid amount
 * (docs/decisions.md 72).
 */
export function countsTowardsPaid(line: Pick<VendorLedgerLineDto, 'kind'>): boolean {
  return line.kind !== 'refund_due';
}

const MINUS = '\u2212';

/**
 * Signed cents in the page's format: '+150,00 €', '−10,00 €' in Austrian German, '+€150.00',
 * '−€10.00' in English (a real minus sign).
 */
export function formatSignedEuro(cents: number, locale = GERMAN): string {
  if (cents === 0) return formatEuro(0, locale);
  return `${cents > 0 ? '+' : MINUS}${formatEuro(Math.abs(cents), locale)}`;
}

const dateInVienna = new Map<string, Intl.DateTimeFormat>();
const timeInVienna = new Map<string, Intl.DateTimeFormat>();

function formatsIn(locale: string) {
  let date = dateInVienna.get(locale);
  let time = timeInVienna.get(locale);
  if (!date || !time) {
    date = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    });
    time = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: MARKET_TIME_ZONE,
    });
    dateInVienna.set(locale, date);
    timeInVienna.set(locale, time);
  }
  return { date, time };
}

function validDate(instant: string | null | undefined): Date | null {
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * '25.11.2026, 14:30 Uhr' in Vienna time, as the invoice prints its dates ('25/11/2026, 14:30' in
 * English); blank when broken.
 */
export function formatBookingTime(instant: string | null | undefined, locale = GERMAN): string {
  const date = validDate(instant);
  if (!date) return '';
  const { date: day, time } = formatsIn(locale);
  return withClockSuffix(`${day.format(date)}, ${time.format(date)}`, locale);
}

/** A calendar day 'YYYY-MM-DD' as '25.11.2026' ('25/11/2026' in English); blank for anything else. */
export function formatCalendarDay(day: string | null | undefined, locale = GERMAN): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return '';
  if (locale === GERMAN) return `${match[3]}.${match[2]}.${match[1]}`;
  const date = utcDay(day);
  return date
    ? new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date)
    : '';
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
