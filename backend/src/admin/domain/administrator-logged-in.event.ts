import { DomainEvent } from '../../shared/events/domain-event.js';

export class AdministratorLoggedInEvent extends DomainEvent<{ sessionId: string }> {
  static readonly TYPE = 'admin.administrator-logged-in.v1';
  readonly type = AdministratorLoggedInEvent.TYPE;
  readonly aggregateType = 'administrator';
}
