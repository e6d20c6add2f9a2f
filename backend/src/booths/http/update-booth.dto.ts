import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ADMIN_MESSAGES, VALIDATION_MESSAGES } from '@standl/contracts';

export const BOOTH_CHANGE_STATUSES = ['occupied', 'available'] as const;

/**
 * One of three changes (anything else answers 400): `{ locationDescription }` (area SO only;
 * blank clears it), `{ vendorId, status: 'occupied' }` (assign) or
 * `{ vendorId: null, status: 'available' }` (release).
 */
export class UpdateBoothDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    description: 'Nur für Bereich SO; leer oder null löscht die Beschreibung',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @MaxLength(500, { message: ADMIN_MESSAGES.locationTooLong })
  @IsString({ message: VALIDATION_MESSAGES.mustBeText('Standortbeschreibung') })
  locationDescription?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "Mit status 'occupied' zuweisen; null mit status 'available' gibt frei",
  })
  @IsOptional()
  @IsUUID('all', { message: ADMIN_MESSAGES.boothVendorInvalid })
  vendorId?: string | null;

  @ApiPropertyOptional({ enum: BOOTH_CHANGE_STATUSES })
  @IsOptional()
  @IsIn(BOOTH_CHANGE_STATUSES, { message: ADMIN_MESSAGES.boothStatusInvalid })
  status?: (typeof BOOTH_CHANGE_STATUSES)[number];
}
