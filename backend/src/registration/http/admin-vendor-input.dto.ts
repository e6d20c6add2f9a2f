import { ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  ADMIN_MESSAGES,
  ARCHIVE_MESSAGES,
  MAX_PAYMENT_CENTS,
  PAYMENT_MESSAGES,
} from '@standl/contracts';
import {
  ADMIN_SETTABLE_STATUSES,
  type AdminSettableStatus,
} from '../commands/admin-vendor.commands.js';
import { centsMessage, IfSent } from '../../shared/http/validation.js';
import { RegisterVendorDto, trim } from './register-vendor.dto.js';

/**
 * A vendor the organiser adds by hand (phone registration): the form's contact rules, and the
 * language of the mails with the form's rule, German when left out (docs/decisions.md 372).
 */
export class CreateVendorDto extends PickType(RegisterVendorDto, [
  'name',
  'email',
  'phone',
  'description',
  'language',
] as const) {}

/**
 * Only sent fields change; `null` is refused like any other invalid value. The role Kasse may
 * send only `paymentAmount` and `paymentNote` (the language included, the rest is 403).
 */
export class UpdateAdminVendorDto extends PartialType(CreateVendorDto, {
  skipNullProperties: false,
}) {
  @ApiPropertyOptional({ enum: ADMIN_SETTABLE_STATUSES, enumName: 'AdminSettableStatus' })
  @IfSent()
  @IsIn(ADMIN_SETTABLE_STATUSES, { message: ADMIN_MESSAGES.invalidStatus })
  status?: AdminSettableStatus;

  @ApiPropertyOptional({
    description:
      'Bezahlter Betrag insgesamt, in Cent: das Zahlungsjournal bucht den Unterschied als Korrektur',
    minimum: 0,
    maximum: MAX_PAYMENT_CENTS,
    example: 15000,
  })
  @IfSent()
  @Max(MAX_PAYMENT_CENTS, { message: ADMIN_MESSAGES.invalidAmount })
  @Min(0, { message: ADMIN_MESSAGES.invalidAmount })
  @IsInt({ message: centsMessage(ADMIN_MESSAGES.invalidAmount) })
  paymentAmount?: number;

  @ApiPropertyOptional({
    maxLength: 500,
    description: `Grund der Korrektur von paymentAmount (ohne: '${PAYMENT_MESSAGES.correctionNote}')`,
    example: 'Barzahlung am Markt nachgetragen',
  })
  @IfSent()
  @Transform(trim)
  @MaxLength(500, { message: PAYMENT_MESSAGES.noteTooLong })
  @IsString({ message: PAYMENT_MESSAGES.noteTooLong })
  paymentNote?: string;
}

export class BlockVendorDto {
  @ApiPropertyOptional({ maxLength: 500, default: ADMIN_MESSAGES.defaultBlockReason })
  @IsOptional()
  @Transform(trim)
  @MaxLength(500, { message: 'Der Grund darf höchstens 500 Zeichen lang sein' })
  @MinLength(1, { message: ADMIN_MESSAGES.blockReasonRequired })
  @IsString({ message: ADMIN_MESSAGES.blockReasonRequired })
  reason?: string;

  @ApiPropertyOptional({
    default: true,
    description:
      'false: dauerhafte Sperre (z. B. Ausschluss wegen Weitergabe des Lift-Tickets), „Sperre aufheben“ wird abgelehnt. Ohne Angabe behält eine bestehende Sperre ihre Kennzeichnung.',
  })
  @IsOptional()
  @IsBoolean({ message: ARCHIVE_MESSAGES.permanenceInvalid })
  canBeUnblocked?: boolean;
}
