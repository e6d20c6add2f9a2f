import { Command } from '@nestjs/cqrs';
import type { SeasonVendor } from '../../registration/index.js';

export interface SeasonChange {
  dryRun: boolean;
  year: number;
  nextYear: number;
  vendorCount: number;
  blockedCount: number;
  stallsFreed: number;
  vendors: {
    vendorId: string;
    name: string;
    boothNumber: string | null;
    status: SeasonVendor['status'];
    blocked: boolean;
  }[];
}

/**
 * Ends the season (docs/decisions.md 80): every vendor registered before the market end gets an
 * archive entry (name, e-mail, stall, area, amounts, block) and is removed with their stall, hold,
 * lift appointments and messages; the market year advances. A dry run only answers what would
 * happen.
 */
export class ArchiveSeasonCommand extends Command<SeasonChange> {
  constructor(
    readonly dryRun: boolean,
    readonly actor: string,
  ) {
    super();
  }
}
