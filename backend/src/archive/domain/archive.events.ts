import { DomainEvent } from '../../shared/events/domain-event.js';

/** An archive entry went on the block list (by the organiser or a blocking job). */
export class ArchiveEntryBlockedEvent extends DomainEvent<{
  vendorId: string | null;
  year: number;
  reason: string;
}> {
  static readonly TYPE = 'archive.entry-blocked.v1';
  readonly type = ArchiveEntryBlockedEvent.TYPE;
  readonly aggregateType = 'archive-entry';
}

/** The organiser lifted the block of an archive entry: its e-mail may register again. */
export class ArchiveEntryUnblockedEvent extends DomainEvent<{
  vendorId: string | null;
  year: number;
}> {
  static readonly TYPE = 'archive.entry-unblocked.v1';
  readonly type = ArchiveEntryUnblockedEvent.TYPE;
  readonly aggregateType = 'archive-entry';
}

/** The organiser marked an entry's block permanent (canBeUnblocked false) or liftable again. */
export class ArchiveEntryPermanenceChangedEvent extends DomainEvent<{
  vendorId: string | null;
  canBeUnblocked: boolean;
}> {
  static readonly TYPE = 'archive.entry-permanence-changed.v1';
  readonly type = ArchiveEntryPermanenceChangedEvent.TYPE;
  readonly aggregateType = 'archive-entry';
}
