import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { JobsModule } from '../../shared/jobs/jobs.module.js';
import { ArchiveEntry } from '../domain/archive-entry.entity.js';
import { ArchiveSeasonHandler } from './archive-season.handler.js';
import { ArchiveSeasonJob } from './archive-season.job.js';
import { SeasonController } from './season.controller.js';

/** The season change of docs/decisions.md 80: archive the season's vendors and advance the year. */
@Module({
  imports: [MikroOrmModule.forFeature([ArchiveEntry]), JobsModule],
  controllers: [SeasonController],
  providers: [ArchiveSeasonHandler, ArchiveSeasonJob],
})
export class SeasonModule {}
