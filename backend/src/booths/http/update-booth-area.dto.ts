import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { IfSent } from '../../shared/http/validation.js';
import { ADMIN_MESSAGES, WAITLIST_MESSAGES as WAITLIST_AREA_MESSAGES } from '@standl/contracts';

export const MAX_AREA_PRICE_CENTS = 10_000_000;
export const MAX_AREA_BOOTHS = 99;

/** Any of the area's editable fields (Bereiche tab); only sent fields change. */
export class UpdateBoothAreaDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 100, example: 'Arkadenhof' })
  @IfSent()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(100, { message: ADMIN_MESSAGES.areaNameTooLong })
  @MinLength(1, { message: ADMIN_MESSAGES.areaNameRequired })
  @IsString({ message: ADMIN_MESSAGES.areaNameRequired })
  name?: string;

  @ApiPropertyOptional({
    description: 'Standgebühr in Cent',
    minimum: 0,
    maximum: MAX_AREA_PRICE_CENTS,
    example: 15000,
  })
  @IfSent()
  @Max(MAX_AREA_PRICE_CENTS, { message: ADMIN_MESSAGES.areaPriceTooHigh })
  @Min(0, { message: ADMIN_MESSAGES.areaPriceInvalid })
  @IsInt({ message: ADMIN_MESSAGES.areaPriceInvalid })
  price?: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description:
      'Preis pro Laufmeter in Cent (null: keiner); wird die Standgebühr für Plätze mit einer Breite, sobald der Lageplan Plätzen Maße gibt',
    minimum: 0,
    maximum: MAX_AREA_PRICE_CENTS,
    example: 2500,
  })
  @IfSent()
  @ValidateIf((_, value) => value !== null)
  @Max(MAX_AREA_PRICE_CENTS, { message: ADMIN_MESSAGES.areaPricePerMeterTooHigh })
  @Min(0, { message: ADMIN_MESSAGES.areaPricePerMeterInvalid })
  @IsInt({ message: ADMIN_MESSAGES.areaPricePerMeterInvalid })
  pricePerMeter?: number | null;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_AREA_BOOTHS,
    description:
      'Mehr Plätze: neue freie Plätze nach der höchsten Nummer; weniger: nur freie Plätze von oben',
  })
  @IfSent()
  @Max(MAX_AREA_BOOTHS, { message: ADMIN_MESSAGES.areaBoothsMax })
  @Min(1, { message: ADMIN_MESSAGES.areaBoothsMin })
  @IsInt({ message: ADMIN_MESSAGES.areaBoothsMin })
  totalBooths?: number;

  @ApiPropertyOptional({ description: 'In der Standplatz-Selbstauswahl sichtbar' })
  @IfSent()
  @IsBoolean({ message: ADMIN_MESSAGES.areaSelfSelectionInvalid })
  allowSelfSelection?: boolean;

  @ApiPropertyOptional({
    description: 'Bereich geschlossen: neue Anmeldungen kommen auf die Warteliste',
  })
  @IfSent()
  @IsBoolean({ message: WAITLIST_AREA_MESSAGES.closedInvalid })
  closedForSelection?: boolean;
}
