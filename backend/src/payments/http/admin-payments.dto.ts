import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import {
  EARLIEST_VALUE_DATE,
  MAX_PAYMENT_CENTS,
  PAYMENT_READINESS_KEYS,
  PAYMENT_READINESS_TABS,
  PAYMENT_READINESS_TEXTS,
  type PaymentReadinessKey,
  type PaymentReadinessTab,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  VENDOR_STATUSES,
} from '@standl/contracts';
import { centsMessage, IfSent } from '../../shared/http/validation.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../domain/payment.entity.js';
import { AdminVendorAccountDto } from './vendor-account.dto.js';
import { ApiCents } from '../../shared/http/api-money.js';

type Method = (typeof PAYMENT_METHODS)[number];
type VendorStatus = (typeof VENDOR_STATUSES)[number];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The organiser's cash or card payment (spec 001 section 7: amount, description). */
export class AdminPaymentDto {
  @ApiPropertyOptional({
    description:
      'Betrag in Cent (ganzzahlig, größer als 0; 14000 = 140,00 €); ohne: der offene Betrag. Das Hundertfache des offenen Betrags oder mehr wird als falsche Einheit abgelehnt („Ungültiger Betrag“).',
    minimum: 1,
    maximum: MAX_PAYMENT_CENTS,
    example: 14000,
  })
  @IfSent()
  @Max(MAX_PAYMENT_CENTS, { message: PAYMENT_MESSAGES.invalidAmount })
  @Min(1, { message: PAYMENT_MESSAGES.invalidAmount })
  @IsInt({ message: centsMessage(PAYMENT_MESSAGES.invalidAmount) })
  amount?: number;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Notiz (bar) bzw. Text auf der SumUp-Zahlung',
    example: 'Restbetrag Standgebühr',
  })
  @IfSent()
  @Transform(trim)
  @MaxLength(200, { message: PAYMENT_MESSAGES.descriptionTooLong })
  @IsString({ message: PAYMENT_MESSAGES.descriptionTooLong })
  description?: string;
}

export class RefundMadeDto {
  @ApiProperty({ maxLength: 500, example: 'Per Überweisung am 3.12. erstattet' })
  @Transform(trim)
  @MaxLength(500, { message: PAYMENT_MESSAGES.noteTooLong })
  @MinLength(1, { message: PAYMENT_MESSAGES.refundNoteRequired })
  @IsString({ message: PAYMENT_MESSAGES.refundNoteRequired })
  note!: string;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, description: 'Wie erstattet wurde' })
  @IfSent()
  @IsIn(PAYMENT_METHODS, { message: PAYMENT_MESSAGES.invalidMethod })
  method?: Method;
}

export class PaymentStatusQueryDto {
  @ApiPropertyOptional({ description: 'Ein bestimmter Checkout; ohne: der neueste des Händlers' })
  @IfSent()
  @MaxLength(64, { message: PAYMENT_MESSAGES.noCardPayment })
  @IsString({ message: PAYMENT_MESSAGES.noCardPayment })
  checkoutId?: string;
}

export class CashPaymentResultDto {
  @ApiProperty({ example: PAYMENT_MESSAGES.cashPaymentBooked }) message!: string;

  @ApiCents(
    'Um so viel übersteigt die Zahlung den offenen Betrag: zugleich als Rückerstattung vorgemerkt; 0 ohne',
    0,
  )
  excessAmount!: number;

  @ApiProperty({ enum: VENDOR_STATUSES, enumName: 'VendorStatus' })
  vendorStatus!: VendorStatus;

  @ApiProperty({ type: AdminVendorAccountDto }) account!: AdminVendorAccountDto;
}

export class CardPaymentCreatedDto {
  @ApiProperty({ example: PAYMENT_MESSAGES.cardPaymentCreated }) message!: string;
  @ApiProperty({ format: 'uuid', description: 'Die Zahlung in Standl' }) paymentId!: string;
  @ApiProperty({ description: 'SumUp-Checkout-ID (für payment-status)' }) checkoutId!: string;
  @ApiCents('Betrag der Zahlung', 14000) amount!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Gehostete SumUp-Zahlungsseite (als QR-Code zeigen)',
  })
  checkoutUrl!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Link in die SumUp-Händler-App (sumupmerchant://); null, solange kein SUMUP_AFFILIATE_KEY gesetzt ist',
  })
  deepLink!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true }) validUntil!: string | null;
}

export class PaymentStatusResultDto {
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  status!: PaymentStatus;

  @ApiProperty() checkoutId!: string;
  @ApiCents('Betrag', 14000) amount!: number;

  @ApiProperty({ enum: VENDOR_STATUSES, enumName: 'VendorStatus' })
  vendorStatus!: VendorStatus;

  @ApiProperty({ type: AdminVendorAccountDto }) account!: AdminVendorAccountDto;
}

export class RefundResultDto {
  @ApiProperty({ example: PAYMENT_MESSAGES.refundBooked }) message!: string;
  @ApiProperty({ type: AdminVendorAccountDto }) account!: AdminVendorAccountDto;
}

