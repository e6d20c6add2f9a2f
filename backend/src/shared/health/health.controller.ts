import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/sql';
import { HTTP_MESSAGES } from '@standl/contracts';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ enum: ['ok'] })
  database!: 'ok';
}

@ApiTags('System')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiOperation({ summary: 'Betriebsbereitschaft inklusive Datenbank' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'Die Datenbank antwortet nicht.' })
  async getHealth(): Promise<HealthDto> {
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      throw new ServiceUnavailableException(HTTP_MESSAGES.serviceUnavailable);
    }
    return { status: 'ok', database: 'ok' };
  }
}
