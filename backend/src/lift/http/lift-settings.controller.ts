import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetLiftSettingsQuery } from '../queries/get-lift-settings.query.js';
import { GetLiftDaysQuery } from '../queries/lift.queries.js';
import { LiftSettingsDto } from './lift-settings.dto.js';

@ApiTags('Lift')
@Controller('lift-settings')
export class LiftSettingsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Zeiten und Tage der Lift-Termine für Aufbau und Abbau' })
  @ApiOkResponse({ type: LiftSettingsDto })
  async getLiftSettings(): Promise<LiftSettingsDto> {
    const [settings, days] = await Promise.all([
      this.queryBus.execute(new GetLiftSettingsQuery()),
      this.queryBus.execute(new GetLiftDaysQuery()),
    ]);
    return LiftSettingsDto.from(settings, days);
  }
}
