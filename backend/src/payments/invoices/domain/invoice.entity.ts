import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  INVOICE_KINDS,
  type InvoiceKind,
  type InvoiceState,
  VAT_MODES,
  type VatMode,
  VENDOR_LANGUAGES,
  type VendorLanguage,
} from '@standl/contracts';
import type { InvoiceLine } from './invoice-lines.js';

/** The issuer as printed: a copy of the invoice settings at the time of issue. */
export interface InvoiceIssuer {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** ISO 3166 code for the e-invoice. */
  countryCode: string;
  uid: string | null;
  taxNumber: string | null;
  companyRegister: string | null;
  email: string | null;
  phone: string | null;
  /** The footer line(s) the organiser wrote, e.g. the bank details. */
  footer: string | null;
  bank: { accountHolder: string; iban: string; bic: string | null; bankName: string | null } | null;
}

/**
 * The recipient as printed: survives the vendor's deletion. The address is null
 * on a Kleinbetragsrechnung (§ 11 Abs. 6 UStG, issued without a known billing address).
 */
export interface InvoiceRecipient {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  /** ISO 3166 code for the e-invoice (BT-55 is required): 'AT' when no address is known. */
  countryCode: string;
  /** For the e-invoice's electronic address; not printed. */
  email: string | null;
}

/** Where the service (the stall) is delivered: the market's address at the time of issue. */
export interface InvoiceServiceLocation {
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
}

/**
 * An issued invoice or cancellation invoice (docs/decisions.md 73). Every printed fact is a copy
 * taken at issue, and the PDF (rendered once) and e-invoice XML are stored with it, so a
 * re-download returns the same bytes and a deleted vendor's invoice survives. Nothing printed
 * ever changes: a correction is a cancellation invoice with the negated amounts, which only
 * marks the original as cancelled. The row is stored with its number in the issue's short
 * transaction; the documents are rendered from it afterwards, with no transaction open, and
 * stored once (`InvoiceDocuments`): until then `pdf` and `xml` are null.
 */
@Entity({ tableName: 'invoice' })
@Unique({ properties: ['year', 'sequence'] })
@Index({ properties: ['vendorId', 'marketYear'] })
@Unique({
  name: 'invoice_one_valid_per_vendor_and_season',
  expression:
    'create unique index "invoice_one_valid_per_vendor_and_season" on "invoice" ("vendor_id", "market_year") where "kind" = \'invoice\' and "cancelled_at" is null',
})
export class Invoice {
  [OptionalProps]?:
    | 'id'
    | 'cancelsId'
    | 'cancelsNumber'
    | 'cancellationReason'
    | 'cancelledAt'
    | 'cancelledByNumber'
    | 'periodStart'
    | 'periodEnd'
    | 'serviceLocation'
    | 'cancelsIssueDate'
    | 'pdf'
    | 'xml'
    | 'paymentReference'
    | 'epcQrPayload'
    | 'lines'
    | 'labelLanguage'
    | 'state';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Unique()
  @Property({ length: 12 })
  number!: string;

  /** The year of issue (Vienna) whose sequence the number takes. */
  @Property()
  year!: number;

  @Property()
  sequence!: number;

  @Enum({ items: () => INVOICE_KINDS })
  kind!: InvoiceKind;

  /** The vendor's id; kept after the vendor is deleted (no personal data). */
  @Property({ type: 'uuid' })
  vendorId!: string;

  /** The season (market year) the stall fee is for. */
  @Property()
  marketYear!: number;

  @Property({ type: 'timestamptz' })
  issuedAt!: Date;

  /** Rechnungsdatum: the Vienna day of issue. */
  @Property({ type: 'date' })
  issueDate!: string;

  /** Leistungszeitraum: the market period (null when the settings had none). */
  @Property({ type: 'date', nullable: true })
  periodStart: string | null = null;

  @Property({ type: 'date', nullable: true })
  periodEnd: string | null = null;

  @Property({ type: 'jsonb' })
  issuer!: InvoiceIssuer;

  @Property({ type: 'jsonb' })
  recipient!: InvoiceRecipient;

