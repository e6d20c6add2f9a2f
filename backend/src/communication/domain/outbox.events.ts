import { DomainEvent } from '../../shared/events/domain-event.js';
import type { OutboxAction } from '../commands/outbox.commands.js';

export class OutboxMessageChangedEvent extends DomainEvent<{ action: OutboxAction }> {
  static readonly TYPE = 'communication.outbox-message-changed.v1';
  readonly type = OutboxMessageChangedEvent.TYPE;
  readonly aggregateType = 'mail';
}

export class MailHoldsChangedEvent extends DomainEvent<{ held: Record<string, boolean> }> {
  static readonly TYPE = 'communication.mail-holds-changed.v1';
  readonly type = MailHoldsChangedEvent.TYPE;
  readonly aggregateType = 'mail-settings';
}
