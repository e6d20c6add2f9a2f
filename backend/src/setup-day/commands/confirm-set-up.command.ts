import { Command } from '@nestjs/cqrs';
import type { ScanOutcome } from '../domain/set-up-scan.entity.js';

export interface SetUpConfirmation {
  vendorId: string;
  /** When given (the scanner's confirm-setup), it must be this vendor's. */
  accessCode?: string;
  /** The scanner's key: a confirmation sent again (offline queue) is applied once. */
  idempotencyKey?: string;
  /** When the code was read; defaults to now. */
  scannedAt?: Date;
}

/**
 * The organiser confirms a scanned stall: set-up (the same command as the mark-setup button) and,
 * for a vendor paid in full on a market day, the day's check-in (docs/decisions.md 76).
 */
export class ConfirmSetUpCommand extends Command<ScanOutcome> {
  constructor(
    readonly confirmation: SetUpConfirmation,
    readonly admin: string,
  ) {
    super();
  }
}
