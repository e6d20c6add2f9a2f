import { ApiProperty } from '@nestjs/swagger';
import {
  BOOTH_STATUSES,
  type BoothStatus,
  stallPriceDetail,
  stallPriceTotal,
} from '@standl/contracts';
import { ApiCents } from '../../shared/http/api-money.js';
import { holdIsActive, holdMinutesLeft } from '../domain/booth.entity.js';
import type { PublicBooth } from '../queries/list-public-booths.query.js';
import { StallAttributesDto, StallPlacementDto, StallPriceDetailDto } from './floor-plan.dto.js';

/** A stall as the public map shows it: never who holds or occupies it. */
export class BoothDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'AK-01' })
  number!: string;

  @ApiProperty({ example: 1 })
  areaId!: number;

  @ApiProperty({ example: 'AK' })
  areaCode!: string;

  @ApiProperty({ enum: BOOTH_STATUSES, enumName: 'BoothStatus' })
  status!: BoothStatus;

  @ApiProperty({ description: 'Von einem anderen Händler gerade reserviert (30 Minuten)' })
  isBeingProcessed!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'Restminuten der Reservierung' })
  reservationTimeLeft!: number | null;

  @ApiProperty({ type: String, nullable: true })
  locationDescription!: string | null;

  @ApiProperty({
    type: StallPlacementDto,
    nullable: true,
    description: 'Platz auf dem Lageplan; null: noch nicht eingezeichnet',
  })
  placement!: StallPlacementDto | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Breite in cm; null: unbekannt' })
  widthCm!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Tiefe in cm; null: unbekannt' })
  depthCm!: number | null;

  @ApiProperty({ type: StallAttributesDto }) attributes!: StallAttributesDto;

  @ApiCents('Standgebühr, der ein Händler jetzt zustimmen würde (mit Zuschlägen)', 17500)
  price!: number;

  @ApiProperty({ type: StallPriceDetailDto }) priceDetail!: StallPriceDetailDto;

  static from(booth: PublicBooth, now: Date): BoothDto {
    const detail = stallPriceDetail(booth.areaPricing, {
      ...booth.attributes,
      widthCm: booth.widthCm,
    });
    return {
      id: booth.id,
      number: booth.number,
      areaId: booth.areaId,
      areaCode: booth.areaCode,
      status: booth.status,
      isBeingProcessed: holdIsActive(booth.held, booth.holdExpiresAt, now),
      reservationTimeLeft: holdMinutesLeft(booth.held, booth.holdExpiresAt, now),
      locationDescription: booth.locationDescription,
      placement: booth.placement,
      widthCm: booth.widthCm,
      depthCm: booth.depthCm,
      attributes: booth.attributes,
      price: stallPriceTotal(detail),
      priceDetail: StallPriceDetailDto.from(detail),
    };
  }
}
