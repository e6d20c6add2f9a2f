import { Controller, Get } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AlsoFor } from '../../auth/admin.guard.js';
import { JobCatalog } from '../job-catalog.js';
import { JOB_RUN_STATUSES, type JobRunStatus } from '../job-run.entity.js';
import { JobRunner } from '../job-runner.js';
import type { JobSchedule } from '../scheduled-job.js';

export class JobRunDto {
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: string | null;
  @ApiProperty({ enum: JOB_RUN_STATUSES, enumName: 'JobRunStatus' }) status!: JobRunStatus;
  @ApiProperty({ example: '2 Händler gesperrt (nicht aufgebaut)' }) summary!: string;
}

export class JobDto {
  @ApiProperty({ example: 'block-not-set-up' }) name!: string;
  @ApiProperty({ example: 'Sperre: nicht aufgebaut bis zum letzten Markttag 18:00' })
  label!: string;
  @ApiProperty({ example: 'alle 10 Minuten' }) schedule!: string;
  @ApiProperty({ type: JobRunDto, nullable: true }) lastRun!: JobRunDto | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Wann der Job das nächste Mal etwas tut; null: in dieser Saison nichts mehr',
  })
  nextRunAt!: string | null;
}

/** The jobs page (issue 15): each scheduled job with its schedule, last run and next run. */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin/jobs')
export class AdminJobsController {
  constructor(
    private readonly catalog: JobCatalog,
    private readonly runner: JobRunner,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Geplante Jobs mit Zeitplan, letztem Lauf und nächstem Lauf' })
  @ApiOkResponse({ type: [JobDto] })
  @AlsoFor('reader')
  async listJobs(): Promise<JobDto[]> {
    const lastRuns = await this.runner.lastRuns();
    return Promise.all(
      this.catalog.list().map(async (job): Promise<JobDto> => {
        const last = lastRuns.get(job.name);
        const schedule = this.schedule(job.name);
        const next = job.instance.nextRunAt
          ? await job.instance.nextRunAt(schedule)
          : schedule.nextTick;
        return {
          name: job.name,
          label: job.label,
          schedule: job.schedule,
          lastRun: last
            ? {
                startedAt: last.startedAt.toISOString(),
                finishedAt: last.finishedAt?.toISOString() ?? null,
                status: last.status,
                summary: last.summary,
              }
            : null,
          nextRunAt: next?.toISOString() ?? null,
        };
      }),
    );
  }

  private schedule(name: string): JobSchedule {
    if (!this.scheduler.doesExist('cron', name)) {
      return { nextTick: null, firstTickFrom: () => null };
    }
    const cron = this.scheduler.getCronJob(name);
    return {
      nextTick: cron.nextDate().toJSDate(),
      // The cron library answers the first tick strictly after the moment it is given.
      firstTickFrom: (moment) =>
        cron.cronTime
          .getNextDateFrom(new Date(moment.getTime() - 1), cron.cronTime.timeZone)
          .toJSDate(),
    };
  }
}
