import { DomainEvent } from '../../shared/events/domain-event.js';

export class AdministratorPasswordResetEvent extends DomainEvent<{
  username: string;
  source: string;
}> {
  static readonly TYPE = 'admin.administrator-password-reset.v1';
  readonly type = AdministratorPasswordResetEvent.TYPE;
  readonly aggregateType = 'administrator';
}
