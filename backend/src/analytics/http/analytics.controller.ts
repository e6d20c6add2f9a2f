import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HttpRequest } from '../../shared/http/http-server.js';
import { RateLimit } from '../../shared/rate-limit/rate-limit.guard.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { RecordAnalyticsEventCommand } from '../commands/record-analytics-event.command.js';
import { RecordAnalyticsEventDto } from './record-analytics-event.dto.js';

export const ANALYTICS_RATE_LIMIT = { name: 'analytics', limit: 120, windowMs: 60_000 };

@ApiTags('Analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('events')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit(ANALYTICS_RATE_LIMIT)
  @ApiOperation({ summary: 'Speichert ein Analytics-Ereignis (Seitenaufruf, Anmeldeschritt, …)' })
  @ApiNoContentResponse({ description: 'Gespeichert' })
  @ApiErrors({ status: 429, description: 'Zu viele Ereignisse von dieser Adresse' })
  async recordAnalyticsEvent(
    @Body() body: RecordAnalyticsEventDto,
    @Req() request: HttpRequest,
  ): Promise<void> {
    await this.commandBus.execute(
      new RecordAnalyticsEventCommand(body, {
        address: request.ip ?? 'unknown',
        userAgent: request.headers['user-agent'],
      }),
    );
  }
}
