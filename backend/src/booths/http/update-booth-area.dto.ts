import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IfSent } from '../../shared/http/validation.js';
import {
  ADMIN_MESSAGES,
  FLOOR_PLAN_LIMITS,
  FLOOR_PLAN_MESSAGES,
  WAITLIST_MESSAGES as WAITLIST_AREA_MESSAGES,
} from '@standl/contracts';

export const MAX_AREA_PRICE_CENTS = 10_000_000;
export const MAX_AREA_BOOTHS = 99;

/** A surcharge in cents: 0 (none) up to FLOOR_PLAN_LIMITS.maxSurchargeCents. */
function IsSurcharge(): PropertyDecorator {
  return (target, key) => {
    IfSent()(target, key);
    Max(FLOOR_PLAN_LIMITS.maxSurchargeCents, { message: FLOOR_PLAN_MESSAGES.surchargeTooHigh })(
      target,
      key,
    );
    Min(0, { message: FLOOR_PLAN_MESSAGES.surchargeInvalid })(target, key);
    IsInt({ message: FLOOR_PLAN_MESSAGES.surchargeInvalid })(target, key);
  };
}

const surchargeDoc = (what: string) => ({
  type: 'integer' as const,
  minimum: 0,
  maximum: FLOOR_PLAN_LIMITS.maxSurchargeCents,
  description: `Zuschlag für ${what} in Cent (0: keiner)`,
});

/** Any of the area's surcharges; only sent ones change. */
export class AreaSurchargesInputDto {
  @ApiPropertyOptional({ ...surchargeDoc('einen Stromanschluss'), example: 2500 })
  @IsSurcharge()
  power?: number;

  @ApiPropertyOptional(surchargeDoc('Wasser'))
  @IsSurcharge()
  water?: number;

  @ApiPropertyOptional(surchargeDoc('einen überdachten Platz'))
  @IsSurcharge()
  covered?: number;

  @ApiPropertyOptional(surchargeDoc('Zufahrt mit Fahrzeug'))
  @IsSurcharge()
  vehicleAccess?: number;
}

const planSizeDoc = (what: string) => ({
  type: 'integer' as const,
  nullable: true,
  minimum: FLOOR_PLAN_LIMITS.minPlanCm,
  maximum: FLOOR_PLAN_LIMITS.maxPlanCm,
  description: `${what} des Geländes, das der Lageplan zeigt, in cm; zusammen mit der anderen Seite senden, beide null entfernen die Plangröße`,
});

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

  @ApiPropertyOptional({ ...planSizeDoc('Breite'), example: 4000 })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Max(FLOOR_PLAN_LIMITS.maxPlanCm, { message: FLOOR_PLAN_MESSAGES.planSizeInvalid })
  @Min(FLOOR_PLAN_LIMITS.minPlanCm, { message: FLOOR_PLAN_MESSAGES.planSizeInvalid })
  @IsInt({ message: FLOOR_PLAN_MESSAGES.planSizeInvalid })
  planWidthCm?: number | null;

  @ApiPropertyOptional({ ...planSizeDoc('Tiefe'), example: 2500 })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Max(FLOOR_PLAN_LIMITS.maxPlanCm, { message: FLOOR_PLAN_MESSAGES.planSizeInvalid })
  @Min(FLOOR_PLAN_LIMITS.minPlanCm, { message: FLOOR_PLAN_MESSAGES.planSizeInvalid })
  @IsInt({ message: FLOOR_PLAN_MESSAGES.planSizeInvalid })
  planDepthCm?: number | null;

  @ApiPropertyOptional({
    type: AreaSurchargesInputDto,
    description: 'Zuschläge für Ausstattungsmerkmale in Cent; nur gesendete ändern sich',
  })
  @IfSent()
  @ValidateNested()
  @Type(() => AreaSurchargesInputDto)
  @IsObject({ message: FLOOR_PLAN_MESSAGES.surchargeInvalid })
  surcharges?: AreaSurchargesInputDto;
}
