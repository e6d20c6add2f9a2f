import { ApiProperty } from '@nestjs/swagger';

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
}
