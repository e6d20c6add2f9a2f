import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import {
  AUSTRIAN_UID_PATTERN,
  INVOICE_KINDS,
  INVOICE_MESSAGES,
  INVOICE_STATES,
  type InvoiceKind,
  type InvoiceState,
  normalizeUid,
  VAT_MODES,
  type VatMode,
} from '@standl/contracts';
import type { InvoiceSettingsView, InvoiceSummary } from '../invoices/queries/invoice.queries.js';
import { ApiCents } from '../../shared/http/api-money.js';

/** An invoice in the organiser's list (spec 001 payments tab: paid vendors with invoice). */
export class InvoiceDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '2026-0001' }) number!: string;
  @ApiProperty({ enum: INVOICE_KINDS, enumName: 'InvoiceKind' }) kind!: InvoiceKind;
  @ApiProperty({
    enum: INVOICE_STATES,
    enumName: 'InvoiceState',
    description: 'issued = gültig, cancelled = storniert, cancellation = Stornorechnung',
  })
  state!: InvoiceState;
  @ApiProperty({ format: 'uuid', description: 'Auch nach dem Löschen des Händlers erhalten' })
  vendorId!: string;
  @ApiProperty({ description: 'Empfänger wie gedruckt' }) recipientName!: string;
  @ApiProperty({ example: 'AK-01' }) boothNumber!: string;
  @ApiProperty({ example: 2026 }) marketYear!: number;
  @ApiProperty({ format: 'date', description: 'Rechnungsdatum (Wien)' }) issueDate!: string;
  @ApiProperty({ format: 'date-time' }) issuedAt!: string;
  @ApiCents('Brutto; negativ bei einer Stornorechnung', 15000)
  grossAmount!: number;
  @ApiCents('Offener Betrag (0 = bezahlt)', 0) amountDue!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Stornorechnung: stornierte Nummer' })
  cancelsNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Storniert durch diese Nummer' })
  cancelledByNumber!: string | null;

  /** The vendor's view: who of the organiser's team issued it stays in the console. */
  static from({ issuedBy: _issuedBy, ...invoice }: InvoiceSummary): InvoiceDto {
    return { ...invoice, issuedAt: invoice.issuedAt.toISOString() };
  }
}

/** An invoice in the console: with who issued it (docs/decisions.md 222). */
export class AdminInvoiceDto extends InvoiceDto {
  @ApiProperty({
    example: 'Anna Berger',
    description:
      "Wer sie ausgestellt hat (bei einer Stornorechnung: wer storniert hat): Anzeigename des Kontos zur Zeit, 'vendor' oder 'system'",
  })
  issuedBy!: string;

  static forAdmin(invoice: InvoiceSummary): AdminInvoiceDto {
    return { ...invoice, issuedAt: invoice.issuedAt.toISOString() };
  }
}

export class CancelInvoiceDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    description: 'Grund (wird gedruckt)',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @MaxLength(500, { message: INVOICE_MESSAGES.cancelReasonTooLong })
  @IsString({ message: INVOICE_MESSAGES.cancelReasonTooLong })
  reason?: string | null;
}

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value === undefined ? null : value;

/** 'ATU 1234 5678' is read as 'ATU12345678'; it must then be ATU and 8 digits. */
function IsAustrianUid(): PropertyDecorator {
  return ValidateBy({
    name: 'isAustrianUid',
    validator: {
      validate: (value: unknown) =>
        value === null || (typeof value === 'string' && AUSTRIAN_UID_PATTERN.test(value)),
      defaultMessage: () => INVOICE_MESSAGES.invalidUid,
    },
  });
}

/** Percent from 0 to 100 with at most two decimals (basis points are whole). */
function IsVatRate(): PropertyDecorator {
  return ValidateBy({
    name: 'isVatRate',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= 0 &&
        value <= 100 &&
        Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      defaultMessage: () => INVOICE_MESSAGES.invalidVatRate,
    },
  });
}

/** Every field of the issuer's data (PUT replaces them all). */
export class SaveInvoiceSettingsDto {
  @ApiProperty({ maxLength: 200, example: 'Burgverein Hochosterwitz' })
  @Transform(trimmed)
  @MaxLength(200, { message: INVOICE_MESSAGES.tooLong('Der Name', 200) })
  @IsNotEmpty({ message: INVOICE_MESSAGES.legalNameRequired })
  @IsString({ message: INVOICE_MESSAGES.legalNameRequired })
  legalName!: string;

  @ApiProperty({ maxLength: 200, example: 'Hochosterwitz 1' })
  @Transform(trimmed)
  @MaxLength(200, { message: INVOICE_MESSAGES.tooLong('Die Straße', 200) })
  @IsNotEmpty({ message: INVOICE_MESSAGES.streetRequired })
  @IsString({ message: INVOICE_MESSAGES.streetRequired })
  street!: string;

