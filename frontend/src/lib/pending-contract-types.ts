// Interim: the withdrawal DTOs as the shared contract describes them, until the withdrawal
// backend lands and the generated types replace this file.
import type { VendorStatusDto } from '@standl/contracts';

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

export type VendorStatusWithPlans = VendorStatusDto & { withdrawal?: WithdrawalDto | null };
