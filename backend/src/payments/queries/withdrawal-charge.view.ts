/** A withdrawn vendor's charge as booked at the withdrawal (cents); a plain read model. */
export interface WithdrawalChargeView {
  vendorId: string;
  amount: number;
  stallFee: number;
  feePercent: number;
  free: boolean;
  lastFreeDay: string | null;
  boothNumber: string | null;
  areaName: string | null;
  refundAmount: number;
  waivedReason: string | null;
  createdAt: Date;
}
