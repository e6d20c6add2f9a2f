import { Command } from '@nestjs/cqrs';
import type { VendorLanguage } from '@standl/contracts';

/** Statuses the organiser may set by hand (spec 001: the detail dialog's select, plus reject). */
export const ADMIN_SETTABLE_STATUSES = [
  'pending',
  'confirmed',
  'rejected',
  'paid',
  'checked_in',
] as const;
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

export interface AdminVendorChange {
  name?: string;
  email?: string;
  phone?: string;
  description?: string;
  /** The language of the vendor's mails (docs/decisions.md 372); not for the role Kasse. */
  language?: VendorLanguage;
  status?: AdminSettableStatus;
  /** The new total paid, in cents: the payments ledger books the difference as a correction. */
  paymentAmount?: number;
  /** The reason for a changed paymentAmount (the correction's note). */
  paymentNote?: string;
}

/**
 * The organiser edits a vendor (PATCH /api/admin/vendors/{id}). Without an explicit status the
 * spec's derived rule applies: a vendor with an assigned stall who is still pending is confirmed.
 */
export class UpdateVendorByAdminCommand extends Command<void> {
  constructor(
    readonly vendorId: string,
    readonly change: AdminVendorChange,
    readonly admin: string,
  ) {
    super();
  }
}

/** `canBeUnblocked` false blocks permanently; left out, a block already in place keeps its mark. */
export class BlockVendorCommand extends Command<void> {
  constructor(
    readonly vendorId: string,
    readonly reason: string,
    readonly admin: string,
    readonly canBeUnblocked?: boolean,
  ) {
    super();
  }
}

export class UnblockVendorCommand extends Command<void> {
  constructor(
    readonly vendorId: string,
    readonly admin: string,
  ) {
    super();
  }
}

/** The organiser marks a vendor's block permanent (false) or liftable again (true). */
export class MarkBlockPermanenceCommand extends Command<void> {
  constructor(
    readonly vendorId: string,
    readonly canBeUnblocked: boolean,
    readonly admin: string,
  ) {
    super();
  }
}

/**
 * Set-up confirmed (button, detail dialog or scan); `at` is when it happened (an offline scan's
 * time). Answers false when the vendor already was set up: confirming twice changes nothing.
 */
export class MarkVendorSetUpCommand extends Command<boolean> {
  constructor(
    readonly vendorId: string,
    readonly admin: string,
    readonly at?: Date,
  ) {
    super();
  }
}

/**
 * A vendor paid in full is scanned on a market day: `lastCheckIn` (status Eingecheckt). Answers
 * false when they already checked in that day (Vienna).
 */
export class CheckInVendorCommand extends Command<boolean> {
  constructor(
    readonly vendorId: string,
    readonly admin: string,
    readonly at: Date,
  ) {
    super();
  }
}

/** Deletes the vendor and their personal data; frees their stall (docs/decisions.md 81). */
export class DeleteVendorCommand extends Command<void> {
  constructor(
    readonly vendorId: string,
    readonly admin: string,
  ) {
    super();
  }
}
