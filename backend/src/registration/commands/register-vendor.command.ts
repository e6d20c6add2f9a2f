import { Command } from '@nestjs/cqrs';
import type { VendorLanguage } from '@standl/contracts';
import type { BoothHold } from '../../booths/index.js';
import type { WaitlistPlace } from '../ports/join-waitlist.command.js';
import type { BoothAssignmentPreference, Vendor, VendorSource } from '../domain/vendor.entity.js';

export interface VendorRegistration {
  name: string;
  email: string;
  phone: string;
  description: string;
  boothAssignmentPreference: BoothAssignmentPreference;
  selectedBoothId: number | null;
  /** The area whose waiting list the vendor joins (docs/decisions.md 258); not with a stall. */
  waitlistAreaId?: number | null;
  /** Agreed to the public directory 'Aussteller {year}' (decision 330); false when left out. */
  directoryConsent?: boolean;
  /** The language of the vendor's mails (docs/decisions.md 349); German when left out. */
  language?: VendorLanguage;
}

/**
 * Registers a vendor while registration is open (spec 000 sections 4-5): refuses blocked
 * e-mails, creates the access code and, with a self-selected stall, holds it for 30 minutes
 * in the same transaction. The organiser adding a vendor by hand (`source` 'admin') is not
 * bound to the registration window and accepts no terms on the vendor's behalf.
 */
export class RegisterVendorCommand extends Command<{
  vendor: Vendor;
  hold: BoothHold | null;
  waitlist: WaitlistPlace | null;
}> {
  constructor(
    readonly registration: VendorRegistration,
    readonly source: VendorSource = 'form',
    /** The admin's username when `source` is 'admin'. */
    readonly admin: string | null = null,
  ) {
    super();
  }
}
