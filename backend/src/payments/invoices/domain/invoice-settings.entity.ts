import { Check, Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { INVOICE_MESSAGES, VAT_MODES, type VatMode } from '@standl/contracts';

/**
 * The issuer of the organiser's invoices (§ 11 UStG): one row, written by the organiser. Its own
 * settings rather than market settings: they are tax data only invoicing reads, and an invoice
 * is issued only once they have been saved (before that the legal issuer is unknown).
 */
@Entity({ tableName: 'invoice_settings' })
@Check({ name: 'invoice_settings_singleton', expression: 'id = 1' })
export class InvoiceSettings {
  static readonly SINGLETON_ID = 1;

  @PrimaryKey({ autoincrement: false })
  id: number = InvoiceSettings.SINGLETON_ID;

  @Property({ length: 200 })
  legalName!: string;

  @Property({ length: 200 })
  street!: string;

  @Property({ length: 10 })
  postalCode!: string;

  @Property({ length: 100 })
  city!: string;

  @Property({ length: 100 })
  country!: string;

  /** 'ATU12345678'. */
  @Property({ length: 11, nullable: true })
  uid: string | null = null;

  /** Steuernummer, e.g. '12 345/6789'. */
  @Property({ length: 20, nullable: true })
  taxNumber: string | null = null;

  /** Firmenbuch, e.g. 'FN 123456a, Landesgericht Klagenfurt'. */
  @Property({ length: 200, nullable: true })
  companyRegister: string | null = null;

  @Property({ length: 254, nullable: true })
  email: string | null = null;

  @Property({ length: 50, nullable: true })
  phone: string | null = null;

  @Enum({ items: () => VAT_MODES })
  vatMode!: VatMode;

  /** Basis points (2000 = 20 %); kept while the issuer is a small business. */
  @Property()
  vatRate!: number;

  @Property({ length: 500, nullable: true })
  footer: string | null = null;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * What the e-invoice and § 11 UStG need beyond the fields' formats, as the German text; null
   * when complete. VAT shown needs the UID; a small business needs the UID or its tax number
   * (EN 16931 BR-E-02: the seller's VAT or tax registration identifier).
   */
  validationError(): string | null {
    if (this.vatMode === 'standard' && !this.uid) return INVOICE_MESSAGES.uidRequired;
    if (!this.uid && !this.taxNumber) return INVOICE_MESSAGES.taxIdRequired;
    return null;
  }
}
