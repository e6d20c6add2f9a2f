import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ArchiveEntry } from './domain/archive-entry.entity.js';
import { FindPreviousBoothHandler } from './queries/find-previous-booth.handler.js';
import { IsEmailBlockedHandler } from './queries/is-email-blocked.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([ArchiveEntry])],
  providers: [IsEmailBlockedHandler, FindPreviousBoothHandler],
})
export class ArchiveModule {}
