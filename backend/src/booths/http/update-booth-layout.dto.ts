import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { FLOOR_PLAN_LIMITS, FLOOR_PLAN_MESSAGES, POWER_AMPS } from '@standl/contracts';
import { IfSent } from '../../shared/http/validation.js';

const M = FLOOR_PLAN_MESSAGES;
const L = FLOOR_PLAN_LIMITS;

/** Sent but not null: null has its own meaning (off the plan, no power) and is not validated. */
const IfSentNotNull = () => ValidateIf((_object, value) => value !== undefined && value !== null);

/** The stall's centre on the plan, in centimetres from the plan's top left corner. */
export class StallPositionInputDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: L.maxPlanCm, example: 1250 })
  @Max(L.maxPlanCm, { message: M.positionInvalid })
  @Min(0, { message: M.positionInvalid })
  @IsInt({ message: M.positionInvalid })
  xCm!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: L.maxPlanCm, example: 800 })
  @Max(L.maxPlanCm, { message: M.positionInvalid })
  @Min(0, { message: M.positionInvalid })
  @IsInt({ message: M.positionInvalid })
  yCm!: number;
}

/**
 * A stall's place, size, rotation and attributes on the plan editor; only sent fields change
 * (the same body twice gives the same state).
 */
export class UpdateBoothLayoutDto {
  @ApiPropertyOptional({
    type: StallPositionInputDto,
    nullable: true,
    description: 'Mitte auf dem Lageplan in cm; null nimmt den Platz vom Plan',
  })
  @IfSentNotNull()
  @ValidateNested()
  @Type(() => StallPositionInputDto)
  @IsObject({ message: M.positionInvalid })
  placement?: StallPositionInputDto | null;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: L.minStallCm,
    maximum: L.maxStallCm,
    description: 'Breite (Front) in cm',
    example: 300,
  })
  @IfSent()
  @Max(L.maxStallCm, { message: M.stallSizeInvalid })
  @Min(L.minStallCm, { message: M.stallSizeInvalid })
  @IsInt({ message: M.stallSizeInvalid })
  widthCm?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: L.minStallCm,
    maximum: L.maxStallCm,
    description: 'Tiefe in cm',
    example: 200,
  })
  @IfSent()
  @Max(L.maxStallCm, { message: M.stallSizeInvalid })
  @Min(L.minStallCm, { message: M.stallSizeInvalid })
  @IsInt({ message: M.stallSizeInvalid })
  depthCm?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 359,
    description: 'Drehung im Uhrzeigersinn in Grad',
  })
  @IfSent()
  @Max(359, { message: M.rotationInvalid })
  @Min(0, { message: M.rotationInvalid })
  @IsInt({ message: M.rotationInvalid })
  rotationDeg?: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: `Stromanschluss in Ampere (${POWER_AMPS.join(', ')}); null: keiner`,
    example: 16,
  })
  @IfSentNotNull()
  @IsIn(POWER_AMPS, { message: M.powerAmpsInvalid })
  powerAmps?: number | null;

  @ApiPropertyOptional({ description: 'Wasseranschluss' })
  @IfSent()
  @IsBoolean({ message: M.attributeInvalid })
  water?: boolean;

  @ApiPropertyOptional({ description: 'Überdacht' })
  @IfSent()
  @IsBoolean({ message: M.attributeInvalid })
  covered?: boolean;

  @ApiPropertyOptional({ description: 'Zufahrt mit Fahrzeug' })
  @IfSent()
  @IsBoolean({ message: M.attributeInvalid })
  vehicleAccess?: boolean;
}
