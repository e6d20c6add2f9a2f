import { LockMode } from '@mikro-orm/core';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { WAITLIST_MESSAGES } from '@standl/contracts';
import { GetBoothQuery, GetVendorBoothQuery, ListFreeBoothsQuery } from '../../booths/index.js';
import {
  AssignVendorBoothCommand,
  GetVendorStandingQuery,
  SelectBoothCommand,
} from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import {
  DomainTransaction,
  type TransactionScope,
} from '../../shared/events/domain-transaction.js';
import { pairOffers } from '../domain/pairing.js';
import { WaitlistEntry } from '../domain/waitlist-entry.entity.js';
import { WaitlistOffer } from '../domain/waitlist-offer.entity.js';
import { AUTO_OFFER, WaitlistBook } from './waitlist-book.js';
import { lockArea } from './waitlist.handlers.js';
import {
  type AcceptedOffer,
  AcceptWaitlistOfferCommand,
  DeclineWaitlistOfferCommand,
  ExpireWaitlistOffersCommand,
  OfferFreeStallsCommand,
  OfferWaitlistStallCommand,
} from './waitlist.commands.js';

/** The stall's 'reservedBy' when an accepted offer assigns it (area without self-selection). */
const ASSIGNED_BY_WAITLIST = 'Warteliste';

