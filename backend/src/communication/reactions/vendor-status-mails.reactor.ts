import { Injectable } from '@nestjs/common';
import {
  VendorBoothAssignedEvent,
  VendorChangedByAdminEvent,
  VendorDepositPaidEvent,
  VendorSetUpEvent,
} from '../../registration/index.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { type VendorMailPurpose, VendorMails } from './vendor-mails.js';

/** Statuses before the organiser's confirmation: leaving them for 'confirmed' confirms. */
const UNCONFIRMED: readonly string[] = ['pending', 'pending_payment', 'approved'];

/**
 * What the organiser or a payment changed in a vendor's registration, told to the vendor
 * (docs/decisions.md 60): the confirmation with the access code when a stall is assigned or the
 * vendor is confirmed, a note when a confirmed vendor moves to another stall, the deposit received,
 * the rejection (no reason given) and the set-up confirmation.
 */
@Injectable()
@ReactsTo('communication.vendor-status-mails', [
  VendorBoothAssignedEvent.TYPE,
  VendorChangedByAdminEvent.TYPE,
  VendorDepositPaidEvent.TYPE,
  VendorSetUpEvent.TYPE,
])
export class VendorStatusMailsReactor implements EventReactor {
  constructor(private readonly mails: VendorMails) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    const purpose = purposeOf(event);
    if (purpose) await this.mails.send(em, event, purpose);
  }
}

export function purposeOf(event: Pick<StoredEvent, 'type' | 'payload'>): VendorMailPurpose | null {
  switch (event.type) {
    case VendorBoothAssignedEvent.TYPE: {
      const assigned = event.payload as VendorBoothAssignedEvent['payload'];
      if (assigned.confirmed) return 'confirmation';
      return assigned.previousBoothNumber && assigned.previousBoothNumber !== assigned.boothNumber
        ? 'booth-changed'
        : null;
    }
    case VendorChangedByAdminEvent.TYPE: {
      const { status } = event.payload as VendorChangedByAdminEvent['payload'];
      if (!status) return null;
      if (status.to === 'rejected') return 'rejection';
      return status.to === 'confirmed' && UNCONFIRMED.includes(status.from) ? 'confirmation' : null;
    }
    case VendorDepositPaidEvent.TYPE:
      return 'deposit-received';
    case VendorSetUpEvent.TYPE:
      return 'setup-confirmed';
    default:
      return null;
  }
}
