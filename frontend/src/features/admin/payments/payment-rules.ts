import {
  byActor,
  formatEuro,
  implausibleAmountMessage,
  isImplausiblePayment,
  normalizeAccessCode,
  overpaymentOf,
  PAYMENT_MESSAGES,
  MAX_PAYMENT_CENTS,
  type AdminPaymentVendorDto,
  type OverpaymentFacts,
  type AdminRefundDto,
  type AdminInvoiceDto,
} from '@standl/contracts';
import { parseEuroToCents } from '../../../lib/money';

const compact = (value: string | null | undefined) =>
  (value ?? '').toLowerCase().replace(/[\s-]+/g, '');

/**
 * The payments tab search (spec 001 section 2): name, e-mail, stall number and area name,
 * case-insensitive and ignoring spaces and hyphens ('ak 02' finds AK-02), and the access code
 * the way vendors type it (docs/decisions.md 188), from the payments list's own `accessCode`.
 */
export function matchesPaymentSearch(vendor: AdminPaymentVendorDto, query: string): boolean {
  const needle = compact(query);
  if (!needle) return true;
  const fields = [vendor.name, vendor.email, vendor.boothNumber, vendor.areaName];
  if (fields.some((field) => compact(field).includes(needle))) return true;
  const code = normalizeAccessCode(query);
  return Boolean(vendor.accessCode && code && vendor.accessCode.includes(code));
}

/** Money is still due: a stall fee above what came in. */
export function isOpen(vendor: AdminPaymentVendorDto): boolean {
  return vendor.openAmount > 0;
}

/** Paid in full: a stall fee, and nothing left open. */
export function isPaidInFull(vendor: AdminPaymentVendorDto): boolean {
  return vendor.totalAmount > 0 && vendor.openAmount === 0 && vendor.paidAmount > 0;
}

export interface PaymentSummary {
  openCount: number;
  openCents: number;
  paidCount: number;
  receivedCents: number;
  refundCount: number;
  refundCents: number;
}

/** The tiles above the lists: what is open, what came in, what is to be refunded. */
export function paymentSummary(
  vendors: readonly AdminPaymentVendorDto[],
  refunds: readonly AdminRefundDto[],
): PaymentSummary {
  const open = vendors.filter(isOpen);
  const due = refunds.filter((refund) => refund.refundedAt === null);
  return {
    openCount: open.length,
    openCents: open.reduce((sum, vendor) => sum + vendor.openAmount, 0),
    paidCount: vendors.filter(isPaidInFull).length,
    receivedCents: vendors.reduce((sum, vendor) => sum + Math.max(0, vendor.paidAmount), 0),
    refundCount: due.length,
    refundCents: due.reduce((sum, refund) => sum + refund.amount, 0),
  };
}

/** Cents as the amount field shows them: '1234,50' (no thousands dots, so the parser reads it). */
export function euroInputValue(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * An amount the organiser typed for a cash or card payment, in cents, or the German reason it
 * cannot be sent: above 0, at most two decimals, at most the server's limit (docs/decisions.md 45),
 * and, given the vendor's account, at most 100 times what is owed (more was typed in the wrong
 * unit; the server refuses it too).
 */
export function parsePaymentAmount(
  input: string,
  account?: OverpaymentFacts,
): { cents: number; error: null } | { cents: null; error: string } {
  const cents = parseEuroToCents(input);
  if (cents === null || cents <= 0 || cents > MAX_PAYMENT_CENTS) {
    return { cents: null, error: PAYMENT_MESSAGES.invalidAmount };
  }
  const owed = account ? overpaymentOf(account, cents).owed : 0;
  if (isImplausiblePayment(cents, owed)) {
    return { cents: null, error: implausibleAmountMessage(cents, owed) };
  }
  return { cents, error: null };
}

export const NOTE_MAX_LENGTH = 200;

/** The optional note of a cash payment (or the text on a SumUp payment), trimmed; null if blank. */
export function paymentNote(input: string): { note: string | null; error: string | null } {
  const note = input.trim();
  if (note.length > NOTE_MAX_LENGTH)
    return { note: null, error: PAYMENT_MESSAGES.descriptionTooLong };
  return { note: note || null, error: null };
}

export const REFUND_NOTE_MAX_LENGTH = 500;

/** How the refund was made: required, at most 500 characters. */
export function validateRefundNote(input: string): string | null {
  const note = input.trim();
  if (!note) return PAYMENT_MESSAGES.refundNoteRequired;
  if (note.length > REFUND_NOTE_MAX_LENGTH) return PAYMENT_MESSAGES.noteTooLong;
  return null;
}

/** A vendor's invoices, newest first, and the one that is valid now (issued, not cancelled). */
export interface VendorInvoices {
  current: AdminInvoiceDto | null;
  all: AdminInvoiceDto[];
}

export function invoicesByVendor(
  invoices: readonly AdminInvoiceDto[],
): Map<string, VendorInvoices> {
  const byVendor = new Map<string, VendorInvoices>();
  const sorted = [...invoices].sort((a, b) => b.number.localeCompare(a.number, 'de-AT'));
  for (const invoice of sorted) {
    const entry = byVendor.get(invoice.vendorId) ?? { current: null, all: [] };
    entry.all.push(invoice);
    if (invoice.kind === 'invoice' && invoice.state === 'issued' && !entry.current) {
      entry.current = invoice;
    }
    byVendor.set(invoice.vendorId, entry);
  }
  return byVendor;
}

/**
 * Who made an invoice, as its line says: 'erstellt von Anna Berger', 'erstellt vom System'; a
 * Storno 'storniert von …' (docs/decisions.md 222).
 */
export function issuedByText(invoice: Pick<AdminInvoiceDto, 'kind' | 'issuedBy'>): string {
  return `${invoice.kind === 'cancellation' ? 'storniert' : 'erstellt'} ${byActor(invoice.issuedBy)}`;
}

/** The stall as the lists show it: 'AK-02 (Arkaden)', or null without one. */
export function stallText(vendor: Pick<AdminPaymentVendorDto, 'boothNumber' | 'areaName'>) {
  if (!vendor.boothNumber) return null;
  return vendor.areaName ? `${vendor.boothNumber} (${vendor.areaName})` : vendor.boothNumber;
}

/** Only these can be paid for: an open amount and no block (the server refuses blocked ones). */
export function canCollect(vendor: AdminPaymentVendorDto): boolean {
  return isOpen(vendor) && !vendor.isBlocked;
}

/** The toast's line after money was booked by hand (cash or transfer): what is still open, or paid. */
export function bookedPaymentText(
  vendorName: string,
  result: { excessAmount: number; account: { openAmount: number } },
): string {
  if (result.account.openAmount > 0) {
    return `${vendorName}: noch offen ${formatEuro(result.account.openAmount)}`;
  }
  const excess =
    result.excessAmount > 0
      ? ` ${formatEuro(result.excessAmount)} zu viel bezahlt: als Rückerstattung vorgemerkt.`
      : '';
  return `${vendorName} hat vollständig bezahlt.${excess}`;
}
