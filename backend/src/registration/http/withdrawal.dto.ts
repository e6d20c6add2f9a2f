import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  MAX_PAYMENT_CENTS,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_REASON_MAX,
  WITHDRAWN_BY,
  type WithdrawnBy,
} from '@standl/contracts';
import { ApiCents } from '../../shared/http/api-money.js';
import type { WithdrawalResult } from '../commands/withdraw-registration.command.js';
import type { WithdrawalQuote } from '../ports/withdrawal.js';
import { trim } from './register-vendor.dto.js';

/** The vendor withdraws, confirming the fee the dialog showed. */
export class WithdrawRegistrationDto {
  @ApiPropertyOptional({ maxLength: WITHDRAWAL_REASON_MAX, description: 'Grund (freiwillig)' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(WITHDRAWAL_REASON_MAX, { message: WITHDRAWAL_MESSAGES.reasonTooLong })
  @IsString({ message: WITHDRAWAL_MESSAGES.reasonTooLong })
  reason?: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 7000,
    description:
      'Die Rücktrittsgebühr, die dem Händler angezeigt wurde, in Cent; weicht die Gebühr inzwischen ab (Mitternacht vorbei), antwortet die Route mit 409 und ändert nichts',
  })
  @IsInt({ message: WITHDRAWAL_MESSAGES.confirmedFeeInvalid })
  @Min(0, { message: WITHDRAWAL_MESSAGES.confirmedFeeInvalid })
  @Max(MAX_PAYMENT_CENTS, { message: WITHDRAWAL_MESSAGES.confirmedFeeInvalid })
  confirmedFeeAmount!: number;
}

/** The organiser withdraws a vendor's registration, optionally waiving the fee with a reason. */
export class WithdrawVendorDto {
  @ApiPropertyOptional({ maxLength: WITHDRAWAL_REASON_MAX, description: 'Grund (freiwillig)' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(WITHDRAWAL_REASON_MAX, { message: WITHDRAWAL_MESSAGES.reasonTooLong })
  @IsString({ message: WITHDRAWAL_MESSAGES.reasonTooLong })
  reason?: string;

  @ApiPropertyOptional({ default: false, description: 'Rücktrittsgebühr erlassen' })
  @IsOptional()
  @IsBoolean({ message: WITHDRAWAL_MESSAGES.waiverReasonRequired })
  waiveFee?: boolean;

  @ApiPropertyOptional({
    minLength: 3,
    maxLength: WITHDRAWAL_REASON_MAX,
    description: 'Warum die Gebühr erlassen wird; nötig mit waiveFee',
  })
  @ValidateIf((dto: WithdrawVendorDto) => dto.waiveFee === true || dto.waiverReason !== undefined)
  @Transform(trim)
  @MaxLength(WITHDRAWAL_REASON_MAX, { message: WITHDRAWAL_MESSAGES.waiverReasonTooLong })
  @MinLength(3, { message: WITHDRAWAL_MESSAGES.waiverReasonTooShort })
  @IsString({ message: WITHDRAWAL_MESSAGES.waiverReasonRequired })
  waiverReason?: string;
}

/** What withdrawing would cost now (the confirmation dialog), in cents. */
export class WithdrawalQuoteDto {
  @ApiProperty({ description: 'Ein Rücktritt ist jetzt möglich' }) allowed!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Warum nicht (deutscher Text); null, wenn möglich',
  })
  refusal!: string | null;

  @ApiProperty({ description: 'Keine Gebühr: rechtzeitig, oder kein Standplatz' })
  free!: boolean;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-11-06',
    description: 'Letzter Tag eines kostenlosen Rücktritts (Wien); null ohne Marktbeginn',
  })
  lastFreeDay!: string | null;

  @ApiCents('Standgebühr des Standplatzes (0 ohne Standplatz)', 14000) stallFee!: number;
  @ApiProperty({ type: 'integer', example: 50 }) feePercent!: number;
  @ApiCents('Rücktrittsgebühr', 7000) feeAmount!: number;
  @ApiCents('Bisher bezahlt', 1000) paidAmount!: number;
  @ApiCents('Wird erstattet (bezahlt über der Gebühr)', 0) refundAmount!: number;
  @ApiCents('Bleibt von der Gebühr offen', 6000) openAmount!: number;

  @ApiProperty({ type: String, nullable: true, example: 'AK-07' })
  boothNumber!: string | null;

  static from(
    quote: WithdrawalQuote,
    refusal: string | null,
    boothNumber: string | null,
  ): WithdrawalQuoteDto {
    return {
      allowed: refusal === null,
      refusal,
      free: quote.free,
      lastFreeDay: quote.lastFreeDay,
      stallFee: quote.stallFee,
      feePercent: quote.feePercent,
      feeAmount: quote.feeAmount,
      paidAmount: quote.paidAmount,
      refundAmount: quote.refundAmount,
      openAmount: quote.openAmount,
      boothNumber,
    };
  }
}

/** A withdrawal as it was done (answer of the withdrawal, the vendor's status), in cents. */
export class WithdrawalDto {
  @ApiProperty({ type: String, format: 'date-time' }) withdrawnAt!: string;

  @ApiProperty({ enum: WITHDRAWN_BY, enumName: 'WithdrawnBy' })
  by!: WithdrawnBy;

  @ApiCents('Rücktrittsgebühr (0: kostenlos oder erlassen)', 7000) feeAmount!: number;
  @ApiProperty({ description: 'Keine Gebühr: rechtzeitig, oder kein Standplatz' }) free!: boolean;
  @ApiProperty({ description: 'Vom Veranstalter erlassen' }) waived!: boolean;
  @ApiCents('Beim Rücktritt zur Erstattung vorgemerkt', 0) refundAmount!: number;
  @ApiCents('Von der Gebühr noch offen', 6000) openAmount!: number;

  @ApiProperty({ type: String, nullable: true, example: 'AK-07' })
  boothNumber!: string | null;

  static from(result: WithdrawalResult): WithdrawalDto {
    return { ...result, withdrawnAt: result.withdrawnAt.toISOString() };
  }
}
