import { DomainEvent } from '../../shared/events/domain-event.js';

/** A season was archived: its vendors moved to the archive and the market year advanced. */
export class SeasonArchivedEvent extends DomainEvent<{
  year: number;
  nextYear: number;
  marketEndDate: string | null;
  vendorCount: number;
  stallsFreed: number;
}> {
  static readonly TYPE = 'archive.season-archived.v1';
  readonly type = SeasonArchivedEvent.TYPE;
  readonly aggregateType = 'season';
}
