import {
  stallFeeParts,
  type StallPriceDetail,
  surchargeLabel,
  type VatMode,
} from '@standl/contracts';
import { amountsFromGross, type BasisPoints } from './invoice-amounts.js';

/** One printed line of an invoice: what it is for, and its amounts in cents (gross prices). */
export interface InvoiceLine {
  description: string;
  gross: number;
  /** The line's share of the invoice's net amount; equal to `gross` without VAT. */
  net: number;
}

/**
 * The lines of a stall invoice (docs/decisions.md 304): the stall with the fee's base, then one
 * line per surcharge, when the agreed fee has surcharges and adds up to the invoice's gross;
 * null otherwise (the invoice's one line, as before issue 32). Net and VAT stay rounded once per
 * invoice (docs/decisions.md 73): each line's net is the net of the running gross total minus
 * the net of the total before it, so the lines' nets add up to the invoice's net exactly and
 * none is more than a cent from its own rounding.
 */
export function stallInvoiceLines(
  serviceDescription: string,
  gross: number,
  detail: StallPriceDetail | null,
  vatMode: VatMode,
  vatRate: BasisPoints,
): InvoiceLine[] | null {
  const parts = stallFeeParts(gross, detail);
  if (!parts) return null;
  const items = [
    { description: serviceDescription, gross: parts.base },
    ...parts.surcharges.map((item) => ({ description: surchargeLabel(item), gross: item.amount })),
  ];
  let running = 0;
  let netBefore = 0;
  return items.map((item) => {
    running += item.gross;
    const netSoFar = amountsFromGross(running, vatMode, vatRate).net;
    const net = netSoFar - netBefore;
    netBefore = netSoFar;
    return { ...item, net };
  });
}

/** A cancellation's lines: the original's with the amounts negated. */
export function negatedLines(lines: InvoiceLine[] | null): InvoiceLine[] | null {
  return lines?.map((line) => ({ ...line, gross: -line.gross, net: -line.net })) ?? null;
}
