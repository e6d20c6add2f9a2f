import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SEASON_MESSAGES } from '@standl/contracts';
import { GetMarketSettingsQuery, UpdateMarketSettingsCommand } from '../../market/index.js';
import { ListVendorAccountsQuery } from '../../payments/index.js';
import { DeleteVendorCommand, ListSeasonVendorsQuery } from '../../registration/index.js';
import { Clock, viennaEndOfDay } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import { DomainEventRecord } from '../../shared/events/domain-event-record.entity.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { ArchiveEntry } from '../domain/archive-entry.entity.js';
import { ArchiveSeasonCommand, type SeasonChange } from './archive-season.command.js';
import { SeasonArchivedEvent } from './season-archived.event.js';

@CommandHandler(ArchiveSeasonCommand)
export class ArchiveSeasonHandler implements ICommandHandler<ArchiveSeasonCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ dryRun, actor }: ArchiveSeasonCommand): Promise<SeasonChange> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, 'archive:season');
      const market = await this.queryBus.execute(new GetMarketSettingsQuery());
      const now = this.clock.now();
      const marketEnd = market.marketEndDate ? viennaEndOfDay(market.marketEndDate) : now;
      // The dry run may look ahead; archiving waits for the end of the last market day.
      if (!dryRun && now <= marketEnd) throw new ConflictError(SEASON_MESSAGES.tooEarly);
      const archived = await em.count(DomainEventRecord, {
        type: SeasonArchivedEvent.TYPE,
        payload: { marketEndDate: market.marketEndDate ?? '' },
      });
      if (archived > 0) throw new ConflictError(SEASON_MESSAGES.alreadyArchived);

      // Who registered after the market ended is already a vendor of the next season.
      const vendors = await this.queryBus.execute(new ListSeasonVendorsQuery(marketEnd));
      const accounts = await this.queryBus.execute(
        new ListVendorAccountsQuery(vendors.map((vendor) => vendor.id)),
      );
      const year = market.currentYear;
      const change: SeasonChange = {
        dryRun,
        year,
        nextYear: year + 1,
        vendorCount: vendors.length,
        blockedCount: vendors.filter((vendor) => vendor.isBlocked).length,
        stallsFreed: vendors.filter((vendor) => vendor.booth).length,
        vendors: vendors.map((vendor) => ({
          vendorId: vendor.id,
          name: vendor.name,
          boothNumber: vendor.booth?.number ?? null,
          status: vendor.status,
          blocked: vendor.isBlocked,
        })),
      };
      if (dryRun) return change;

      for (const vendor of vendors) {
        const account = accounts.get(vendor.id);
        const entry =
          (await em.findOne(ArchiveEntry, { vendorId: vendor.id, year })) ??
          em.create(ArchiveEntry, {
            vendorId: vendor.id,
            year,
            name: '',
            email: '',
            archivedAt: now,
          });
        // docs/decisions.md 80: name, e-mail, stall, area, amounts and block state; nothing more.
        em.assign(entry, {
          name: vendor.name,
          email: vendor.email,
          phone: null,
          description: null,
          status: vendor.isBlocked ? 'blocked' : entry.status,
          reason: vendor.isBlocked ? vendor.blockedReason : entry.reason,
          accessBlocked: vendor.isBlocked || entry.accessBlocked,
          canBeUnblocked: vendor.isBlocked ? vendor.canBeUnblocked : entry.canBeUnblocked,
          boothArea: vendor.booth?.areaName ?? null,
          boothNumber: vendor.booth?.number ?? null,
          totalAmount: account?.totalAmount ?? 0,
          paymentAmount: account?.paidAmount ?? 0,
          paymentMethod: account?.paymentMethod ?? null,
          archivedAt: now,
        });
        await em.flush();
        await this.commandBus.execute(new DeleteVendorCommand(vendor.id, actor));
      }
      await this.commandBus.execute(
        new UpdateMarketSettingsCommand({ currentYear: change.nextYear }, actor),
      );
      record(
        new SeasonArchivedEvent(String(year), {
          year,
          nextYear: change.nextYear,
          marketEndDate: market.marketEndDate,
          vendorCount: change.vendorCount,
          stallsFreed: change.stallsFreed,
        }),
      );
      return change;
    }, actor);
  }
}
