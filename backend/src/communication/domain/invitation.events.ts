import { DomainEvent } from '../../shared/events/domain-event.js';

/** Invitation events name counts and ids, no addresses. */
export class InvitationsAddedEvent extends DomainEvent<{ source: string; count: number }> {
  static readonly TYPE = 'communication.invitations-added.v1';
  readonly type = InvitationsAddedEvent.TYPE;
  readonly aggregateType = 'invitation-list';
}

export class InvitationDeletedEvent extends DomainEvent<{ marketYear: number }> {
  static readonly TYPE = 'communication.invitation-deleted.v1';
  readonly type = InvitationDeletedEvent.TYPE;
  readonly aggregateType = 'invitation';
}

export class InvitationsSentEvent extends DomainEvent<{ batchId: string; count: number }> {
  static readonly TYPE = 'communication.invitations-sent.v1';
  readonly type = InvitationsSentEvent.TYPE;
  readonly aggregateType = 'invitation-list';
}

export class InvitationRegisteredEvent extends DomainEvent<{ vendorId: string }> {
  static readonly TYPE = 'communication.invitation-registered.v1';
  readonly type = InvitationRegisteredEvent.TYPE;
  readonly aggregateType = 'invitation';
}
