import { DomainEvent } from '../../shared/events/domain-event.js';

/** The organiser removed an area's plan image; the plan size and the stalls' places stay. */
export class AreaPlanRemovedEvent extends DomainEvent<{ code: string }> {
  static readonly TYPE = 'booths.area-plan-removed.v1';
  readonly type = AreaPlanRemovedEvent.TYPE;
  readonly aggregateType = 'booth-area';
}
