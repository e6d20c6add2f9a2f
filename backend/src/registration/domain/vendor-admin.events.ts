import type { VendorLanguage } from '@standl/contracts';
import { DomainEvent } from '../../shared/events/domain-event.js';
import type { VendorStatus } from './vendor-status.js';

/**
 * The organiser changed a vendor: which fields (names only, no personal data), status, amount,
 * and the new language of the mails when it changed (docs/decisions.md 372).
 */
export class VendorChangedByAdminEvent extends DomainEvent<{
  fields: string[];
  status: { from: VendorStatus; to: VendorStatus } | null;
  paymentAmount: { from: number; to: number } | null;
  language?: VendorLanguage;
}> {
  static readonly TYPE = 'registration.vendor-changed-by-admin.v1';
  readonly type = VendorChangedByAdminEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/** `canBeUnblocked` is missing on events stored before permanent blocks existed (read: true). */
export class VendorBlockedEvent extends DomainEvent<{ reason: string; canBeUnblocked?: boolean }> {
  static readonly TYPE = 'registration.vendor-blocked.v1';
  readonly type = VendorBlockedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

export class VendorBlockPermanenceChangedEvent extends DomainEvent<{ canBeUnblocked: boolean }> {
  static readonly TYPE = 'registration.vendor-block-permanence-changed.v1';
  readonly type = VendorBlockPermanenceChangedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

export class VendorUnblockedEvent extends DomainEvent<Record<string, never>> {
  static readonly TYPE = 'registration.vendor-unblocked.v1';
  readonly type = VendorUnblockedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

export class VendorSetUpEvent extends DomainEvent<{ boothNumber: string }> {
  static readonly TYPE = 'registration.vendor-set-up.v1';
  readonly type = VendorSetUpEvent.TYPE;
  readonly aggregateType = 'vendor';
}

export class VendorCheckedInEvent extends DomainEvent<{ boothNumber: string }> {
  static readonly TYPE = 'registration.vendor-checked-in.v1';
  readonly type = VendorCheckedInEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/**
 * The vendor's personal data is gone; the event keeps only what the books need
 * (docs/decisions.md 81).
 */
export class VendorDeletedEvent extends DomainEvent<{
  releasedBooths: string[];
  paymentAmount: number;
}> {
  static readonly TYPE = 'registration.vendor-deleted.v1';
  readonly type = VendorDeletedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
