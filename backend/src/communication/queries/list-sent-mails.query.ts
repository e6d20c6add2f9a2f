import { Query } from '@nestjs/cqrs';

/** The specification's three badges, and the organiser's own direct mails ('Einzel-E-Mail'). */
export const MAIL_BADGES = ['registration', 'confirmation', 'invoice', 'direct'] as const;
export type MailBadge = (typeof MAIL_BADGES)[number];

/**
 * Which of the badge mails each vendor has been sent (spec 001: e-mail status badges), and which
 * of them were only filed under DATA_DIR/mail (SMTP_URL not set) and never left the machine.
 */
export interface SentMails extends Record<MailBadge, boolean> {
  filed: MailBadge[];
}

export const NO_MAILS_SENT: SentMails = {
  registration: false,
  confirmation: false,
  invoice: false,
  direct: false,
  filed: [],
};

/** By vendor id (of the given vendors, or all); vendors without a sent badge mail are missing. */
export class ListSentMailsQuery extends Query<Map<string, SentMails>> {
  constructor(readonly vendorIds?: readonly string[]) {
    super();
  }
}
