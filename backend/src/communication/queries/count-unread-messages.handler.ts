import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/sql';
import { VendorMessage } from '../domain/vendor-message.entity.js';
import { CountUnreadMessagesQuery } from './count-unread-messages.query.js';

@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<Map<string, number>> {
    const rows = await this.em
      .createQueryBuilder(VendorMessage, 'm')
      .select(['m.vendorId', sql`count(*)`.as('count')])
      .where({ readAt: null })
      .groupBy('m.vendorId')
      .execute<{ vendorId: string; count: string | number }[]>('all');
    return new Map(rows.map((row) => [row.vendorId, Number(row.count)]));
  }
}
