import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  ARCHIVE_MESSAGES,
  ARCHIVE_STATUSES,
  ARCHIVE_YEAR_MAX,
  ARCHIVE_YEAR_MIN,
  BLOCK_REASON_MAX_LENGTH,
} from '@standl/contracts';
import type { ArchiveStatus } from '../domain/archive-entry.entity.js';
import type { ArchiveEntryView } from '../queries/archive-entry.view.js';
import { ApiCents } from '../../shared/http/api-money.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ArchiveEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) vendorId!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ example: 2026 }) year!: number;
  @ApiProperty({ enum: ARCHIVE_STATUSES, enumName: 'ArchiveStatus' }) status!: ArchiveStatus;
  @ApiProperty({ type: String, nullable: true, example: 'Nicht aufgebaut' })
  reason!: string | null;
  @ApiProperty({ type: String, nullable: true }) boothArea!: string | null;
  @ApiProperty({ type: String, nullable: true }) boothNumber!: string | null;
  @ApiCents('Standgebühr', 15000) totalAmount!: number;
  @ApiCents('Bezahlt', 15000) paymentAmount!: number;
  @ApiProperty({ type: String, nullable: true }) paymentMethod!: string | null;
  @ApiProperty() accessBlocked!: boolean;
  @ApiProperty({
    description: 'false: dauerhafte Sperre, „Sperre aufheben“ wird abgelehnt',
  })
  canBeUnblocked!: boolean;
  @ApiProperty({ format: 'date-time' }) archivedAt!: string;

  static from(entry: ArchiveEntryView): ArchiveEntryDto {
    return { ...entry, archivedAt: entry.archivedAt.toISOString() };
  }
}

/** Block a vendor from the archive tab: a required reason and the archive year (spec 001 section 5). */
export class BlockInArchiveDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: ARCHIVE_MESSAGES.vendorRequired })
  vendorId!: string;

  @ApiProperty({ minLength: 1, maxLength: BLOCK_REASON_MAX_LENGTH, example: 'Nicht aufgebaut' })
  @Transform(trim)
  @MaxLength(BLOCK_REASON_MAX_LENGTH, { message: ARCHIVE_MESSAGES.reasonTooLong })
  @MinLength(1, { message: ARCHIVE_MESSAGES.reasonRequired })
  @IsString({ message: ARCHIVE_MESSAGES.reasonRequired })
  reason!: string;

  @ApiProperty({ minimum: ARCHIVE_YEAR_MIN, maximum: ARCHIVE_YEAR_MAX, example: 2026 })
  @Max(ARCHIVE_YEAR_MAX, { message: ARCHIVE_MESSAGES.yearOutOfRange })
  @Min(ARCHIVE_YEAR_MIN, { message: ARCHIVE_MESSAGES.yearOutOfRange })
  @IsInt({ message: ARCHIVE_MESSAGES.yearOutOfRange })
  year!: number;

  @ApiPropertyOptional({
    default: true,
    description: 'false: dauerhafte Sperre, die nicht aufgehoben werden kann',
  })
  @IsOptional()
  @IsBoolean({ message: ARCHIVE_MESSAGES.permanenceInvalid })
  canBeUnblocked?: boolean;
}

/** An organiser marks a block permanent or liftable (spec: canBeUnblocked). */
export class BlockPermanenceDto {
  @ApiProperty({ example: false, description: 'false: dauerhaft; true: aufhebbar' })
  @IsDefined({ message: ARCHIVE_MESSAGES.permanenceInvalid })
  @IsBoolean({ message: ARCHIVE_MESSAGES.permanenceInvalid })
  canBeUnblocked!: boolean;
}

export class PermanenceChangedDto {
  @ApiProperty({ example: ARCHIVE_MESSAGES.permanentMarked }) message!: string;
  @ApiProperty({ type: ArchiveEntryDto }) entry!: ArchiveEntryDto;
}

export class UnblockedEntryDto {
  @ApiProperty({ example: ARCHIVE_MESSAGES.unblocked }) message!: string;
  @ApiProperty({ type: ArchiveEntryDto }) entry!: ArchiveEntryDto;
}

export class CheckBlockUnbuiltDto {
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'Wie viele Händler dieser Lauf gesperrt hat' }) blockedCount!: number;
}
