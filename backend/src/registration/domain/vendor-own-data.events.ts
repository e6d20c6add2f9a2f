import type { VendorLanguage } from '@standl/contracts';
import { DomainEvent } from '../../shared/events/domain-event.js';

/**
 * The vendor corrected their own data: the names of the fields changed (no values), and when
 * the consent to the public directory or the language changed, its new value (a choice, not
 * personal data).
 */
export class VendorProfileUpdatedEvent extends DomainEvent<{
  fields: string[];
  directoryConsent?: boolean;
  /** The language chosen (issue 33), when it changed. */
  language?: VendorLanguage;
}> {
  static readonly TYPE = 'registration.vendor-profile-updated.v1';
  readonly type = VendorProfileUpdatedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/**
 * The vendor asked for a new e-mail address; the confirmation link goes to it. The addresses are
 * in the change's row, not here (events hold no personal data, docs/decisions.md 10).
 */
export class VendorEmailChangeRequestedEvent extends DomainEvent<{ changeId: string }> {
  static readonly TYPE = 'registration.vendor-email-change-requested.v1';
  readonly type = VendorEmailChangeRequestedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/** The new address was confirmed by its link and is now the vendor's; the old one is told. */
export class VendorEmailChangedEvent extends DomainEvent<{ changeId: string }> {
  static readonly TYPE = 'registration.vendor-email-changed.v1';
  readonly type = VendorEmailChangedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
