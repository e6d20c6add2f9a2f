import { DomainEvent } from '../../shared/events/domain-event.js';

/**
 * The organiser reserved a stall for a name (no vendor record). The name itself stays on the
 * stall, not in the append-only log (docs/decisions.md 10).
 */
export class BoothReservedByNameEvent extends DomainEvent<{
  boothNumber: string;
  reservedBy: string;
}> {
  static readonly TYPE = 'booths.booth-reserved-by-name.v1';
  readonly type = BoothReservedByNameEvent.TYPE;
  readonly aggregateType = 'booth';
}
