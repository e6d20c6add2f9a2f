import { ApiProperty } from '@nestjs/swagger';
import { BOOTH_STATUSES, type BoothStatus } from '@standl/contracts';
import { holdIsActive, holdMinutesLeft } from '../domain/booth.entity.js';
import type { PublicBooth } from '../queries/list-public-booths.query.js';
import { StallLayoutDto } from './floor-plan.dto.js';

/** A stall as the public map shows it: never who holds or occupies it. */
export class BoothDto extends StallLayoutDto {
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

  static from(booth: PublicBooth, now: Date): BoothDto {
    return {
      id: booth.id,
      number: booth.number,
      areaId: booth.areaId,
      areaCode: booth.areaCode,
      status: booth.status,
      isBeingProcessed: holdIsActive(booth.held, booth.holdExpiresAt, now),
      reservationTimeLeft: holdMinutesLeft(booth.held, booth.holdExpiresAt, now),
      locationDescription: booth.locationDescription,
      ...StallLayoutDto.of(booth, booth.areaPricing),
    };
  }
}
