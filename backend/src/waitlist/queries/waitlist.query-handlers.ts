import { HttpStatus } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { DEPOSIT_AMOUNT_CENTS, WAITLIST_MESSAGES } from '@standl/contracts';
import { type BoothAreaSummary, ListBoothAreasQuery } from '../../booths/index.js';
import { GetPaymentFactsQuery, ListVendorContactsQuery } from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { verifiedTokenId } from '../../shared/links/signed-token.js';
import { rankOf } from '../domain/pairing.js';
import { ACTIVE_ENTRY_STATES, WaitlistEntry } from '../domain/waitlist-entry.entity.js';
import { WaitlistOffer } from '../domain/waitlist-offer.entity.js';
import { OFFER_LINK_PURPOSE } from '../commands/waitlist-book.js';
import {
  GetVendorWaitlistQuery,
  GetWaitlistOfferQuery,
  GetWaitlistQuery,
  NOT_ON_WAITLIST,
  type OfferLinkView,
  type VendorWaitlistView,
  type WaitlistAreaView,
  type WaitlistOfferView,
} from './waitlist.queries.js';

async function areasById(queryBus: QueryBus): Promise<Map<number, BoothAreaSummary>> {
  const areas = await queryBus.execute(new ListBoothAreasQuery());
  return new Map(areas.map((area) => [area.id, area]));
}

/** Whether the vendor must still pay the deposit to take a stall of the area. */
async function requiresDeposit(
  queryBus: QueryBus,
  vendorId: string,
  area: BoothAreaSummary | undefined,
): Promise<boolean> {
  if (!area?.allowSelfSelection) return false;
  const { depositPaid } = await queryBus.execute(new GetPaymentFactsQuery(vendorId));
  return !depositPaid;
}

@QueryHandler(GetVendorWaitlistQuery)
export class GetVendorWaitlistHandler implements IQueryHandler<GetVendorWaitlistQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ vendorId }: GetVendorWaitlistQuery): Promise<VendorWaitlistView> {
    const entry = await this.em.findOne(WaitlistEntry, {
      vendorId,
      state: { $in: [...ACTIVE_ENTRY_STATES] },
    });
    if (!entry) return NOT_ON_WAITLIST;
    const areas = await areasById(this.queryBus);
    const area = areas.get(entry.areaId);
    const positions = await this.em.find(
      WaitlistEntry,
      { areaId: entry.areaId, state: { $in: [...ACTIVE_ENTRY_STATES] } },
      { fields: ['position'] },
    );
    const offer = await this.em.findOne(WaitlistOffer, {
      entryId: entry.id,
      state: 'open',
      expiresAt: { $gt: this.clock.now() },
    });
    return {
      waitlist: {
        areaId: entry.areaId,
        areaName: area?.name ?? '',
        position: rankOf(
          positions.map((other) => other.position),
          entry.position,
        ),
        joinedAt: entry.createdAt,
      },
      offer: offer
        ? {
            offerId: offer.id,
            boothNumber: offer.boothNumber,
            areaName: area?.name ?? '',
            stallFee: offer.stallFee,
            expiresAt: offer.expiresAt,
            requiresDeposit: await requiresDeposit(this.queryBus, vendorId, area),
          }
        : null,
    };
  }
}

@QueryHandler(GetWaitlistQuery)
export class GetWaitlistHandler implements IQueryHandler<GetWaitlistQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ areaId }: GetWaitlistQuery) {
    const now = this.clock.now();
    const areas = await areasById(this.queryBus);
    const entries = await this.em.find(
      WaitlistEntry,
      {
        state: { $in: [...ACTIVE_ENTRY_STATES] },
        ...(areaId === null ? {} : { areaId }),
      },
      { orderBy: { position: 'asc' } },
    );
    const offers = await this.em.find(WaitlistOffer, areaId === null ? {} : { areaId }, {
      orderBy: { createdAt: 'desc', id: 'asc' },
    });
    const names = await this.queryBus.execute(
      new ListVendorContactsQuery([...new Set([...entries, ...offers].map((row) => row.vendorId))]),
    );
    const offerViews: WaitlistOfferView[] = offers.map((offer) => ({
      offerId: offer.id,
      vendorId: offer.vendorId,
      vendorName: names.get(offer.vendorId)?.name ?? '',
      boothId: offer.boothId,
      boothNumber: offer.boothNumber,
      areaId: offer.areaId,
      areaName: areas.get(offer.areaId)?.name ?? '',
      state: offer.stateAt(now),
      stallFee: offer.stallFee,
      createdAt: offer.createdAt,
      expiresAt: offer.expiresAt,
      answeredAt: offer.answeredAt,
      offeredBy: offer.offeredBy,
    }));
    const openByEntry = new Map(
      offers
        .map((offer, index) => [offer, offerViews[index]!] as const)
        .filter(([offer]) => offer.state === 'open')
        .map(([offer, view]) => [offer.entryId, view]),
    );
    const areaViews: WaitlistAreaView[] = [...areas.values()]
      .filter((area) => areaId === null || area.id === areaId)
      .map((area) => {
        const listed = entries.filter((entry) => entry.areaId === area.id);
        return {
          areaId: area.id,
          areaCode: area.code,
          areaName: area.name,
          closedForSelection: area.closedForSelection,
          freeStalls: area.freeStalls,
          entries: listed.map((entry, index) => ({
            entryId: entry.id,
            vendorId: entry.vendorId,
            vendorName: names.get(entry.vendorId)?.name ?? '',
            position: index + 1,
            joinedAt: entry.createdAt,
            state: entry.state,
            offer: openByEntry.get(entry.id) ?? null,
          })),
        };
      });
    return { areas: areaViews, offers: offerViews };
  }
}

@QueryHandler(GetWaitlistOfferQuery)
export class GetWaitlistOfferHandler implements IQueryHandler<GetWaitlistOfferQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: GetWaitlistOfferQuery): Promise<OfferLinkView> {
    const id = verifiedTokenId(this.config.jwtSecret, OFFER_LINK_PURPOSE, token);
    const offer = id ? await this.em.findOne(WaitlistOffer, { id }) : null;
    if (!offer) throw new DomainError(WAITLIST_MESSAGES.linkInvalid, HttpStatus.BAD_REQUEST);
    const area = (await areasById(this.queryBus)).get(offer.areaId);
    const names = await this.queryBus.execute(new ListVendorContactsQuery([offer.vendorId]));
    return {
      state: offer.stateAt(this.clock.now()),
      boothNumber: offer.boothNumber,
      areaName: area?.name ?? '',
      stallFee: offer.stallFee,
      depositAmount: DEPOSIT_AMOUNT_CENTS,
      requiresDeposit: await requiresDeposit(this.queryBus, offer.vendorId, area),
      expiresAt: offer.expiresAt,
      vendorName: names.get(offer.vendorId)?.name ?? '',
    };
  }
}
