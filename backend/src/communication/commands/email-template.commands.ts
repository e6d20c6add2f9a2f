import { Command } from '@nestjs/cqrs';
import type { EmailTemplateCategory } from '@standl/contracts';
import type { EmailTemplate } from '../domain/email-template.entity.js';

export interface EmailTemplateFields {
  name: string;
  category: EmailTemplateCategory;
  subject: string;
  content: string;
}

/** Creates a template (`id` null) or changes one. */
export class SaveEmailTemplateCommand extends Command<EmailTemplate> {
  constructor(
    readonly id: number | null,
    readonly fields: EmailTemplateFields,
    readonly actor: string,
  ) {
    super();
  }
}

export class DeleteEmailTemplateCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly actor: string,
  ) {
    super();
  }
}

/** Creates the standard templates that are missing (by purpose); answers how many. */
export class CreateDefaultEmailTemplatesCommand extends Command<number> {
  constructor(readonly actor: string) {
    super();
  }
}
