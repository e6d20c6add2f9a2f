import { DomainEvent } from '../../shared/events/domain-event.js';

export class BoothReservedEvent extends DomainEvent<{
  boothNumber: string;
  vendorId: string;
  reason: 'deposit-paid' | 'deposit-already-paid';
}> {
  static readonly TYPE = 'booths.booth-reserved.v1';
  readonly type = BoothReservedEvent.TYPE;
  readonly aggregateType = 'booth';
}
