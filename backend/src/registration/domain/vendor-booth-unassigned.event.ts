import { DomainEvent } from '../../shared/events/domain-event.js';
import type { RegistrationState } from './vendor.entity.js';

export class VendorBoothUnassignedEvent extends DomainEvent<{
  boothId: number;
  boothNumber: string;
  previousState: RegistrationState;
  /** 'pending' when the vendor was confirmed by assignment; deposit payers stay 'approved'. */
  registrationState: RegistrationState;
}> {
  static readonly TYPE = 'registration.vendor-booth-unassigned.v1';
  readonly type = VendorBoothUnassignedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
