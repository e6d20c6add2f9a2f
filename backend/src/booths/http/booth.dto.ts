import { ApiProperty } from '@nestjs/swagger';
import { BOOTH_STATUSES, type BoothStatus } from '@standl/contracts';
import type { Booth } from '../domain/booth.entity.js';

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

  static from(booth: Booth, now: Date): BoothDto {
    return {
      id: booth.id,
      number: booth.number,
      areaId: booth.area.id,
      areaCode: booth.area.code,
      status: booth.status,
      isBeingProcessed: booth.isHeld(now),
      reservationTimeLeft: booth.holdMinutesLeft(now),
      locationDescription: booth.locationDescription,
    };
  }
}
