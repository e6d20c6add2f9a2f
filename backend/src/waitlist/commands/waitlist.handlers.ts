import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { WAITLIST_MESSAGES } from '@standl/contracts';
import { GetVendorBoothQuery } from '../../booths/index.js';
import {
  GetVendorStandingQuery,
  JoinWaitlistCommand,
  type WaitlistPlace,
} from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { rankOf } from '../domain/pairing.js';
import { ACTIVE_ENTRY_STATES, WaitlistEntry } from '../domain/waitlist-entry.entity.js';
import { WaitlistOffer } from '../domain/waitlist-offer.entity.js';
import {
  WaitlistJoinedEvent,
  WaitlistLeftEvent,
  WaitlistReorderedEvent,
} from '../domain/waitlist.events.js';
import { WaitlistBook } from './waitlist-book.js';
import {
  DeleteVendorWaitlistCommand,
  RemoveFromWaitlistCommand,
  ReorderWaitlistCommand,
} from './waitlist.commands.js';

/** The area's list is changed by one transaction at a time (positions, offers). */
export function lockArea(em: EntityManager, areaId: number): Promise<void> {
  return lockForTransaction(em, `waitlist-area:${areaId}`);
}

/** The stored positions of an area's active entries. */
export async function activePositions(em: EntityManager, areaId: number): Promise<number[]> {
  const entries = await em.find(
    WaitlistEntry,
    { areaId, state: { $in: [...ACTIVE_ENTRY_STATES] } },
    { fields: ['position'] },
  );
  return entries.map((entry) => entry.position);
}

@CommandHandler(JoinWaitlistCommand)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlistCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly book: WaitlistBook,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, areaId, addedBy }: JoinWaitlistCommand): Promise<WaitlistPlace> {
    return this.transaction.run(async ({ em, record }) => {
      await lockArea(em, areaId);
      const now = this.clock.now();
      const area = await this.book.area(areaId);
      if (!area) throw new NotFoundError(WAITLIST_MESSAGES.areaNotFound);
      const standing = await this.queryBus.execute(new GetVendorStandingQuery(vendorId));
      if (!standing) throw new NotFoundError(WAITLIST_MESSAGES.vendorNotFound);
      if (standing.isBlocked || standing.registrationState === 'rejected') {
        throw new ConflictError(WAITLIST_MESSAGES.vendorMayNotWait);
      }
      const stall = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
      if (stall && stall.holdExpiresAt === null)
        throw new ConflictError(WAITLIST_MESSAGES.hasStall);
      // The organiser may put anyone on a list; a vendor only where no stall can be picked.
      if (addedBy === null && !area.closedForSelection && area.freeStalls > 0) {
        throw new ConflictError(WAITLIST_MESSAGES.areaHasFreeStall(area.name));
      }
      const current = await em.findOne(WaitlistEntry, {
        vendorId,
        state: { $in: [...ACTIVE_ENTRY_STATES] },
      });
      if (current) {
        const currentArea = await this.book.area(current.areaId);
        throw new ConflictError(WAITLIST_MESSAGES.alreadyWaiting(currentArea?.name ?? area.name));
      }
      const [{ last }] = await em.execute<{ last: number | null }[]>(
        'select max(position) as last from waitlist_entry where area_id = ?',
        [areaId],
      );
      const entry = em.create(WaitlistEntry, {
        vendorId,
        areaId,
        position: Number(last ?? 0) + 1,
        createdAt: now,
        updatedAt: now,
      });
      try {
        await em.flush();
      } catch (error) {
        // The partial unique index: the vendor joined another list at this very moment.
        if (error instanceof UniqueConstraintViolationException) {
          throw new ConflictError(WAITLIST_MESSAGES.alreadyWaiting(area.name));
        }
        throw error;
      }
      const position = rankOf(await activePositions(em, areaId), entry.position);
      record(
        new WaitlistJoinedEvent(vendorId, {
          entryId: entry.id,
          areaId,
          areaName: area.name,
          position,
          addedBy,
        }),
      );
      return { entryId: entry.id, areaId, areaName: area.name, position, joinedAt: now };
    }, addedBy ?? 'vendor');
  }
}

