import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { ArchiveEntry } from '../domain/archive-entry.entity.js';
import { type ArchiveEntryView, viewOfEntry } from './archive-entry.view.js';
import { ListArchiveEntriesQuery } from './list-archive-entries.query.js';

@QueryHandler(ListArchiveEntriesQuery)
export class ListArchiveEntriesHandler implements IQueryHandler<ListArchiveEntriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ArchiveEntryView[]> {
    const entries = await this.em.find(
      ArchiveEntry,
      {},
      { orderBy: { archivedAt: 'desc', id: 'desc' } },
    );
    return entries.map(viewOfEntry);
  }
}
