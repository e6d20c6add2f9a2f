import { Command } from '@nestjs/cqrs';
import type { MailText } from '../domain/email-template.entity.js';

export type MailingKind = 'mass-mail' | 'direct-mail' | 'csv-mail';

export type MailingRecipient = { vendorId: string } | { email: string; name: string | null };

export interface MailingResult {
  /** Messages newly queued (a repeated request queues nothing again). */
  sentCount: number;
  batchId: string;
}

/**
 * The organiser's own mail to vendors or typed addresses: subject and content with placeholders
 * filled per recipient, queued in one transaction under one batch (all or nothing). A vendor
 * who reads English gets `english` when it is given, else the German with a note on top; typed
 * and imported addresses get the German (docs/decisions.md 357).
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
    /** The English subject and content for English vendors; null: German for everyone. */
    readonly english: MailText | null = null,
  ) {
    super();
  }
}
