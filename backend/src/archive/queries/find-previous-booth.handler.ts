import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { emailIs } from '../../shared/database/email-filter.js';
import { ArchiveEntry } from '../domain/archive-entry.entity.js';
import { FindPreviousBoothQuery, type PreviousBooth } from './find-previous-booth.query.js';

@QueryHandler(FindPreviousBoothQuery)
export class FindPreviousBoothHandler implements IQueryHandler<FindPreviousBoothQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindPreviousBoothQuery): Promise<PreviousBooth | null> {
    const entry = await this.em.findOne(
      ArchiveEntry,
      { $and: [emailIs<ArchiveEntry>(email), { boothNumber: { $ne: null } }] },
      {
        fields: ['year', 'boothArea', 'boothNumber'],
        orderBy: [{ year: 'desc' }, { archivedAt: 'desc' }],
        // Three fields only: no partly loaded entry is left in the request's identity map.
        disableIdentityMap: true,
      },
    );
    return entry
      ? { year: entry.year, boothArea: entry.boothArea ?? '', boothNumber: entry.boothNumber! }
      : null;
  }
}
