import { DomainEvent } from '../../shared/events/domain-event.js';

export class AdministratorCreatedEvent extends DomainEvent<{ username: string; source: string }> {
  static readonly TYPE = 'admin.administrator-created.v1';
  readonly type = AdministratorCreatedEvent.TYPE;
  readonly aggregateType = 'administrator';
}
