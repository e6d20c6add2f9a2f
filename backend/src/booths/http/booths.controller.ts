import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../shared/clock/clock.js';
import { PublicSnapshot } from '../../shared/http/public-snapshots.js';
import { ListBoothAreasQuery } from '../queries/list-booth-areas.query.js';
import { ListPublicBoothsQuery } from '../queries/list-public-booths.query.js';
import { BoothAreaDto } from './booth-area.dto.js';
import { BoothDto } from './booth.dto.js';

@ApiTags('Standplätze')
@Controller()
export class BoothsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @PublicSnapshot()
  @Get('booth-areas')
  @ApiOperation({ summary: 'Standplatz-Bereiche mit Preis und Anzahl der Plätze' })
  @ApiOkResponse({ type: [BoothAreaDto] })
  async listBoothAreas(): Promise<BoothAreaDto[]> {
    const areas = await this.queryBus.execute(new ListBoothAreasQuery());
    return areas.map((area) => BoothAreaDto.from(area));
  }

  @PublicSnapshot()
  @Get('booths')
  @ApiOperation({
    summary:
      'Standplätze der Bereiche mit Selbstauswahl und ihr Status (Plätze anderer Bereiche vergibt nur der Veranstalter)',
  })
  @ApiOkResponse({ type: [BoothDto] })
  async listBooths(): Promise<BoothDto[]> {
    const booths = await this.queryBus.execute(new ListPublicBoothsQuery());
    const now = this.clock.now();
    return booths.map((booth) => BoothDto.from(booth, now));
  }
}
