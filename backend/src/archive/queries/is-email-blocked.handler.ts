import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { IsEmailBlockedQuery } from '../../registration/index.js';

@QueryHandler(IsEmailBlockedQuery)
export class IsEmailBlockedHandler implements IQueryHandler<IsEmailBlockedQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: IsEmailBlockedQuery): Promise<boolean> {
    const [row] = await this.em.execute<{ blocked: boolean }[]>(
      `select exists(select 1 from archive_entry where lower(email) = lower(?) and status = 'blocked') as blocked`,
      [email.trim()],
    );
    return row.blocked;
  }
}
