import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { IsEmailBlockedQuery } from '../../registration/index.js';
import { emailIs } from '../../shared/database/email-filter.js';
import { ArchiveEntry } from '../domain/archive-entry.entity.js';

@QueryHandler(IsEmailBlockedQuery)
export class IsEmailBlockedHandler implements IQueryHandler<IsEmailBlockedQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: IsEmailBlockedQuery): Promise<boolean> {
    const blocked = await this.em.count(ArchiveEntry, {
      $and: [emailIs<ArchiveEntry>(email), { status: 'blocked' }],
    });
    return blocked > 0;
  }
}