@CommandHandler(RemoveFromWaitlistCommand)
export class RemoveFromWaitlistHandler implements ICommandHandler<RemoveFromWaitlistCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly book: WaitlistBook,
    private readonly clock: Clock,
  ) {}

  execute({ target, reason, actor }: RemoveFromWaitlistCommand) {
    return this.transaction.run(async (scope) => {
      const { em, record } = scope;
      const found =
        'entryId' in target
          ? await em.findOne(WaitlistEntry, { id: target.entryId })
          : await em.findOne(WaitlistEntry, {
              vendorId: target.vendorId,
              state: { $in: [...ACTIVE_ENTRY_STATES] },
            });
      if (!found) {
        if ('entryId' in target) throw new NotFoundError(WAITLIST_MESSAGES.entryNotFound);
        return { removed: false };
      }
      await lockArea(em, found.areaId);
      // The offer before the entry, in the order an answer to the offer locks them.
      const offer = await em.findOne(
        WaitlistOffer,
        { entryId: found.id, state: 'open' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const entry = await em.findOneOrFail(
        WaitlistEntry,
        { id: found.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!entry.isActive()) return { removed: false };
      const now = this.clock.now();
      if (offer) {
        // The vendor got the offered stall by another way (paid the deposit for the held stall).
        const stall = await this.queryBus.execute(new GetVendorBoothQuery(entry.vendorId));
        const got = stall?.id === offer.boothId && stall.holdExpiresAt === null;
        await this.book.endOffer(scope, offer, got ? 'accepted' : 'cancelled', now, reason);
        return { removed: true };
      }
      entry.remove(reason, now);
      const area = await this.book.area(entry.areaId);
      record(
        new WaitlistLeftEvent(entry.vendorId, {
          entryId: entry.id,
          areaId: entry.areaId,
          areaName: area?.name ?? '',
          reason,
        }),
      );
      return { removed: true };
    }, actor);
  }
}

@CommandHandler(DeleteVendorWaitlistCommand)
export class DeleteVendorWaitlistHandler implements ICommandHandler<DeleteVendorWaitlistCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ vendorId }: DeleteVendorWaitlistCommand) {
    return this.transaction.run(async ({ em }) => {
      await em.nativeDelete(WaitlistOffer, { vendorId });
      await em.nativeDelete(WaitlistEntry, { vendorId });
    }, 'system');
  }
}

@CommandHandler(ReorderWaitlistCommand)
export class ReorderWaitlistHandler implements ICommandHandler<ReorderWaitlistCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly book: WaitlistBook,
    private readonly clock: Clock,
  ) {}

  execute({ areaId, entryIds, admin }: ReorderWaitlistCommand) {
    return this.transaction.run(async ({ em, record }) => {
      await lockArea(em, areaId);
      if (!(await this.book.area(areaId))) throw new NotFoundError(WAITLIST_MESSAGES.areaNotFound);
      const entries = await em.find(WaitlistEntry, {
        areaId,
        state: { $in: [...ACTIVE_ENTRY_STATES] },
      });
      const given = new Set(entryIds);
      if (
        given.size !== entryIds.length ||
        entries.length !== entryIds.length ||
        entries.some((entry) => !given.has(entry.id))
      ) {
        throw new ConflictError(WAITLIST_MESSAGES.orderMismatch);
      }
      const now = this.clock.now();
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      const changed = entryIds.some((id, index) => {
        const sorted = [...entries].sort((a, b) => a.position - b.position);
        return sorted[index]!.id !== id;
      });
      if (!changed) return;
      // New positions after every earlier one, so a newcomer's max + 1 stays last.
      const [{ last }] = await em.execute<{ last: number | null }[]>(
        'select max(position) as last from waitlist_entry where area_id = ?',
        [areaId],
      );
      entryIds.forEach((id, index) => {
        const entry = byId.get(id)!;
        entry.position = Number(last ?? 0) + index + 1;
        entry.updatedAt = now;
      });
      record(new WaitlistReorderedEvent(String(areaId), { entryIds }));
    }, admin);
  }
}
