/**
 * The console's waiting-list answers (GET /api/admin/waitlist), typed by hand from the issue's
 * contract until the generated client has them.
 */
export type WaitlistEntryState =
  'waiting' | 'offered' | 'accepted' | 'removed' | 'declined' | 'expired';
export type WaitlistOfferState = 'open' | 'accepted' | 'declined' | 'expired' | 'cancelled';

export interface AdminWaitlistOfferDto {
  offerId: string;
  vendorId: string;
  vendorName: string;
  boothNumber: string;
  areaName: string;
  state: WaitlistOfferState;
  createdAt: string;
  expiresAt: string;
  answeredAt: string | null;
  /** 'auto' or the organiser's name. */
  offeredBy: string;
}

export interface AdminWaitlistEntryDto {
  entryId: string;
  vendorId: string;
  vendorName: string;
  position: number;
  joinedAt: string;
  state: WaitlistEntryState;
  offer: AdminWaitlistOfferDto | null;
}

export interface AdminWaitlistAreaDto {
  areaId: number;
  areaCode: string;
  areaName: string;
  closedForSelection: boolean;
  freeStalls: number;
  entries: AdminWaitlistEntryDto[];
}

export interface AdminWaitlistDto {
  areas: AdminWaitlistAreaDto[];
  offers: AdminWaitlistOfferDto[];
}
