import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsString,
  IsUUID,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { BANK_BOOKING_MESSAGES } from '@standl/contracts';
import { ApiCents } from '../../../shared/http/api-money.js';
import {
  MAX_STATEMENT_LINES,
  STATEMENT_FORMATS,
  type StatementFormat,
} from '../parsing/statement-line.js';

export const STATEMENT_LINE_STATES = ['open', 'booked', 'ignored'] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];
export const STATEMENT_LINE_MATCHES = [
  'reference',
  'amount-name',
  'ambiguous',
  'none',
  'already-booked',
] as const;
export type StatementLineMatch = (typeof STATEMENT_LINE_MATCHES)[number];

/** The multipart upload as OpenAPI describes it. */
export class BankStatementUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      'Der Kontoauszug: CAMT.053 (XML) oder der CSV-Export von George, ELBA oder Bank Austria; höchstens 5 MB und 10.000 Zeilen',
  })
  file!: unknown;
}

export class BankStatementReportLineDto {
  @ApiProperty({ type: 'integer', example: 7 }) lineNumber!: number;
  @ApiProperty({ example: 'Fremdwährung CHF – nur Euro wird übernommen' }) message!: string;
}

export class BankStatementCandidateDto {
  @ApiProperty({ format: 'uuid' }) vendorId!: string;
  @ApiProperty({ example: 'Maria Höfler' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'A-12' }) boothNumber!: string | null;
  @ApiCents('Offener Betrag des Händlers jetzt', 14000) openAmount!: number;
}

export class BankStatementLineEffectDto {
  @ApiCents('Offener Betrag des Händlers nach dem Verbuchen dieser Zeile', 0)
  openAmountAfter!: number;

  @ApiCents('Zur Rückerstattung vorgemerkt nach dem Verbuchen dieser Zeile (Überzahlung)', 0)
  refundDueAfter!: number;
}

export class BankStatementLineDto {
  @ApiProperty({ format: 'uuid' }) id!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Zeile in der Datei (CSV: Zeile samt Kopfzeile; CAMT.053: Nummer der Buchung)',
  })
  lineNumber!: number;

  @ApiProperty({ format: 'date', example: '2026-11-20' }) bookingDate!: string;
  @ApiProperty({ format: 'date', example: '2026-11-19', description: 'Valutadatum' })
  valueDate!: string;

  @ApiCents('Gutschrift', 14000) amount!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: String, nullable: true }) payerName!: string | null;
  @ApiProperty({ type: String, nullable: true }) payerIban!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Verwendungszweck' })
  remittance!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Buchungsreferenz der Bank' })
  entryReference!: string | null;

  @ApiProperty({ enum: STATEMENT_LINE_STATES, enumName: 'BankStatementLineState' })
  state!: StatementLineState;

  @ApiProperty({
    enum: STATEMENT_LINE_MATCHES,
    enumName: 'BankStatementLineMatch',
    description:
      'reference: Zugangscode oder Rechnungsnummer im Verwendungszweck; amount-name: genau der offene Betrag und der Name passt; ambiguous: mehrere Händler kommen in Frage; none: keiner; already-booked: schon verbucht',
  })
  match!: StatementLineMatch;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Vorgeschlagener (offen) bzw. verbuchter Händler',
  })
  vendorId!: string | null;

  @ApiProperty({ type: [BankStatementCandidateDto] }) candidates!: BankStatementCandidateDto[];

  @ApiProperty({
    type: BankStatementLineEffectDto,
    nullable: true,
    description: 'Wirkung, wenn die Zeile dem vorgeschlagenen Händler gebucht wird; sonst null',
  })
  effect!: BankStatementLineEffectDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'Wer verbucht oder ignoriert hat' })
  bookedBy!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true }) bookedAt!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Eine von Hand verbuchte Überweisung desselben Händlers mit gleichem Betrag und Valutadatum (Buchungs-ID): wohl dieselbe Zahlung, daher nicht zum Verbuchen vorgeschlagen',
  })
  duplicateOf!: string | null;
}

export class BankStatementDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'kontoauszug-november.xml' }) fileName!: string;
  @ApiProperty({ enum: STATEMENT_FORMATS, enumName: 'BankStatementFormat' })
  format!: StatementFormat;
  @ApiProperty({ format: 'date-time' }) uploadedAt!: string;
  @ApiProperty({ example: 'Anna Organisatorin' }) uploadedBy!: string;
  @ApiProperty({ type: [BankStatementLineDto] }) lines!: BankStatementLineDto[];
  @ApiProperty({
    type: [BankStatementReportLineDto],
    description: 'Nicht übernommene Zeilen: Abbuchungen, Fremdwährung, unlesbare Zeilen',
  })
  report!: BankStatementReportLineDto[];
}

export class BankStatementSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty({ enum: STATEMENT_FORMATS, enumName: 'BankStatementFormat' })
  format!: StatementFormat;
  @ApiProperty({ format: 'date-time' }) uploadedAt!: string;
  @ApiProperty() uploadedBy!: string;
  @ApiProperty({ type: 'integer', description: 'Gutschriften im Auszug' }) lineCount!: number;
  @ApiProperty({ type: 'integer' }) openCount!: number;
  @ApiProperty({ type: 'integer' }) bookedCount!: number;
  @ApiProperty({ type: 'integer' }) ignoredCount!: number;
  @ApiProperty({ type: 'integer', description: 'Nicht übernommene Zeilen' }) reportCount!: number;
}

export class BankStatementBookingLineDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: BANK_BOOKING_MESSAGES.lineId })
  lineId!: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Der Händler, dem die Zeile gebucht wird; null: Zeile ignorieren',
  })
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: BANK_BOOKING_MESSAGES.vendorId })
  @IsString({ message: BANK_BOOKING_MESSAGES.vendorId })
  vendorId!: string | null;
}

export class BankStatementBookingDto {
  @ApiProperty({ type: [BankStatementBookingLineDto], minItems: 1, maxItems: MAX_STATEMENT_LINES })
  @IsArray({ message: BANK_BOOKING_MESSAGES.linesRequired })
  @ArrayMinSize(1, { message: BANK_BOOKING_MESSAGES.linesRequired })
  @ArrayMaxSize(MAX_STATEMENT_LINES, { message: BANK_BOOKING_MESSAGES.tooManyLines })
  @ValidateNested({ each: true })
  @Type(() => BankStatementBookingLineDto)
  lines!: BankStatementBookingLineDto[];
}

export class BankStatementSkippedLineDto {
  @ApiProperty({ format: 'uuid' }) lineId!: string;
  @ApiProperty({ example: 'bereits verbucht' }) reason!: string;
}

export class BankStatementBookingResultDto {
  @ApiProperty({ example: '3 Zeilen verbucht, 1 ignoriert' }) message!: string;
  @ApiProperty({ type: 'integer' }) booked!: number;
  @ApiProperty({ type: 'integer' }) ignored!: number;
  @ApiProperty({ type: [BankStatementSkippedLineDto] }) skipped!: BankStatementSkippedLineDto[];
  @ApiProperty({ type: BankStatementDto }) statement!: BankStatementDto;
}
