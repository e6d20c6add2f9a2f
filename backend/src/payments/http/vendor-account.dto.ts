import { ApiProperty, OmitType } from '@nestjs/swagger';
import { LEDGER_KINDS, type LedgerKind, PAYMENT_METHODS } from '@standl/contracts';
import type { LedgerLine, VendorAccount } from '../queries/get-vendor-account.query.js';
import { ApiCents } from '../../shared/http/api-money.js';

type Method = (typeof PAYMENT_METHODS)[number];

/** One line of a vendor's ledger as the vendor sees it (dashboard 'Zahlung'). */
export class VendorLedgerLineDto {
  @ApiProperty({ example: '12' }) id!: string;

  @ApiProperty({ enum: LEDGER_KINDS, enumName: 'LedgerEntryKind' })
  kind!: LedgerKind;

  @ApiCents('Mit Vorzeichen: negativ für Geld, das zurückgeht', 14000)
  amount!: number;

  @ApiProperty({ enum: PAYMENT_METHODS, nullable: true, type: String })
  method!: Method | null;

  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-11-28',
    description: 'Valutadatum einer Überweisung (Wiener Tag); sonst null',
  })
  valueDate!: string | null;

  static from(line: LedgerLine): VendorLedgerLineDto {
    return {
      id: line.id,
      kind: line.kind,
      amount: line.amount,
      method: line.method,
      createdAt: line.createdAt.toISOString(),
      valueDate: line.valueDate,
    };
  }
}

/** A vendor's money, derived from the payments ledger (docs/decisions.md 72); cents. */
export class VendorAccountDto {
  @ApiCents('Standgebühr (Preis des Bereichs), 0 ohne Standplatz', 15000)
  totalAmount!: number;

  @ApiCents('Eingegangen minus zurückgegeben', 1000) paidAmount!: number;
  @ApiCents('max(0, Gesamt − bezahlt)', 14000) openAmount!: number;
  @ApiCents('Betrag der (letzten) Anzahlung, 0 ohne', 1000) depositAmount!: number;
  @ApiProperty() depositPaid!: boolean;

  @ApiProperty({ enum: PAYMENT_METHODS, description: 'Art der zuletzt eingegangenen Zahlung' })
  paymentMethod!: Method;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Seit wann vollständig bezahlt',
  })
  paidAt!: string | null;

  @ApiCents('Zur Rückerstattung vorgemerkt und noch nicht erstattet', 0)
  refundDueAmount!: number;

  @ApiProperty({ type: [VendorLedgerLineDto], description: 'Älteste zuerst' })
  lines!: VendorLedgerLineDto[];

  static from(account: VendorAccount): VendorAccountDto {
    return {
      ...amountsOf(account),
      lines: account.lines.map((line) => VendorLedgerLineDto.from(line)),
    };
  }
}

/** A ledger line as the organiser sees it: with reference, reason and who booked it. */
export class AdminLedgerLineDto extends VendorLedgerLineDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'SumUp-Checkout-ID und Transaktionscode, bzw. Verwendungszweck einer Überweisung',
  })
  reference!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Grund bzw. Notiz' })
  note!: string | null;

  @ApiProperty({
    example: 'Anna Berger',
    description:
      "Wer gebucht hat: Anzeigename des Kontos zur Zeit der Buchung, 'sumup', 'vendor' oder 'migration'",
  })
  actor!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Bei refund_made: die erledigte Rückerstattung (refund_due)',
  })
  settlesId!: string | null;

  static forAdmin(line: LedgerLine): AdminLedgerLineDto {
    return {
      ...VendorLedgerLineDto.from(line),
      reference: line.reference,
      note: line.note,
      actor: line.actor,
      settlesId: line.settlesId,
    };
  }
}

export class AdminVendorAccountDto extends OmitType(VendorAccountDto, ['lines'] as const) {
  @ApiProperty({ format: 'uuid' }) vendorId!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Letzter Zahlungseingang',
  })
  lastPaymentAt!: string | null;

  @ApiProperty({ type: [AdminLedgerLineDto], description: 'Älteste zuerst' })
  lines!: AdminLedgerLineDto[];

  static forAdmin(account: VendorAccount): AdminVendorAccountDto {
    return {
      vendorId: account.vendorId,
      ...amountsOf(account),
      lastPaymentAt: account.lastPaymentAt?.toISOString() ?? null,
      lines: account.lines.map((line) => AdminLedgerLineDto.forAdmin(line)),
    };
  }
}

function amountsOf(account: VendorAccount): Omit<VendorAccountDto, 'lines'> {
  return {
    totalAmount: account.totalAmount,
    paidAmount: account.paidAmount,
    openAmount: account.openAmount,
    depositAmount: account.depositAmount,
    depositPaid: account.depositPaid,
    paymentMethod: account.paymentMethod,
    paidAt: account.paidAt?.toISOString() ?? null,
    refundDueAmount: account.refundDueAmount,
  };
}
