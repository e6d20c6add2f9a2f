import type { InvoiceKind } from '@standl/contracts';
import { DomainEvent } from '../../../shared/events/domain-event.js';

/** An invoice or cancellation invoice was issued for a vendor (aggregate = vendor id). */
export class InvoiceIssuedEvent extends DomainEvent<{
  invoiceId: string;
  number: string;
  kind: InvoiceKind;
  /** The cancelled invoice's number, on a cancellation invoice. */
  cancelsNumber: string | null;
  grossAmount: number;
  /**
   * Why: the vendor became paid in full, entered the billing address, asked, the organiser, or
   * the vendor withdrew (the Storno of the stall's invoice and the fee's invoice).
   */
  trigger: 'paid-in-full' | 'billing-address' | 'vendor' | 'organiser' | 'withdrawal';
}> {
  static readonly TYPE = 'payments.invoice-issued.v1';
  readonly type = InvoiceIssuedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/** The organiser changed the issuer's data (names of the changed fields only). */
export class InvoiceSettingsUpdatedEvent extends DomainEvent<{ changed: string[] }> {
  static readonly TYPE = 'payments.invoice-settings-updated.v1';
  readonly type = InvoiceSettingsUpdatedEvent.TYPE;
  readonly aggregateType = 'invoice-settings';
}

/**
 * The PDF and XML of an issued invoice or Storno were rendered and stored, once per invoice
 * (aggregate = vendor id): the invoice mail, which attaches the PDF, reacts to this.
 */
export class InvoiceDocumentsStoredEvent extends DomainEvent<{
  invoiceId: string;
  number: string;
  kind: InvoiceKind;
  cancelsNumber: string | null;
  grossAmount: number;
}> {
  static readonly TYPE = 'payments.invoice-documents-stored.v1';
  readonly type = InvoiceDocumentsStoredEvent.TYPE;
  readonly aggregateType = 'vendor';
}
