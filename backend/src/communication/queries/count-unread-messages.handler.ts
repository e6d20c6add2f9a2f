import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { CountUnreadMessagesQuery } from './count-unread-messages.query.js';

@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<Map<string, number>> {
    const rows = await this.em.execute<{ vendor_id: string; count: string }[]>(
      'select vendor_id, count(*) as count from vendor_message where read_at is null group by vendor_id',
    );
    return new Map(rows.map((row) => [row.vendor_id, Number(row.count)]));
  }
}
