import { Command } from '@nestjs/cqrs';
import type { EmailTemplateCategory } from '@standl/contracts';

export type OutboxAction = 'retry' | 'release' | 'discard';

/** The organiser acts on one outbox message: retry a failed one, send or discard a held one. */
export class ChangeOutboxMessageCommand extends Command<void> {
  constructor(
    readonly mailId: number,
    readonly action: OutboxAction,
    readonly actor: string,
  ) {
    super();
  }
}

/** Holds (or stops holding) automatic mails of the given categories for review. */
export class SetMailHoldsCommand extends Command<void> {
  constructor(
    readonly holds: Partial<Record<EmailTemplateCategory, boolean>>,
    readonly actor: string,
  ) {
    super();
  }
}
