import { DomainEvent } from '../../shared/events/domain-event.js';

/** `via`: the account's own change, a reset link (older events have none: a change). */
export class AdministratorPasswordChangedEvent extends DomainEvent<{
  revokedSessions: number;
  via?: 'change' | 'reset';
}> {
  static readonly TYPE = 'admin.administrator-password-changed.v1';
  readonly type = AdministratorPasswordChangedEvent.TYPE;
  readonly aggregateType = 'administrator';
}
