import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { ListSentMailsQuery, NO_MAILS_SENT, type SentMails } from './list-sent-mails.query.js';

/** The purposes behind each badge. */
const BADGES: Record<keyof SentMails, string[]> = {
  registration: ['registration-received', 'registration-received-self'],
  confirmation: ['confirmation'],
  invoice: ['invoice'],
};

@QueryHandler(ListSentMailsQuery)
export class ListSentMailsHandler implements IQueryHandler<ListSentMailsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorIds }: ListSentMailsQuery): Promise<Map<string, SentMails>> {
    const only = vendorIds ? 'and vendor_id in (?)' : '';
    if (vendorIds?.length === 0) return new Map();
    const rows = await this.em.execute<{ vendor_id: string; purpose: string }[]>(
      `select distinct vendor_id, purpose from mail_message
        where state = 'sent' and vendor_id is not null and purpose in (?) ${only}`,
      vendorIds ? [Object.values(BADGES).flat(), vendorIds] : [Object.values(BADGES).flat()],
    );
    const sent = new Map<string, SentMails>();
    for (const row of rows) {
      const mails = sent.get(row.vendor_id) ?? { ...NO_MAILS_SENT };
      for (const [badge, purposes] of Object.entries(BADGES)) {
        if (purposes.includes(row.purpose)) mails[badge as keyof SentMails] = true;
      }
      sent.set(row.vendor_id, mails);
    }
    return sent;
  }
}
