import { SMALL_AMOUNT_INVOICE_LIMIT } from '@standl/contracts';
import type { InvoiceRecipient } from './invoice.entity.js';

/**
 * Which invoice a vendor gets: the full one with the billing address, or without an address a
 * Kleinbetragsrechnung (§ 11 Abs. 6 UStG), allowed up to 400 € gross. Null: no invoice may be
 * issued yet (above the limit the address is required).
 */
export function invoiceForm(
  grossCents: number,
  hasAddress: boolean,
): 'full' | 'small-amount' | null {
  if (hasAddress) return 'full';
  return Math.abs(grossCents) <= SMALL_AMOUNT_INVOICE_LIMIT ? 'small-amount' : null;
}

/** A Kleinbetragsrechnung (or its Storno) carries the recipient's name but no address. */
export function isSmallAmountInvoice(recipient: Pick<InvoiceRecipient, 'street'>): boolean {
  return recipient.street === null;
}
