import { Command } from '@nestjs/cqrs';

export type MailingKind = 'mass-mail' | 'direct-mail' | 'csv-mail';

export type MailingRecipient = { vendorId: string } | { email: string; name: string | null };

export interface MailingResult {
  /** Messages newly queued (a repeated request queues nothing again). */
  sentCount: number;
  batchId: string;
}

/**
 * The organiser's own mail to vendors or typed addresses: subject and content with placeholders
 * filled per recipient, queued in one transaction under one batch (all or nothing).
 */
export class SendMailingCommand extends Command<MailingResult> {
  constructor(
    readonly kind: MailingKind,
    readonly recipients: MailingRecipient[],
    readonly subject: string,
    readonly content: string,
    readonly templateId: number | null,
    /** The click's id: the same request sent twice queues its mails once. */
    readonly requestId: string | null,
    readonly actor: string,
  ) {
    super();
  }
}
