import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ARCHIVE_MESSAGES } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import {
  BlockVendorCommand,
  FindVendorIdsByEmailQuery,
  GetVendorMailDataQuery,
  GetVendorStandingQuery,
  MarkBlockPermanenceCommand,
  UnblockVendorCommand,
} from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { ArchiveEntry } from '../domain/archive-entry.entity.js';
import {
  ArchiveEntryBlockedEvent,
  ArchiveEntryPermanenceChangedEvent,
  ArchiveEntryUnblockedEvent,
} from '../domain/archive.events.js';
import { blockInArchive, liftBlocks } from '../domain/block-list.js';
import { type ArchiveEntryView, viewOfEntry } from '../queries/archive-entry.view.js';
import {
  BlockVendorInArchiveCommand,
  MarkArchiveBlockPermanenceCommand,
  UnblockArchiveEntryCommand,
} from './archive-block.commands.js';
import { blockedVendorData } from './blocked-vendor-data.js';

@CommandHandler(BlockVendorInArchiveCommand)
export class BlockVendorInArchiveHandler implements ICommandHandler<BlockVendorInArchiveCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({
    vendorId,
    reason,
    year,
    actor,
    canBeUnblocked,
  }: BlockVendorInArchiveCommand): Promise<ArchiveEntryView> {
    return this.transaction.run(async ({ em, record }) => {
      // The live vendor first (it locks the vendor row and 404s for an unknown one), then the
      // entry with what the vendor is now.
      await this.commandBus.execute(
        new BlockVendorCommand(vendorId, reason, actor, canBeUnblocked),
      );
      const vendor = await blockedVendorData(this.queryBus, vendorId);
      if (!vendor) throw new NotFoundError(ARCHIVE_MESSAGES.vendorNotFound);
      const { currentYear } = await this.queryBus.execute(new GetMarketSettingsQuery());
      const { entry, changed } = await blockInArchive(
        em,
        vendor,
        reason,
        year,
        currentYear,
        this.clock.now(),
      );
      if (changed) {
        record(
          new ArchiveEntryBlockedEvent(String(entry.id), { vendorId, year: entry.year, reason }),
        );
      }
      return viewOfEntry(entry);
    }, actor);
  }
}

@CommandHandler(UnblockArchiveEntryCommand)
export class UnblockArchiveEntryHandler implements ICommandHandler<UnblockArchiveEntryCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  execute({ entryId, actor }: UnblockArchiveEntryCommand): Promise<ArchiveEntryView> {
    return this.transaction.run(async ({ em, record }) => {
      const entry = await em.findOne(ArchiveEntry, { id: entryId });
      if (!entry) throw new NotFoundError(ARCHIVE_MESSAGES.entryNotFound);
      // The entry's vendor and any live vendor of the address: the person may register again.
      const liveIds = new Set([
        ...(entry.vendorId ? [entry.vendorId] : []),
        ...(await this.queryBus.execute(new FindVendorIdsByEmailQuery(entry.email))),
      ]);
      const live = await this.queryBus.execute(new GetVendorMailDataQuery([...liveIds]));
      for (const vendor of live.values()) {
        if (vendor.isBlocked) {
          await this.commandBus.execute(new UnblockVendorCommand(vendor.id, actor));
        }
      }
      // Refused for a permanent block (as the vendor's own unblock is): all of it rolls back.
      const changed = entry.unblock();
      const others = await liftBlocks(em, { vendorId: entry.vendorId, email: entry.email });
      for (const lifted of [...(changed ? [entry] : []), ...others.filter((e) => e !== entry)]) {
        record(
          new ArchiveEntryUnblockedEvent(String(lifted.id), {
            vendorId: lifted.vendorId,
            year: lifted.year,
          }),
        );
      }
      await em.flush();
      return viewOfEntry(entry);
    }, actor);
  }
}

@CommandHandler(MarkArchiveBlockPermanenceCommand)
export class MarkArchiveBlockPermanenceHandler implements ICommandHandler<MarkArchiveBlockPermanenceCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  execute({
    entryId,
    canBeUnblocked,
    actor,
  }: MarkArchiveBlockPermanenceCommand): Promise<ArchiveEntryView> {
    return this.transaction.run(async ({ em, record }) => {
      const entry = await em.findOne(ArchiveEntry, { id: entryId });
      if (!entry) throw new NotFoundError(ARCHIVE_MESSAGES.entryNotFound);
      if (entry.vendorId) {
        // Two facts in one transaction: the entry's mark and the live vendor's.
        const live = await this.queryBus.execute(new GetVendorStandingQuery(entry.vendorId));
        if (live?.isBlocked) {
          await this.commandBus.execute(
            new MarkBlockPermanenceCommand(entry.vendorId, canBeUnblocked, actor),
          );
        }
      }
      if (entry.markPermanence(canBeUnblocked)) {
        record(
          new ArchiveEntryPermanenceChangedEvent(String(entry.id), {
            vendorId: entry.vendorId,
            canBeUnblocked,
          }),
        );
      }
      await em.flush();
      return viewOfEntry(entry);
    }, actor);
  }
}
