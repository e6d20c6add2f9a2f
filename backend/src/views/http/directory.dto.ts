import { ApiProperty } from '@nestjs/swagger';
import { StallPlacementDto } from '../../booths/index.js';

/**
 * One exhibitor of the public directory: what the vendor agreed to show (name or firm, goods,
 * stall) and nothing else: no e-mail, phone, access code or vendor id (decision 330).
 */
export class DirectoryEntryDto {
  @ApiProperty({ description: 'Name oder Firma', example: 'Kerzenzieherei Huber' })
  name!: string;

  @ApiProperty({
    description: 'Was der Aussteller anbietet (die Beschreibung aus der Anmeldung)',
    example: 'Handgezogene Bienenwachskerzen',
  })
  description!: string;

  @ApiProperty({ example: 7 }) boothId!: number;
  @ApiProperty({ example: 'AK-07' }) boothNumber!: string;
  @ApiProperty({ example: 1 }) areaId!: number;
  @ApiProperty({ example: 'AK' }) areaCode!: string;
  @ApiProperty({ example: 'Arkadenhof' }) areaName!: string;

  @ApiProperty({
    type: StallPlacementDto,
    nullable: true,
    description:
      'Wo der Standplatz auf dem Lageplan des Bereichs steht (null: nicht eingezeichnet); den Plan nennt GET /api/booth-areas',
  })
  placement!: StallPlacementDto | null;
}

export class DirectoryDto {
  @ApiProperty({ description: 'Das Jahr des Markts (aus seinem ersten Markttag)', example: 2026 })
  year!: number;

  @ApiProperty({
    type: [DirectoryEntryDto],
    description: 'Nach Bereich, dann Standplatznummer sortiert',
  })
  entries!: DirectoryEntryDto[];
}
