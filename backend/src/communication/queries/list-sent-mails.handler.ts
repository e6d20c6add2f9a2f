import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import {
  ListSentMailsQuery,
  type MailBadge,
  NO_MAILS_SENT,
  type SentMails,
} from './list-sent-mails.query.js';

/** The purposes behind each badge (the organiser's own mails have no purpose: their cause). */
const BADGES: Record<MailBadge, string[]> = {
  registration: ['registration-received', 'registration-received-self'],
  confirmation: ['confirmation'],
  invoice: ['invoice'],
  direct: ['direct-mail'],
};

@QueryHandler(ListSentMailsQuery)
export class ListSentMailsHandler implements IQueryHandler<ListSentMailsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorIds }: ListSentMailsQuery): Promise<Map<string, SentMails>> {
    const only = vendorIds ? 'and vendor_id in (?)' : '';
    if (vendorIds?.length === 0) return new Map();
    // Plain SQL on purpose: `bool_or` grouped by a computed `coalesce(purpose, cause)`, which the
    // query builder cannot say reasonably (docs/decisions.md 62).
    const rows = await this.em.execute<{ vendor_id: string; purpose: string; sent: boolean }[]>(
      `select vendor_id, coalesce(purpose, cause) as purpose, bool_or(state = 'sent') as sent
         from mail_message
        where state in ('sent', 'filed') and vendor_id is not null
          and coalesce(purpose, cause) in (?) ${only}
        group by vendor_id, coalesce(purpose, cause)`,
      vendorIds ? [Object.values(BADGES).flat(), vendorIds] : [Object.values(BADGES).flat()],
    );
    const sent = new Map<string, SentMails>();
    const reallySent = new Map<string, Set<MailBadge>>();
    for (const row of rows) {
      const mails = sent.get(row.vendor_id) ?? { ...NO_MAILS_SENT, filed: [] };
      const delivered = reallySent.get(row.vendor_id) ?? new Set<MailBadge>();
      for (const [badge, purposes] of Object.entries(BADGES) as [MailBadge, string[]][]) {
        if (!purposes.includes(row.purpose)) continue;
        mails[badge] = true;
        if (row.sent) delivered.add(badge);
      }
      sent.set(row.vendor_id, mails);
      reallySent.set(row.vendor_id, delivered);
    }
    // A badge whose mails were all only filed says so.
    for (const [vendorId, mails] of sent) {
      const delivered = reallySent.get(vendorId)!;
      mails.filed = (Object.keys(BADGES) as MailBadge[]).filter(
        (badge) => mails[badge] && !delivered.has(badge),
      );
    }
    return sent;
  }
}
