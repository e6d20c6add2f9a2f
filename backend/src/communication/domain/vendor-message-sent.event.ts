import { DomainEvent } from '../../shared/events/domain-event.js';

export class VendorMessageSentEvent extends DomainEvent<{ messageId: number; length: number }> {
  static readonly TYPE = 'communication.vendor-message-sent.v1';
  readonly type = VendorMessageSentEvent.TYPE;
  readonly aggregateType = 'vendor';
}
