import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { JobsModule } from '../shared/jobs/jobs.module.js';
import {
  BlockVendorInArchiveHandler,
  MarkArchiveBlockPermanenceHandler,
  UnblockArchiveEntryHandler,
} from './commands/archive-block.handlers.js';
import { ArchiveEntry } from './domain/archive-entry.entity.js';
import { VendorArchiveController } from './http/vendor-archive.controller.js';
import { BlockNotSetUpJob } from './jobs/block-not-set-up.job.js';
import { BlockOpenAmountJob } from './jobs/block-open-amount.job.js';
import { FindPreviousBoothHandler } from './queries/find-previous-booth.handler.js';
import { IsEmailBlockedHandler } from './queries/is-email-blocked.handler.js';
import { ListArchiveEntriesHandler } from './queries/list-archive-entries.handler.js';
import { BlockListReactor } from './reactions/block-list.reactor.js';

@Module({
  imports: [MikroOrmModule.forFeature([ArchiveEntry]), JobsModule],
  controllers: [VendorArchiveController],
  providers: [
    IsEmailBlockedHandler,
    FindPreviousBoothHandler,
    ListArchiveEntriesHandler,
    BlockVendorInArchiveHandler,
    MarkArchiveBlockPermanenceHandler,
    UnblockArchiveEntryHandler,
    BlockListReactor,
    BlockNotSetUpJob,
    BlockOpenAmountJob,
  ],
})
export class ArchiveModule {}
