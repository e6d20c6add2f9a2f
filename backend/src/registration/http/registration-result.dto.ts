import { ApiProperty } from '@nestjs/swagger';

/** The vendor's place on an area's waiting list. */
export class WaitlistPlaceDto {
  @ApiProperty({ example: 1 }) areaId!: number;
  @ApiProperty({ example: 'Arkadenhof' }) areaName!: string;
  @ApiProperty({ example: 3, description: 'Position unter den Wartenden, ab 1' })
  position!: number;
}

export class RegistrationResultDto {
  @ApiProperty({ format: 'uuid' })
  vendorId!: string;

  @ApiProperty({ example: '7K3QZ9XW2M', description: 'Zugangscode (10 Zeichen)' })
  accessCode!: string;

  @ApiProperty({ description: 'Anzahlung für den gewählten Standplatz offen' })
  requiresPayment!: boolean;

  @ApiProperty({ type: Number, nullable: true })
  selectedBoothId!: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'AK-07' })
  boothNumber!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Ende der 30-minütigen Reservierung',
  })
  holdExpiresAt!: string | null;

  @ApiProperty({
    type: WaitlistPlaceDto,
    nullable: true,
    description: 'Die Warteliste, auf der der Händler steht (waitlistAreaId)',
  })
  waitlist!: WaitlistPlaceDto | null;
}
