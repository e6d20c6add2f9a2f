import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/sql';
import type { HttpReply } from '../http/http-server.js';
import { HTTP_MESSAGES } from '@standl/contracts';
import { errorBody } from '../http/api-exception.filter.js';
import { NoRateLimit } from '../rate-limit/rate-limit.guard.js';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ enum: ['ok'] })
  database!: 'ok';
}

/** The API's error body, plus the same two fields as the healthy answer. */
export class HealthUnavailableDto {
  @ApiProperty({ example: 503 })
  statusCode!: number;

  @ApiProperty({ example: HTTP_MESSAGES.databaseUnavailable })
  message!: string;

  @ApiProperty({ example: 'Service Unavailable' })
  error!: string;

  @ApiProperty({ enum: ['HTTP_DATABASE_UNAVAILABLE'] })
  code!: 'HTTP_DATABASE_UNAVAILABLE';

  @ApiProperty({ enum: ['error'] })
  status!: 'error';

  @ApiProperty({ enum: ['down'] })
  database!: 'down';
}

/**
 * Health (and any readiness route added here) is never rate-limited nor counted (issue 26): a
 * load balancer or monitor behind an address many clients share must not read 429 as a dead
 * instance.
 */
@ApiTags('System')
@NoRateLimit()
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  /**
   * Answers within the pool's connection timeout (a few seconds) while the database is away,
   * and 200 again with the first connection that succeeds after it is back.
   */
  @Get()
  @ApiOperation({
    summary: 'Betriebsbereitschaft inklusive Datenbank',
    description:
      'Ohne Anfragelimit: wird nie mit 429 beantwortet und zählt nicht zum Anfragebudget der Adresse.',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({
    description: 'Die Datenbank antwortet nicht.',
    type: HealthUnavailableDto,
  })
  async getHealth(@Res() response: HttpReply): Promise<void> {
    try {
      // Plain SQL on purpose: a connection probe that reads no table.
      await this.em.getConnection().execute('select 1');
    } catch {
      const down: HealthUnavailableDto = {
        ...errorBody(HttpStatus.SERVICE_UNAVAILABLE, HTTP_MESSAGES.databaseUnavailable),
        code: 'HTTP_DATABASE_UNAVAILABLE',
        status: 'error',
        database: 'down',
      };
      response.status(HttpStatus.SERVICE_UNAVAILABLE).send(down);
      return;
    }
    const up: HealthDto = { status: 'ok', database: 'ok' };
    response.send(up);
  }
}
