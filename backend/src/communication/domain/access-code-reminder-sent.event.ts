import { DomainEvent } from '../../shared/events/domain-event.js';

/** A vendor asked for their access code by e-mail ('Zugangscode vergessen?'). */
export class AccessCodeReminderSentEvent extends DomainEvent<Record<string, never>> {
  static readonly TYPE = 'communication.access-code-reminder-sent.v1';
  readonly type = AccessCodeReminderSentEvent.TYPE;
  readonly aggregateType = 'vendor';
}
