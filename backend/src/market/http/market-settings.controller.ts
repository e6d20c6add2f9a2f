import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicSnapshot } from '../../shared/http/public-snapshots.js';
import { GetMarketSettingsQuery } from '../queries/get-market-settings.query.js';
import { MarketSettingsDto } from './market-settings.dto.js';

@ApiTags('Markt')
@Controller('market-settings')
export class MarketSettingsController {
  constructor(private readonly queryBus: QueryBus) {}

  @PublicSnapshot()
  @Get()
  @ApiOperation({ summary: 'Marktdaten, Öffnungszeiten, Anmeldezeitraum und Veranstalter' })
  @ApiOkResponse({ type: MarketSettingsDto })
  async getMarketSettings(): Promise<MarketSettingsDto> {
    return MarketSettingsDto.from(await this.queryBus.execute(new GetMarketSettingsQuery()));
  }
}
