import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ArchiveEntry } from '../domain/archive-entry.entity.js';
import { ArchiveSeasonHandler } from './archive-season.handler.js';
import { SeasonController } from './season.controller.js';

/** The season change of DECISIONS 30: archive the season's vendors and advance the year. */
@Module({
  imports: [MikroOrmModule.forFeature([ArchiveEntry])],
  controllers: [SeasonController],
  providers: [ArchiveSeasonHandler],
})
export class SeasonModule {}
