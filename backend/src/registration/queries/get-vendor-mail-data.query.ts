import { Query } from '@nestjs/cqrs';
import type { StallPriceDetail, VendorLanguage } from '@standl/contracts';
import type { VendorStatus } from '../domain/vendor-status.js';

/** What mails say about a vendor: plain values, read by the contexts that write mails. */
export interface VendorMailData {
  id: string;
  name: string;
  email: string;
  /** The language every mail to the vendor is written in (docs/decisions.md 349). */
  language: VendorLanguage;
  accessCode: string;
  status: VendorStatus;
  boothAssignmentPreference: 'admin' | 'self';
  isBlocked: boolean;
  /** False while a permanent block is in place. */
  canBeUnblocked: boolean;
  boothNumber: string | null;
  areaName: string | null;
  /** The stall is only held while the deposit is being paid. */
  boothHeld: boolean;
  /** Cents. */
  totalAmount: number;
  /** What the stall fee (`totalAmount`) is made of; null without a stall or a detail. */
  priceDetail: StallPriceDetail | null;
  paymentAmount: number;
  openAmount: number;
}

/**
 * Mail data of the given vendors by id (null: every vendor); vendors that no longer exist are
 * missing. The read side (views) answers it from the vendor, stall and ledger.
 */
export class GetVendorMailDataQuery extends Query<Map<string, VendorMailData>> {
  constructor(readonly vendorIds: readonly string[] | null) {
    super();
  }
}
