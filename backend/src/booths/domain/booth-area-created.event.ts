import { DomainEvent } from '../../shared/events/domain-event.js';

export class BoothAreaCreatedEvent extends DomainEvent<{
  code: string;
  name: string;
  price: number;
  booths: string[];
}> {
  static readonly TYPE = 'booths.booth-area-created.v1';
  readonly type = BoothAreaCreatedEvent.TYPE;
  readonly aggregateType = 'booth-area';
}
