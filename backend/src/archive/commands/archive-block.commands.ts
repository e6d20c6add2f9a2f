import { Command } from '@nestjs/cqrs';
import type { ArchiveEntryView } from '../queries/archive-entry.view.js';

/**
 * Blocks a vendor (BlockVendorCommand) and puts them on the archive's block list with the
 * reason, for `year` (default: the current season). Answers the blocked entry; 404 for an
 * unknown vendor. Run inside a job's transaction it joins it.
 */
export class BlockVendorInArchiveCommand extends Command<ArchiveEntryView> {
  constructor(
    readonly vendorId: string,
    readonly reason: string,
    readonly year: number | undefined,
    readonly actor: string,
    readonly canBeUnblocked?: boolean,
  ) {
    super();
  }
}

/**
 * Lifts the block of an archive entry and of every other entry of its e-mail address, and
 * unblocks the live vendor if there is one. Answers the entry; 404 for an unknown one.
 */
export class UnblockArchiveEntryCommand extends Command<ArchiveEntryView> {
  constructor(
    readonly entryId: number,
    readonly actor: string,
  ) {
    super();
  }
}

/**
 * An organiser marks a blocked entry's block permanent (false) or liftable (true), and the live
 * vendor's block with it. Answers the entry; 404 for an unknown one, 409 for one not blocked.
 */
export class MarkArchiveBlockPermanenceCommand extends Command<ArchiveEntryView> {
  constructor(
    readonly entryId: number,
    readonly canBeUnblocked: boolean,
    readonly actor: string,
  ) {
    super();
  }
}
