import { DomainEvent } from '../events/domain-event.js';

/** The organiser retried or discarded a failed background task (the audit trail). */
export class BackgroundTaskChangedEvent extends DomainEvent<{ action: 'retry' | 'discard' }> {
  static readonly TYPE = 'work.background-task-changed.v1';
  readonly type = BackgroundTaskChangedEvent.TYPE;

  constructor(
    aggregateId: string,
    /** `event-reaction`, `mail` or `job-retry`. */
    readonly aggregateType: string,
    payload: { action: 'retry' | 'discard' },
  ) {
    super(aggregateId, payload);
  }
}
