import { Query } from '@nestjs/cqrs';
import type { WaitlistEntryState, WaitlistOfferState } from '@standl/contracts';

export interface VendorWaitlistView {
  waitlist: { areaId: number; areaName: string; position: number; joinedAt: Date } | null;
  offer: {
    offerId: string;
    boothNumber: string;
    areaName: string;
    stallFee: number;
    expiresAt: Date;
    requiresDeposit: boolean;
  } | null;
}

/** The view of a vendor on no waiting list. */
export const NOT_ON_WAITLIST: VendorWaitlistView = Object.freeze({ waitlist: null, offer: null });

/** The vendor's place on a list and their open offer (status page, dashboard, mails). */
export class GetVendorWaitlistQuery extends Query<VendorWaitlistView> {
  constructor(readonly vendorId: string) {
    super();
  }
}

export interface WaitlistOfferView {
  offerId: string;
  vendorId: string;
  vendorName: string;
  boothId: number;
  boothNumber: string;
  areaId: number;
  areaName: string;
  /** As the vendor sees it now: an open offer past its end reads 'expired'. */
  state: WaitlistOfferState;
  stallFee: number;
  createdAt: Date;
  expiresAt: Date;
  answeredAt: Date | null;
  offeredBy: string;
}

export interface WaitlistAreaView {
  areaId: number;
  areaCode: string;
  areaName: string;
  closedForSelection: boolean;
  freeStalls: number;
  entries: {
    entryId: string;
    vendorId: string;
    vendorName: string;
    position: number;
    joinedAt: Date;
    state: WaitlistEntryState;
    offer: WaitlistOfferView | null;
  }[];
}

/** The console's view: every area's active list in order, and every offer, newest first. */
export class GetWaitlistQuery extends Query<{
  areas: WaitlistAreaView[];
  offers: WaitlistOfferView[];
}> {
  constructor(readonly areaId: number | null = null) {
    super();
  }
}

export interface OfferLinkView {
  state: WaitlistOfferState;
  boothNumber: string;
  areaName: string;
  stallFee: number;
  depositAmount: number;
  requiresDeposit: boolean;
  expiresAt: Date;
  vendorName: string;
}

/** What the offer link shows; forged or unknown: 400. */
export class GetWaitlistOfferQuery extends Query<OfferLinkView> {
  constructor(readonly token: string) {
    super();
  }
}
