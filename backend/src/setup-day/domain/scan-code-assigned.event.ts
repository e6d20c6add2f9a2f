import { DomainEvent } from '../../shared/events/domain-event.js';

/** A vendor got a 4-digit scan code for their stall sheet (the code itself is not logged). */
export class ScanCodeAssignedEvent extends DomainEvent<Record<string, never>> {
  static readonly TYPE = 'setup-day.scan-code-assigned.v1';
  readonly type = ScanCodeAssignedEvent.TYPE;
  readonly aggregateType = 'vendor';
}