/** One vendor's line in the payments tab. */
export class AdminPaymentVendorDto {
  @ApiProperty({ format: 'uuid' }) vendorId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'Zum Suchen nach dem Zugangscode' }) accessCode!: string;
  @ApiProperty({ type: String, nullable: true, example: 'AK-07' }) boothNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Arkadenhof' }) areaName!: string | null;

  @ApiProperty({ enum: VENDOR_STATUSES, enumName: 'VendorStatus' })
  status!: VendorStatus;

  @ApiProperty() isBlocked!: boolean;
  @ApiCents('Standgebühr', 15000) totalAmount!: number;
  @ApiCents('Bezahlt', 1000) paidAmount!: number;
  @ApiCents('Offen', 14000) openAmount!: number;
  @ApiProperty() depositPaid!: boolean;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod!: Method;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Letzter Zahlungseingang',
  })
  lastPaymentAt!: string | null;

  @ApiCents('Zur Rückerstattung vorgemerkt', 0) refundDueAmount!: number;
}

/** Money flagged for refund (refund_due) and, once done, how it was refunded. */
export class AdminRefundDto {
  @ApiProperty({ description: 'Die refund_due-Buchung (für …/refunded)' }) entryId!: string;
  @ApiProperty({ format: 'uuid' }) vendorId!: string;

  @ApiProperty({ type: String, nullable: true, description: 'null: Händler gelöscht' })
  vendorName!: string | null;

  @ApiCents('Zu erstatten (positiv)', 36000) amount!: number;

  @ApiProperty({ type: String, nullable: true, description: 'SumUp-Checkout und Transaktion' })
  reference!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Warum erstattet wird' })
  note!: string | null;

  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refundedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) refundNote!: string | null;
}

export class AdminPaymentsDto {
  @ApiProperty({ type: [AdminPaymentVendorDto] }) vendors!: AdminPaymentVendorDto[];

  @ApiProperty({ type: [AdminRefundDto], description: 'Offene zuerst, dann die neuesten' })
  refunds!: AdminRefundDto[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The value date: a real day, not before 2000 (the future is checked against the clock). */
function IsValueDate(): PropertyDecorator {
  return ValidateBy({
    name: 'isValueDate',
    validator: {
      validate: (value: unknown) => isCalendarDay(value) && value >= EARLIEST_VALUE_DATE,
      defaultMessage: (args) =>
        isCalendarDay(args?.value)
          ? PAYMENT_MESSAGES.valueDateTooOld
          : PAYMENT_MESSAGES.valueDateInvalid,
    },
  });
}

/** A transfer the organiser books by hand (issue 30): amount, value date, reference, note. */
export class BankTransferDto {
  @ApiProperty({
    description:
      'Überwiesener Betrag in Cent (ganzzahlig, größer als 0; 14000 = 140,00 €). Das Hundertfache des offenen Betrags oder mehr wird als falsche Einheit abgelehnt („Ungültiger Betrag“).',
    minimum: 1,
    maximum: MAX_PAYMENT_CENTS,
    example: 14000,
  })
  @Max(MAX_PAYMENT_CENTS, { message: PAYMENT_MESSAGES.invalidAmount })
  @Min(1, { message: PAYMENT_MESSAGES.invalidAmount })
  @IsInt({ message: centsMessage(PAYMENT_MESSAGES.invalidAmount) })
  amount!: number;

  @ApiProperty({
    format: 'date',
    example: '2026-11-27',
    description:
      'Valutadatum (Wiener Tag, JJJJ-MM-TT): nicht in der Zukunft, nicht vor dem 1.1.2000',
  })
  @IsValueDate()
  valueDate!: string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Verwendungszweck, wie ihn die Bank zeigt',
    example: 'ABCDE-12345',
  })
  @IfSent()
  @Transform(trim)
  @MaxLength(200, { message: PAYMENT_MESSAGES.referenceTooLong })
  @IsString({ message: PAYMENT_MESSAGES.referenceTooLong })
  reference?: string;

  @ApiPropertyOptional({ maxLength: 500, example: 'Laut Kontoauszug vom 27.11.' })
  @IfSent()
  @Transform(trim)
  @MaxLength(500, { message: PAYMENT_MESSAGES.noteTooLong })
  @IsString({ message: PAYMENT_MESSAGES.noteTooLong })
  note?: string;
}

export class BankTransferResultDto {
  @ApiProperty({ example: PAYMENT_MESSAGES.bankTransferBooked }) message!: string;

  @ApiCents(
    'Um so viel übersteigt die Überweisung den offenen Betrag: zugleich als Rückerstattung vorgemerkt; 0 ohne',
    0,
  )
  excessAmount!: number;

  @ApiProperty({ enum: VENDOR_STATUSES, enumName: 'VendorStatus' })
  vendorStatus!: VendorStatus;

  @ApiProperty({ type: AdminVendorAccountDto }) account!: AdminVendorAccountDto;
}

/** One thing the console's dashboard checks before vendors can pay by transfer or get invoices. */
export class PaymentReadinessItemDto {
  @ApiProperty({ enum: PAYMENT_READINESS_KEYS, enumName: 'PaymentReadinessKey' })
  key!: PaymentReadinessKey;

  @ApiProperty() done!: boolean;
  @ApiProperty({ example: PAYMENT_READINESS_TEXTS.bankDetailsTitle }) title!: string;

  @ApiProperty({ description: 'Was fehlt und was es bewirkt, bzw. dass es erledigt ist' })
  detail!: string;

  @ApiProperty({
    enum: PAYMENT_READINESS_TABS,
    enumName: 'PaymentReadinessTab',
    description: 'Der Reiter der Konsole, in dem es behoben wird',
  })
  tab!: PaymentReadinessTab;
}

export class PaymentReadinessDto {
  @ApiProperty({ type: [PaymentReadinessItemDto] }) items!: PaymentReadinessItemDto[];
}
