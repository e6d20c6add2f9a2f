import { Query } from '@nestjs/cqrs';

/** Which of the badge mails each vendor has really been sent (spec 001: e-mail status badges). */
export interface SentMails {
  registration: boolean;
  confirmation: boolean;
  invoice: boolean;
}

export const NO_MAILS_SENT: SentMails = {
  registration: false,
  confirmation: false,
  invoice: false,
};

/** By vendor id (of the given vendors, or all); vendors without a sent badge mail are missing. */
export class ListSentMailsQuery extends Query<Map<string, SentMails>> {
  constructor(readonly vendorIds?: readonly string[]) {
    super();
  }
}
