import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { FindVendorIdsByEmailQuery } from './find-vendor-ids-by-email.query.js';

@QueryHandler(FindVendorIdsByEmailQuery)
export class FindVendorIdsByEmailHandler implements IQueryHandler<FindVendorIdsByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindVendorIdsByEmailQuery): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      'select id from vendor where lower(email) = lower(?) order by created_at',
      [email.trim()],
    );
    return rows.map((row) => row.id);
  }
}
