import { Command } from '@nestjs/cqrs';
import type { OwnProfileChange } from '../domain/vendor.entity.js';
import type { VendorRecord } from '../queries/vendor-record.js';

/** The vendor corrects name, phone or description (docs/decisions.md 271) or the directory consent. */
export class UpdateVendorProfileCommand extends Command<VendorRecord> {
  constructor(
    readonly vendorId: string,
    readonly change: OwnProfileChange,
  ) {
    super();
  }
}

export interface RequestedEmailChange {
  changeId: string;
  pendingEmail: string;
  expiresAt: Date;
}

/** The vendor asks for a new e-mail address; a confirmation link goes to it (decision 272). */
export class RequestVendorEmailChangeCommand extends Command<RequestedEmailChange> {
  constructor(
    readonly vendorId: string,
    readonly email: string,
  ) {
    super();
  }
}

/** The link of the confirmation mail was opened: answers the vendor's address now. */
export class ConfirmVendorEmailChangeCommand extends Command<{ email: string }> {
  constructor(readonly token: string) {
    super();
  }
}
