import { DomainEvent } from '../../shared/events/domain-event.js';

/** Template events carry names, not content (the log keeps no mail texts). */
export class EmailTemplateSavedEvent extends DomainEvent<{
  name: string;
  category: string;
  created: boolean;
}> {
  static readonly TYPE = 'communication.email-template-saved.v1';
  readonly type = EmailTemplateSavedEvent.TYPE;
  readonly aggregateType = 'email-template';
}

export class EmailTemplateDeletedEvent extends DomainEvent<{ name: string }> {
  static readonly TYPE = 'communication.email-template-deleted.v1';
  readonly type = EmailTemplateDeletedEvent.TYPE;
  readonly aggregateType = 'email-template';
}