  @ApiProperty({ maxLength: 10, example: '9314' })
  @Transform(trimmed)
  @MaxLength(10, { message: INVOICE_MESSAGES.tooLong('Die Postleitzahl', 10) })
  @IsNotEmpty({ message: INVOICE_MESSAGES.postalCodeRequired })
  @IsString({ message: INVOICE_MESSAGES.postalCodeRequired })
  postalCode!: string;

  @ApiProperty({ maxLength: 100, example: 'Launsdorf' })
  @Transform(trimmed)
  @MaxLength(100, { message: INVOICE_MESSAGES.tooLong('Der Ort', 100) })
  @IsNotEmpty({ message: INVOICE_MESSAGES.cityRequired })
  @IsString({ message: INVOICE_MESSAGES.cityRequired })
  city!: string;

  @ApiPropertyOptional({ maxLength: 100, default: 'Österreich' })
  @Transform(({ value }) =>
    value === undefined || value === null || (typeof value === 'string' && !value.trim())
      ? 'Österreich'
      : trimmed({ value }),
  )
  @MaxLength(100, { message: INVOICE_MESSAGES.tooLong('Das Land', 100) })
  @IsString({ message: INVOICE_MESSAGES.countryRequired })
  country: string = 'Österreich';

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'ATU12345678',
    description: 'UID-Nummer: ATU und 8 Ziffern (Pflicht, wenn Umsatzsteuer ausgewiesen wird)',
  })
  @Transform(({ value }) =>
    typeof value === 'string' ? (value.trim() ? normalizeUid(value) : null) : (value ?? null),
  )
  @IsAustrianUid()
  uid: string | null = null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '12 345/6789' })
  @Transform(blankToNull)
  @IsOptional()
  @Matches(/^[0-9][0-9 /-]{3,18}[0-9]$/, { message: INVOICE_MESSAGES.invalidTaxNumber })
  @IsString({ message: INVOICE_MESSAGES.invalidTaxNumber })
  taxNumber: string | null = null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    example: 'FN 123456a, Landesgericht Klagenfurt',
    description: 'Firmenbuch oder ZVR-Zahl (wird in der Fußzeile gedruckt)',
  })
  @Transform(blankToNull)
  @IsOptional()
  @MaxLength(200, { message: INVOICE_MESSAGES.tooLong('Das Firmenbuch', 200) })
  @IsString({ message: INVOICE_MESSAGES.tooLong('Das Firmenbuch', 200) })
  companyRegister: string | null = null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Ohne: die des Veranstalters' })
  @Transform(blankToNull)
  @IsOptional()
  @MaxLength(254, { message: INVOICE_MESSAGES.invalidEmail })
  @IsEmail({}, { message: INVOICE_MESSAGES.invalidEmail })
  email: string | null = null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @Transform(blankToNull)
  @IsOptional()
  @MaxLength(50, { message: INVOICE_MESSAGES.tooLong('Die Telefonnummer', 50) })
  @IsString({ message: INVOICE_MESSAGES.tooLong('Die Telefonnummer', 50) })
  phone: string | null = null;

  @ApiProperty({ enum: VAT_MODES, enumName: 'VatMode' })
  @IsIn(VAT_MODES, { message: INVOICE_MESSAGES.invalidVatMode })
  vatMode!: VatMode;

  @ApiPropertyOptional({ default: 20, minimum: 0, maximum: 100, description: 'Prozent' })
  @Transform(({ value }) => (value === undefined || value === null ? 20 : value))
  @IsVatRate()
  vatRate: number = 20;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    description: 'Fußzeile der Rechnung, z. B. Zahlungsbedingungen',
  })
  @Transform(blankToNull)
  @IsOptional()
  @MaxLength(500, { message: INVOICE_MESSAGES.tooLong('Die Fußzeile', 500) })
  @IsString({ message: INVOICE_MESSAGES.tooLong('Die Fußzeile', 500) })
  footer: string | null = null;
}

export class InvoiceSettingsDto {
  @ApiProperty({
    description: 'false: Vorschlag aus den Markteinstellungen, noch nicht gespeichert',
  })
  configured!: boolean;
  @ApiProperty() legalName!: string;
  @ApiProperty() street!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
  @ApiProperty({ type: String, nullable: true }) uid!: string | null;
  @ApiProperty({ type: String, nullable: true }) taxNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) companyRegister!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: VAT_MODES, enumName: 'VatMode' }) vatMode!: VatMode;
  @ApiProperty({ description: 'Prozent', example: 20 }) vatRate!: number;
  @ApiProperty({ type: String, nullable: true }) footer!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt!: string | null;

  static from(view: InvoiceSettingsView): InvoiceSettingsDto {
    return { ...view, updatedAt: view.updatedAt?.toISOString() ?? null };
  }
}
