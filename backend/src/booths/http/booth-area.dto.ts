import { ApiProperty } from '@nestjs/swagger';
import type { BoothAreaSummary } from '../queries/list-booth-areas.query.js';
import { ApiPricePerMeter } from '../../shared/http/api-money.js';
import { AreaPlanDto, AreaSurchargesDto } from './floor-plan.dto.js';

export class BoothAreaDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'AK' })
  code!: string;

  @ApiProperty({ example: 'Arkadenhof' })
  name!: string;

  @ApiProperty({ description: 'Standgebühr in Cent', example: 15000 })
  price!: number;

  @ApiPricePerMeter()
  pricePerMeter!: number | null;

  @ApiProperty({ example: 24 })
  totalBooths!: number;

  @ApiProperty({ description: 'In der Standplatz-Selbstauswahl sichtbar' })
  allowSelfSelection!: boolean;

  @ApiProperty({ description: 'Geschlossen: neue Anmeldungen kommen auf die Warteliste' })
  closedForSelection!: boolean;

  @ApiProperty({ description: 'Standplätze, die gerade frei sind', example: 3 })
  freeStalls!: number;

  @ApiProperty({
    description: 'Warteliste offen: der Bereich ist geschlossen oder hat keinen freien Platz',
  })
  waitlistOpen!: boolean;

  @ApiProperty({
    type: AreaPlanDto,
    nullable: true,
    description: 'Lageplan des Bereichs; null: noch keiner angelegt',
  })
  plan!: AreaPlanDto | null;

  @ApiProperty({ type: AreaSurchargesDto }) surcharges!: AreaSurchargesDto;

  static from(area: BoothAreaSummary): BoothAreaDto {
    return {
      id: area.id,
      code: area.code,
      name: area.name,
      price: area.price,
      pricePerMeter: area.pricePerMeter,
      totalBooths: area.totalBooths,
      allowSelfSelection: area.allowSelfSelection,
      closedForSelection: area.closedForSelection,
      freeStalls: area.freeStalls,
      waitlistOpen: area.closedForSelection || area.freeStalls === 0,
      plan: AreaPlanDto.from(area.id, area.plan, area.planImage?.contentHash ?? null),
      surcharges: area.surcharges,
    };
  }
}
