import type { VendorLanguage } from '@standl/contracts';
import { DomainEvent } from '../../shared/events/domain-event.js';

/**
 * No personal data in the payload: the event log outlives a deleted vendor (docs/decisions.md 10).
 */
export class VendorRegisteredEvent extends DomainEvent<{
  boothAssignmentPreference: string;
  selectedBoothId: number | null;
  boothNumber: string | null;
  source?: 'form' | 'admin';
  /** Agreed to the public directory at registration (absent in events before issue 32). */
  directoryConsent?: boolean;
  /** The language of the vendor's mails (absent in events before issue 33: German). */
  language?: VendorLanguage;
}> {
  static readonly TYPE = 'registration.vendor-registered.v1';
  readonly type = VendorRegisteredEvent.TYPE;
  readonly aggregateType = 'vendor';
}
