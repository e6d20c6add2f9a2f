import { DomainEvent } from '../../shared/events/domain-event.js';

export class AdministratorPasswordChangedEvent extends DomainEvent<{ revokedSessions: number }> {
  static readonly TYPE = 'admin.administrator-password-changed.v1';
  readonly type = AdministratorPasswordChangedEvent.TYPE;
  readonly aggregateType = 'administrator';
}
