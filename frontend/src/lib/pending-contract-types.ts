// Interim: the issue-31 DTOs as the shared contract describes them, until the backend branches
// land and the generated types replace this file.
import type {
  BoothAreaDto,
  RegistrationResultDto,
  RegisterVendorDto,
  VendorStatusDto,
} from '@standl/contracts';

export interface WithdrawalQuoteDto {
  allowed: boolean;
  refusal: string | null;
  free: boolean;
  lastFreeDay: string | null;
  stallFee: number;
  feePercent: number;
  feeAmount: number;
  paidAmount: number;
  refundAmount: number;
  openAmount: number;
  boothNumber: string | null;
}

export interface WithdrawRegistrationDto {
  reason?: string;
  confirmedFeeAmount: number;
}

export interface WithdrawalDto {
  withdrawnAt: string;
  by: 'vendor' | 'organiser';
  feeAmount: number;
  free: boolean;
  waived: boolean;
  refundAmount: number;
  openAmount: number;
  boothNumber: string | null;
}

export interface VendorWaitlistDto {
  areaId: number;
  areaName: string;
  position: number;
  joinedAt: string;
}

export interface VendorWaitlistOfferDto {
  offerId: string;
  boothNumber: string;
  areaName: string;
  stallFee: number;
  expiresAt: string;
  requiresDeposit: boolean;
}

export type WaitlistOfferState = 'open' | 'accepted' | 'declined' | 'expired' | 'cancelled';

export interface WaitlistOfferDto {
  state: WaitlistOfferState;
  boothNumber: string;
  areaName: string;
  stallFee: number;
  depositAmount: number;
  requiresDeposit: boolean;
  expiresAt: string;
  vendorName: string;
}

export interface AcceptedWaitlistOfferDto {
  offer: WaitlistOfferDto;
  requiresPayment: boolean;
  boothId: number;
  boothNumber: string;
  holdExpiresAt: string | null;
}

export type VendorStatusWithPlans = VendorStatusDto & {
  withdrawal?: WithdrawalDto | null;
  waitlist?: VendorWaitlistDto | null;
  waitlistOffer?: VendorWaitlistOfferDto | null;
};

export type BoothAreaWithWaitlist = BoothAreaDto & {
  closedForSelection?: boolean;
  waitlistOpen?: boolean;
  freeStalls?: number;
};

export type RegistrationResultWithWaitlist = RegistrationResultDto & {
  waitlist?: { areaId: number; areaName: string; position: number } | null;
};

export type RegisterVendorWithWaitlistDto = RegisterVendorDto & { waitlistAreaId?: number | null };
