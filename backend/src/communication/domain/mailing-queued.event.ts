import { DomainEvent } from '../../shared/events/domain-event.js';

/** The organiser sent a mass, direct or CSV mail: how many messages, no addresses. */
export class MailingQueuedEvent extends DomainEvent<{
  kind: string;
  batchId: string;
  count: number;
}> {
  static readonly TYPE = 'communication.mailing-queued.v1';
  readonly type = MailingQueuedEvent.TYPE;
  readonly aggregateType = 'mailing';
}
