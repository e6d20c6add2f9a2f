import { Query } from '@nestjs/cqrs';
import type { ArchiveEntryView } from './archive-entry.view.js';

/** Every archive entry, newest first (the archive tab filters in the browser). */
export class ListArchiveEntriesQuery extends Query<ArchiveEntryView[]> {}
