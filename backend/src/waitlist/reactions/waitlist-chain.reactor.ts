import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  BoothAreaUpdatedEvent,
  BoothHoldReleasedEvent,
  BoothReleasedEvent,
  GetBoothQuery,
} from '../../booths/index.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { OfferFreeStallsCommand } from '../commands/waitlist.commands.js';
import {
  WaitlistJoinedEvent,
  WaitlistLeftEvent,
  WaitlistOfferCancelledEvent,
  WaitlistOfferDeclinedEvent,
  WaitlistOfferExpiredEvent,
  WaitlistReorderedEvent,
} from '../domain/waitlist.events.js';

const STALL_EVENTS: readonly string[] = [BoothReleasedEvent.TYPE, BoothHoldReleasedEvent.TYPE];
const AREA_EVENTS: readonly string[] = [BoothAreaUpdatedEvent.TYPE, WaitlistReorderedEvent.TYPE];

/**
 * The chain (docs/decisions.md 260): whenever a stall may have become free (released, a hold
 * ended, an offer ended, the area opened or grew) or the list changed, the area's free stalls
 * are offered to the next waiting vendors. Running it once too often offers nothing twice.
 */
@Injectable()
@ReactsTo('waitlist.chain', [
  ...STALL_EVENTS,
  ...AREA_EVENTS,
  WaitlistJoinedEvent.TYPE,
  WaitlistLeftEvent.TYPE,
  WaitlistOfferDeclinedEvent.TYPE,
  WaitlistOfferExpiredEvent.TYPE,
  WaitlistOfferCancelledEvent.TYPE,
])
export class WaitlistChainReactor implements EventReactor {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  async react(event: StoredEvent): Promise<void> {
    const areaId = await this.areaOf(event);
    if (areaId !== null) await this.commandBus.execute(new OfferFreeStallsCommand(areaId));
  }

  private async areaOf(event: StoredEvent): Promise<number | null> {
    if (STALL_EVENTS.includes(event.type)) {
      const stall = await this.queryBus.execute(new GetBoothQuery(Number(event.aggregateId)));
      return stall?.area.id ?? null;
    }
    if (AREA_EVENTS.includes(event.type)) return Number(event.aggregateId);
    return Number((event.payload as { areaId: number }).areaId);
  }
}