  @Property({ length: 300 })
  serviceDescription!: string;

  /**
   * The printed lines when there are several (the stall's base and one per surcharge,
   * docs/decisions.md 304); null: one line, `serviceDescription` for the whole amount.
   */
  @Property({ type: 'jsonb', nullable: true })
  lines: InvoiceLine[] | null = null;

  @Property({ length: 20 })
  boothNumber!: string;

  @Enum({ items: () => VAT_MODES })
  vatMode!: VatMode;

  /** Basis points (2000 = 20 %); 0 for a small business. */
  @Property()
  vatRate!: number;

  /** Cents; negative on a cancellation invoice. */
  @Property()
  netAmount!: number;

  @Property()
  vatAmount!: number;

  @Property()
  grossAmount!: number;

  /** The deposit credited (Anzahlung), part of `paidAmount`. */
  @Property()
  depositCredited!: number;

  /** Everything paid and credited, the deposit included. */
  @Property()
  paidAmount!: number;

  /** gross − paid: what is still to pay (0 = 'Bezahlt'). */
  @Property()
  amountDue!: number;

  /** Who issued it: 'system' (paid in full) or the organiser's user name. */
  @Property({ length: 100 })
  issuedBy!: string;

  /** On a cancellation invoice: the invoice it cancels. */
  @Unique()
  @Property({ type: 'uuid', nullable: true })
  cancelsId: string | null = null;

  @Property({ length: 12, nullable: true })
  cancelsNumber: string | null = null;

  /** On a cancellation invoice: the day of the invoice it cancels (printed, BT-26). */
  @Property({ type: 'date', nullable: true })
  cancelsIssueDate: string | null = null;

  @Property({ length: 500, nullable: true })
  cancellationReason: string | null = null;

  /** On a cancelled invoice: when and by which cancellation invoice. */
  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ length: 12, nullable: true })
  cancelledByNumber: string | null = null;

  /**
   * The e-invoice's place of delivery (BG-15). Null only on invoices issued before it was
   * stored, whose documents were rendered at issue.
   */
  @Property({ type: 'jsonb', nullable: true })
  serviceLocation: InvoiceServiceLocation | null = null;

  /**
   * The reference (Verwendungszweck) printed for the amount due: the vendor's access code,
   * formatted, at issue (docs/decisions.md 226). Null when nothing is due, on a cancellation
   * invoice, and on invoices issued before issue 30.
   */
  @Property({ length: 40, nullable: true })
  paymentReference: string | null = null;

  /**
   * The EPC069-12 payment QR's text printed with the amount due (docs/decisions.md 231); null
   * when nothing is due, without bank details, and on a cancellation invoice.
   */
  @Property({ length: 400, nullable: true })
  epcQrPayload: string | null = null;

  /**
   * The language of the recipient at issue (issue 33, docs/decisions.md 360): the invoice stays
   * German, and 'en' prints English labels beside the German ones. 'de' on invoices before.
   */
  @Enum({ items: () => VENDOR_LANGUAGES, default: 'de' })
  labelLanguage: VendorLanguage = 'de';

  /** The Factur-X PDF; null until rendered after the issue's transaction. */
  @Property({ type: 'blob', lazy: true, nullable: true })
  pdf: Buffer | null = null;

  /** The same invoice as EN 16931 XML (UN/CEFACT CII); null until rendered with the PDF. */
  @Property({ type: 'text', lazy: true, nullable: true })
  xml: string | null = null;

  get state(): InvoiceState {
    if (this.kind === 'cancellation') return 'cancellation';
    return this.cancelledAt ? 'cancelled' : 'issued';
  }

  /** Marks this invoice cancelled by `cancellation`; the printed document stays as it is. */
  markCancelled(cancellation: Pick<Invoice, 'number' | 'issuedAt'>): void {
    if (this.kind !== 'invoice') throw new Error('only an invoice can be cancelled');
    if (this.cancelledAt) throw new Error('already cancelled');
    this.cancelledAt = cancellation.issuedAt;
    this.cancelledByNumber = cancellation.number;
  }
}