@CommandHandler(OfferFreeStallsCommand)
export class OfferFreeStallsHandler implements ICommandHandler<OfferFreeStallsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly book: WaitlistBook,
    private readonly clock: Clock,
  ) {}

  execute({ areaId }: OfferFreeStallsCommand) {
    return this.transaction.run(async (scope) => {
      const { em } = scope;
      await lockArea(em, areaId);
      const area = await this.book.area(areaId);
      if (!area) return { offered: 0 };
      const now = this.clock.now();
      const open = await this.settleOpenOffers(scope, areaId, now);
      const free = await this.queryBus.execute(new ListFreeBoothsQuery(areaId));
      if (free.length === 0) return { offered: 0 };

      const waiting = await em.find(
        WaitlistEntry,
        { areaId, state: 'waiting' },
        { orderBy: { position: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const eligible: WaitlistEntry[] = [];
      for (const entry of waiting) {
        if (eligible.length >= free.length) break;
        if (await this.mayBeOffered(entry)) eligible.push(entry);
      }
      let offered = 0;
      for (const { stall, entry } of pairOffers(free, open, eligible)) {
        try {
          await this.book.makeOffer(scope, entry, area, stall.id, AUTO_OFFER, now);
          offered += 1;
        } catch (error) {
          // Taken between the read and the hold: the entry waits for the next free stall.
          if (!(error instanceof ConflictError)) throw error;
        }
      }
      return { offered };
    }, 'system');
  }

  /**
   * Open offers whose stall is no longer held for their vendor: the vendor got it (accepted),
   * its time ran out (expired, whichever job came first), or the hold ended otherwise (withdrawn).
   * Answers the stalls still under an open offer.
   */
  private async settleOpenOffers(
    scope: TransactionScope,
    areaId: number,
    now: Date,
  ): Promise<Set<number>> {
    const offers = await scope.em.find(
      WaitlistOffer,
      { areaId, state: 'open' },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const stillOpen = new Set<number>();
    for (const offer of offers) {
      const stall = await this.queryBus.execute(new GetBoothQuery(offer.boothId));
      if (stall?.vendorId === offer.vendorId) {
        await this.book.endOffer(scope, offer, 'accepted', now);
      } else if (stall?.holdVendorId !== offer.vendorId) {
        const hasStall = await this.hasStall(offer.vendorId);
        await this.book.endOffer(
          scope,
          offer,
          offer.expiresAt <= now ? 'expired' : 'cancelled',
          now,
          hasStall ? 'has-stall' : 'hold-ended',
        );
      } else {
        stillOpen.add(offer.boothId);
      }
    }
    return stillOpen;
  }

  /**
   * A waiting vendor gets an offer unless gone, blocked or rejected (they leave the list by the
   * reactions), already with a stall (leaves now) or holding one while paying (skipped this time).
   */
  private async mayBeOffered(entry: WaitlistEntry): Promise<boolean> {
    const standing = await this.queryBus.execute(new GetVendorStandingQuery(entry.vendorId));
    if (!standing || standing.isBlocked || standing.registrationState === 'rejected') return false;
    const stall = await this.queryBus.execute(new GetVendorBoothQuery(entry.vendorId));
    if (!stall) return true;
    if (stall.holdExpiresAt === null) entry.remove('has-stall', this.clock.now());
    return false;
  }

  private async hasStall(vendorId: string): Promise<boolean> {
    const stall = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
    return stall !== null && stall.holdExpiresAt === null;
  }
}

@CommandHandler(OfferWaitlistStallCommand)
export class OfferWaitlistStallHandler implements ICommandHandler<OfferWaitlistStallCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly book: WaitlistBook,
    private readonly clock: Clock,
  ) {}

  execute({ entryId, boothId, admin }: OfferWaitlistStallCommand) {
    return this.transaction.run(async (scope) => {
      const { em } = scope;
      const found = await em.findOne(WaitlistEntry, { id: entryId });
      if (!found) throw new NotFoundError(WAITLIST_MESSAGES.entryNotFound);
      await lockArea(em, found.areaId);
      const entry = await em.findOneOrFail(
        WaitlistEntry,
        { id: entryId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (entry.state === 'offered') throw new ConflictError(WAITLIST_MESSAGES.entryHasOffer);
      if (entry.state !== 'waiting') throw new ConflictError(WAITLIST_MESSAGES.entryNotActive);
      const area = await this.book.area(entry.areaId);
      if (!area) throw new NotFoundError(WAITLIST_MESSAGES.areaNotFound);
      const offered = new Set(
        (await em.find(WaitlistOffer, { areaId: area.id, state: 'open' })).map((o) => o.boothId),
      );
      const free = (await this.queryBus.execute(new ListFreeBoothsQuery(area.id))).filter(
        (stall) => !offered.has(stall.id),
      );
      const stall = boothId === null ? free[0] : free.find((candidate) => candidate.id === boothId);
      if (!stall) {
        throw new ConflictError(
          boothId === null
            ? WAITLIST_MESSAGES.noFreeStall(area.name)
            : WAITLIST_MESSAGES.stallNotOfferable,
        );
      }
      const offer = await this.book.makeOffer(
        scope,
        entry,
        area,
        stall.id,
        admin,
        this.clock.now(),
      );
      return { offerId: offer.id };
    }, admin);
  }
}

@CommandHandler(AcceptWaitlistOfferCommand)
export class AcceptWaitlistOfferHandler implements ICommandHandler<AcceptWaitlistOfferCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly book: WaitlistBook,
    private readonly clock: Clock,
  ) {}

  execute({ token }: AcceptWaitlistOfferCommand): Promise<AcceptedOffer> {
    return this.transaction.run(async (scope) => {
      // The offer row's lock: of answers at once, the first decides and the others see it.
      const offer = await this.book.offerOfLink(scope.em, token);
      const now = this.clock.now();
      offer.assertAnswerable(now);
      const area = await this.book.area(offer.areaId);
      let requiresPayment = false;
      let holdExpiresAt: Date | null = null;
      if (area?.allowSelfSelection) {
        const pick = await this.commandBus.execute(
          new SelectBoothCommand(offer.vendorId, offer.boothId, true),
        );
        requiresPayment = pick.requiresPayment;
        holdExpiresAt = pick.holdExpiresAt;
      } else {
        await this.commandBus.execute(
          new AssignVendorBoothCommand(offer.vendorId, offer.boothId, ASSIGNED_BY_WAITLIST),
        );
      }
      await this.book.endOffer(scope, offer, 'accepted', now, undefined, requiresPayment);
      return {
        offerId: offer.id,
        vendorId: offer.vendorId,
        boothId: offer.boothId,
        boothNumber: offer.boothNumber,
        requiresPayment,
        holdExpiresAt,
      };
    }, 'vendor');
  }
}

@CommandHandler(DeclineWaitlistOfferCommand)
export class DeclineWaitlistOfferHandler implements ICommandHandler<DeclineWaitlistOfferCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly book: WaitlistBook,
    private readonly clock: Clock,
  ) {}

  execute({ token }: DeclineWaitlistOfferCommand) {
    return this.transaction.run(async (scope) => {
      const offer = await this.book.offerOfLink(scope.em, token);
      const now = this.clock.now();
      offer.assertAnswerable(now);
      await this.book.endOffer(scope, offer, 'declined', now);
      return { offerId: offer.id };
    }, 'vendor');
  }
}

@CommandHandler(ExpireWaitlistOffersCommand)
export class ExpireWaitlistOffersHandler implements ICommandHandler<ExpireWaitlistOffersCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly book: WaitlistBook,
    private readonly clock: Clock,
  ) {}

  execute() {
    return this.transaction.run(async (scope) => {
      const now = this.clock.now();
      const due = await scope.em.find(
        WaitlistOffer,
        { state: 'open', expiresAt: { $lte: now } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { expiresAt: 'asc' } },
      );
      let expired = 0;
      for (const offer of due) {
        if (await this.book.endOffer(scope, offer, 'expired', now)) expired += 1;
      }
      return { expired };
    }, 'system');
  }
}
