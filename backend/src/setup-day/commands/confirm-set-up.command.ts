import { Command } from '@nestjs/cqrs';
import type { AccountActor } from '../../shared/auth/acting-account.js';
import type { ScanOutcome } from '../domain/set-up-scan.entity.js';

/**
 * How a confirmation proves that it names the stall that was scanned (docs/decisions.md 224): the
 * vendor's access code (spec 001 section 7), or, from a scanner that does not see access codes,
 * the sheet's QR token or 4-digit scan code.
 */
export type StallProof =
  | { kind: 'access-code'; accessCode: string }
  | { kind: 'qr-token'; token: string }
  | { kind: 'scan-code'; scanCode: string };

export interface SetUpConfirmation {
  vendorId: string;
  /** When given (the scanner's confirm-setup), it must be this vendor's. */
  proof?: StallProof;
  /** The scanner's key: a confirmation sent again (offline queue) is applied once. */
  idempotencyKey?: string;
  /** When the code was read; defaults to now. */
  scannedAt?: Date;
  /**
   * The token of the console session signed in on the phone when the code was read: a queued
   * scan names its scanner, not whoever sends it (docs/decisions.md 223).
   */
  scannedWith?: string;
}

/**
 * A console account confirms a scanned stall: set-up (the same command as the mark-setup button)
 * and, for a vendor paid in full on a market day, the day's check-in (docs/decisions.md 76).
 * `submitter` is the account that sent it; it is also the scanner unless `scannedWith` proves
 * another.
 */
export class ConfirmSetUpCommand extends Command<ScanOutcome> {
  constructor(
    readonly confirmation: SetUpConfirmation,
    readonly submitter: AccountActor,
  ) {
    super();
  }
}
