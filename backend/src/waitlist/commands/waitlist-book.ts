import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { WAITLIST_MESSAGES, type WaitlistRemovalReason } from '@standl/contracts';
import {
  type BoothAreaSummary,
  HoldBoothCommand,
  ListBoothAreasQuery,
  ReleaseVendorHoldCommand,
} from '../../booths/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { GetPaymentFactsQuery } from '../../registration/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import { verifiedTokenId } from '../../shared/links/signed-token.js';
import { WaitlistEntry } from '../domain/waitlist-entry.entity.js';
import { WaitlistOffer } from '../domain/waitlist-offer.entity.js';
import {
  WaitlistLeftEvent,
  WaitlistOfferAcceptedEvent,
  WaitlistOfferCancelledEvent,
  WaitlistOfferDeclinedEvent,
  WaitlistOfferExpiredEvent,
  WaitlistOfferMadeEvent,
} from '../domain/waitlist.events.js';

/** The purpose of the offer links' signature. */
export const OFFER_LINK_PURPOSE = 'waitlist-offer';

/** Who offered, for the chain's own offers. */
export const AUTO_OFFER = 'auto';

type Outcome = 'accepted' | 'declined' | 'expired' | 'cancelled';

/**
 * What the waiting list's commands share inside their transaction: the areas, making an offer,
 * ending one (its hold, its entry, its event) and opening a link.
 */
@Injectable()
export class WaitlistBook {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async area(areaId: number): Promise<BoothAreaSummary | null> {
    const areas = await this.queryBus.execute(new ListBoothAreasQuery());
    return areas.find((area) => area.id === areaId) ?? null;
  }

  /** The offer a link names, locked till the transaction ends; forged or unknown: 400. */
  async offerOfLink(em: EntityManager, token: string): Promise<WaitlistOffer> {
    const id = verifiedTokenId(this.config.jwtSecret, OFFER_LINK_PURPOSE, token);
    const offer = id
      ? await em.findOne(WaitlistOffer, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!offer) throw new DomainError(WAITLIST_MESSAGES.linkInvalid, HttpStatus.BAD_REQUEST);
    return offer;
  }

  /**
   * Holds the stall for the entry's vendor until the offer's end and records the offer. Fails
   * with 409 when the stall is no longer free (nothing is recorded then).
   */
  async makeOffer(
    { em, record }: TransactionScope,
    entry: WaitlistEntry,
    area: BoothAreaSummary,
    boothId: number,
    offeredBy: string,
    now: Date,
  ): Promise<WaitlistOffer> {
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    const expiresAt = new Date(now.getTime() + settings.waitlistOfferHours * 3_600_000);
    const hold = await this.commandBus.execute(
      new HoldBoothCommand(boothId, entry.vendorId, expiresAt, true),
    );
    const { depositPaid } = await this.queryBus.execute(new GetPaymentFactsQuery(entry.vendorId));
    entry.offer(now);
    const offer = em.create(WaitlistOffer, {
      id: randomUUID(),
      entryId: entry.id,
      vendorId: entry.vendorId,
      areaId: area.id,
      boothId: hold.boothId,
      boothNumber: hold.boothNumber,
      stallFee: hold.areaPrice,
      createdAt: now,
      expiresAt,
      offeredBy,
    });
    await em.flush();
    record(
      new WaitlistOfferMadeEvent(entry.vendorId, {
        ...this.facts(offer, area.name),
        stallFee: offer.stallFee,
        requiresDeposit: area.allowSelfSelection && !depositPaid,
        expiresAt: expiresAt.toISOString(),
        offeredBy,
      }),
    );
    return offer;
  }

  /**
   * Ends an open offer: the entry follows (accepted, declined, expired; a withdrawn offer's entry
   * leaves the list with `reason`), the stall's hold is released unless the vendor got it, and the
   * event is recorded. False when the offer had ended already.
   */
  async endOffer(
    { em, record }: TransactionScope,
    offer: WaitlistOffer,
    outcome: Outcome,
    now: Date,
    reason: WaitlistRemovalReason = 'hold-ended',
    requiresPayment = false,
  ): Promise<boolean> {
    if (!offer.end(outcome, now)) return false;
    const entry = await em.findOne(
      WaitlistEntry,
      { id: offer.entryId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const areaName = (await this.area(offer.areaId))?.name ?? '';
    if (entry) {
      if (outcome === 'cancelled') entry.remove(reason, now);
      else entry.answer(outcome, now);
    }
    if (outcome !== 'accepted') {
      await this.commandBus.execute(
        new ReleaseVendorHoldCommand(offer.vendorId, 'offer-ended', offer.boothId),
      );
    }
    const facts = this.facts(offer, areaName);
    switch (outcome) {
      case 'accepted':
        record(new WaitlistOfferAcceptedEvent(offer.vendorId, { ...facts, requiresPayment }));
        break;
      case 'declined':
        record(new WaitlistOfferDeclinedEvent(offer.vendorId, facts));
        break;
      case 'expired':
        record(new WaitlistOfferExpiredEvent(offer.vendorId, facts));
        break;
      case 'cancelled':
        record(new WaitlistOfferCancelledEvent(offer.vendorId, facts));
        if (entry?.state === 'removed') {
          record(
            new WaitlistLeftEvent(offer.vendorId, {
              entryId: entry.id,
              areaId: entry.areaId,
              areaName,
              reason,
            }),
          );
        }
        break;
    }
    await em.flush();
    return true;
  }

  private facts(offer: WaitlistOffer, areaName: string) {
    return {
      offerId: offer.id,
      entryId: offer.entryId,
      areaId: offer.areaId,
      areaName,
      boothId: offer.boothId,
      boothNumber: offer.boothNumber,
    };
  }
}
