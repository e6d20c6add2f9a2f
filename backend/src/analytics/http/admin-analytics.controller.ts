import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { Clock, viennaDate } from '../../shared/clock/clock.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { ReportPeriodError, reportPeriod } from '../domain/report-period.js';
import { GetAnalyticsReportQuery } from '../queries/get-analytics-report.query.js';
import { AnalyticsReportDto, AnalyticsReportQueryDto } from './admin-analytics.dto.js';

/** The analytics tab (spec 001 section 2, issue 16): aggregates only, no personal data. */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class AdminAnalyticsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get('analytics')
  @ApiOperation({
    summary:
      'Auswertung eines Zeitraums (Tage in Wien): Anmeldungen je Tag, Trichter, Standplatz-Bereiche, Zahlungen, Statusabfragen, Seitenaufrufe, Geräte',
  })
  @ApiOkResponse({ type: AnalyticsReportDto })
  @ApiErrors(400)
  @AlsoFor('reader')
  async getAnalyticsReport(@Query() query: AnalyticsReportQueryDto): Promise<AnalyticsReportDto> {
    let period;
    try {
      period = reportPeriod(query, viennaDate(this.clock.now()));
    } catch (error) {
      if (error instanceof ReportPeriodError) throw new BadRequestException(error.message);
      throw error;
    }
    return this.queryBus.execute(new GetAnalyticsReportQuery(period.from, period.to));
  }
}
