import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUDIT_LOG } from '@standl/contracts';
import type { HttpReply } from '../../shared/http/http-server.js';
import { AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { Clock, viennaDate } from '../../shared/clock/clock.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { ListAuditLogQuery } from '../queries/audit-log.query.js';
import { GetSettingsChangesQuery } from '../queries/settings-changes.js';
import { auditLogCsv, auditLogFileName } from './audit-log-csv.js';
import {
  AuditLogExportQueryDto,
  auditLogFilter,
  AuditLogPageDto,
  AuditLogQueryDto,
  SettingsChangesDto,
} from './audit-log.dto.js';

/**
 * The 'Protokoll': who did what, by person and day (issue 29, docs/decisions.md 219). The list is
 * open to organisers and 'Lesen'; the export, like every export, only to organisers.
 */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class AdminAuditLogController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get('audit-log')
  @ApiOperation({
    summary:
      'Protokoll: wer was getan hat, neueste zuerst, nach Zeitraum (Wiener Tage), Person und Suche',
  })
  @ApiOkResponse({ type: AuditLogPageDto })
  @ApiErrors(400)
  @AlsoFor('reader')
  async listAuditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const filter = auditLogFilter(query, viennaDate(this.clock.now()));
    const pageSize = query.pageSize ?? AUDIT_LOG.defaultPageSize;
    const page = await this.queryBus.execute(
      new ListAuditLogQuery(filter, {
        offset: ((query.page ?? 1) - 1) * pageSize,
        limit: pageSize,
      }),
    );
    return AuditLogPageDto.from(page, filter);
  }

  @Get('audit-log/settings')
  @ApiOperation({
    summary:
      'Wer die Einstellungen (Markt, Rechnung, Lift, E-Mail-Prüfung) zuletzt geändert hat, und wann',
  })
  @ApiOkResponse({ type: SettingsChangesDto })
  @AlsoFor('cashier', 'reader')
  async settingsChanges(): Promise<SettingsChangesDto> {
    return SettingsChangesDto.from(await this.queryBus.execute(new GetSettingsChangesQuery()));
  }

  @Get('audit-log/export')
  @ApiOperation({
    summary: `Protokoll als CSV (UTF-8 mit BOM, Semikolon), dieselben Filter; höchstens ${AUDIT_LOG.maxRows} Einträge`,
  })
  @ApiOkResponse({
    description: 'protokoll-JJJJ-MM-TT.csv',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiErrors(400)
  async exportAuditLog(
    @Query() query: AuditLogExportQueryDto,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<StreamableFile> {
    const today = viennaDate(this.clock.now());
    const filter = auditLogFilter(query, today);
    const { entries } = await this.queryBus.execute(new ListAuditLogQuery(filter, null));
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(Buffer.from(auditLogCsv(entries), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${auditLogFileName(today)}"`,
    });
  }
}
