import { Query } from '@nestjs/cqrs';
import type { InvoiceKind, InvoiceState } from '@standl/contracts';
import type { InvoiceSettingsInput } from '../commands/save-invoice-settings.command.js';

/** An invoice as lists show it (no documents). */
export interface InvoiceSummary {
  id: string;
  number: string;
  kind: InvoiceKind;
  state: InvoiceState;
  vendorId: string;
  /** The recipient as printed (the vendor may since have been deleted). */
  recipientName: string;
  boothNumber: string;
  marketYear: number;
  issueDate: string;
  issuedAt: Date;
  /** Cents; negative on a cancellation invoice. */
  grossAmount: number;
  amountDue: number;
  cancelsNumber: string | null;
  cancelledByNumber: string | null;
  /**
   * Who issued it (a Storno: who cancelled): the account's display name at the time, 'vendor'
   * or 'system' (docs/decisions.md 222). The console's, not the vendor's.
   */
  issuedBy: string;
}

export interface InvoiceDocument extends InvoiceSummary {
  recipientEmail: string | null;
  /**
   * The stored Factur-X PDF; null for the moment between the issue and the rendering after it
   * (`RenderInvoiceDocumentsCommand` renders it then).
   */
  pdf: Buffer | null;
  /** EN 16931 CII; null exactly when `pdf` is. */
  xml: string | null;
}

/** Every invoice and cancellation invoice, newest number first; optionally of one vendor. */
export class ListInvoicesQuery extends Query<InvoiceSummary[]> {
  constructor(readonly vendorId?: string) {
    super();
  }
}

/** One invoice by number with its stored documents (null until rendered); null when unknown. */
export class GetInvoiceDocumentQuery extends Query<InvoiceDocument | null> {
  constructor(readonly number: string) {
    super();
  }
}

/** The vendor's latest invoice that is not cancelled (any season), with its documents. */
export class GetVendorInvoiceQuery extends Query<InvoiceDocument | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}

/** The issuer's data as the organiser edits it: saved, or proposed from the market settings. */
export interface InvoiceSettingsView extends Omit<InvoiceSettingsInput, 'vatRate'> {
  /** False until the organiser saved them; invoices are issued only after that. */
  configured: boolean;
  /** Percent, e.g. 20 (the input is in basis points). */
  vatRate: number;
  updatedAt: Date | null;
}

export class GetInvoiceSettingsQuery extends Query<InvoiceSettingsView> {}
