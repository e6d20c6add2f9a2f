import { Query } from '@nestjs/cqrs';
import type { AdminRole } from '@standl/contracts';

/** The console account a scanner's proof names, as it is now. */
export interface ScanAuthor {
  accountId: number;
  /** The name records show for the account (its display name, else its username). */
  name: string;
  role: AdminRole;
}

/**
 * Who scanned a confirmation the scanner queued offline (docs/decisions.md 223): `proof` is the
 * token of the console session that was signed in on the phone when the code was read. Answers
 * that session's account when the token is genuine (signed with the server's secret; its expiry
 * does not matter, the queue may send it days later) and the session was live at `scannedAt`:
 * begun by then, neither expired nor revoked before, and `scannedAt` not in the future. Anything
 * else (forged, foreign, another server's, a session begun later or ended earlier): null.
 */
export class ResolveScanAuthorQuery extends Query<ScanAuthor | null> {
  constructor(
    readonly proof: string,
    readonly scannedAt: Date,
  ) {
    super();
  }
}
