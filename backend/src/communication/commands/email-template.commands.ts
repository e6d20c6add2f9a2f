import { Command } from '@nestjs/cqrs';
import type { EmailTemplateCategory } from '@standl/contracts';
import type { EmailTemplate } from '../domain/email-template.entity.js';

export interface EmailTemplateFields {
  name: string;
  category: EmailTemplateCategory;
  subject: string;
  content: string;
  /** The English version (issue 33): both or neither; blank or left out is none. */
  subjectEn?: string | null;
  contentEn?: string | null;
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

/**
 * Gives the standard templates stored before issue 33 their English text: each template of an
 * automatic mail without English whose German subject and text are still the standard ones
 * (docs/decisions.md 355). Answers how many; run at every start, a second run changes nothing.
 */
export class AddStandardEnglishTextsCommand extends Command<number> {
  constructor(readonly actor = 'system') {
    super();
  }
}
