import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/sql';
import { type AdminRole, SETUP_DAY_MESSAGES } from '@standl/contracts';
import { ResolveScanAuthorQuery } from '../../admin/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import {
  CheckInVendorCommand,
  ListOnSiteVendorsQuery,
  MarkVendorSetUpCommand,
  type OnSiteVendor,
} from '../../registration/index.js';
import type { AccountActor } from '../../shared/auth/acting-account.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { isMarketDay } from '../domain/market-day.js';
import { QrTokens } from '../domain/qr-tokens.js';
import { ScanCode } from '../domain/scan-code.entity.js';
import { SCANNING_ROLES } from '../domain/scanning-roles.js';
import { type ScanOutcome, SetUpScan } from '../domain/set-up-scan.entity.js';
import { ConfirmSetUpCommand, type SetUpConfirmation } from './confirm-set-up.command.js';

/** An offline scanner may send a scan this long after it was read. */
const OLDEST_SCAN_MS = 14 * 24 * 60 * 60 * 1000;
/** Allowed clock drift of the scanning phone. */
const CLOCK_DRIFT_MS = 5 * 60 * 1000;
/** The roles the scanner's routes are open to: only they may be named as a scan's scanner. */
const SCANNER_ROLES: readonly AdminRole[] = ['organiser', ...SCANNING_ROLES];

@CommandHandler(ConfirmSetUpCommand)
export class ConfirmSetUpHandler implements ICommandHandler<ConfirmSetUpCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly tokens: QrTokens,
  ) {}

  async execute({ confirmation, submitter }: ConfirmSetUpCommand): Promise<ScanOutcome> {
    const now = this.clock.now();
    const scannedAt = confirmation.scannedAt ?? now;
    const age = now.getTime() - scannedAt.getTime();
    if (age < -CLOCK_DRIFT_MS || age > OLDEST_SCAN_MS)
      throw new DomainError(SETUP_DAY_MESSAGES.invalidScanTime);
    const scanner = await this.scannerOf(confirmation.scannedWith, scannedAt, submitter);

    // The scanner is passed explicitly: the stored events name them, not the account whose
    // request carried the queued scan (docs/decisions.md 223).
    return this.transaction.run(async ({ em }) => {
      const scanId = confirmation.idempotencyKey ?? randomUUID();
      const earlier = await this.claim(
        em,
        scanId,
        confirmation.vendorId,
        scannedAt,
        now,
        scanner.name,
      );
      if (earlier) return earlier;
      const outcome = await this.confirm(em, confirmation, scannedAt, scanner.name);
      await em.nativeUpdate(SetUpScan, { id: scanId }, { outcome });
      return outcome;
    }, scanner);
  }

  /**
   * Who scanned: the account `scannedWith` proves, if it held a live session at the scan time and
   * may scan; otherwise the account that sent the confirmation. A proof that does not hold never
   * costs the scan (docs/decisions.md 223).
   */
  private async scannerOf(
    scannedWith: string | undefined,
    scannedAt: Date,
    submitter: AccountActor,
  ): Promise<AccountActor> {
    if (scannedWith === undefined) return submitter;
    const author = await this.queryBus.execute(new ResolveScanAuthorQuery(scannedWith, scannedAt));
    if (!author || !SCANNER_ROLES.includes(author.role)) return submitter;
    return { accountId: author.accountId, name: author.name };
  }

  /**
   * Stores the scan under its key. When the key was used before (waiting for that transaction
   * to end if it is still running), answers that scan's outcome instead.
   */
  private async claim(
    em: EntityManager,
    id: string,
    vendorId: string,
    scannedAt: Date,
    receivedAt: Date,
    scannedBy: string,
  ): Promise<ScanOutcome | null> {
    // Plain SQL on purpose: `insert … on conflict do nothing returning` claims the scan's key in
    // one statement, so of two sends of one scan exactly one confirms (docs/decisions.md 76).
    const claimed = await em.execute<Array<{ id: string }>>(
      `insert into set_up_scan (id, vendor_id, scanned_at, received_at, scanned_by)
       values (?, ?, ?, ?, ?) on conflict (id) do nothing returning id`,
      [id, vendorId, scannedAt, receivedAt, scannedBy],
    );
    if (claimed.length > 0) return null;
    const earlier = await em.findOneOrFail(SetUpScan, { id }, { refresh: true });
    if (earlier.vendorId !== vendorId) throw new ConflictError(SETUP_DAY_MESSAGES.keyReused);
    return earlier.outcome ?? 'already-set-up';
  }

  private async confirm(
    em: EntityManager,
    confirmation: SetUpConfirmation,
    at: Date,
    admin: string,
  ): Promise<ScanOutcome> {
    const { vendorId } = confirmation;
    const vendor = await this.provenVendor(em, confirmation);
    if (!vendor) throw new NotFoundError(SETUP_DAY_MESSAGES.notFound);
    const newlySetUp = await this.commandBus.execute(
      new MarkVendorSetUpCommand(vendorId, admin, at),
    );
    const paidInFull = vendor.status === 'paid' || vendor.status === 'checked_in';
    const market = await this.queryBus.execute(new GetMarketSettingsQuery());
    if (paidInFull && isMarketDay(market, at)) {
      const checkedIn = await this.commandBus.execute(
        new CheckInVendorCommand(vendorId, admin, at),
      );
      return checkedIn ? 'checked-in' : 'already-checked-in';
    }
    return newlySetUp ? 'set-up' : 'already-set-up';
  }

  /** The vendor with an assigned stall, when the confirmation's proof is theirs. */
  private async provenVendor(
    em: EntityManager,
    { vendorId, proof }: SetUpConfirmation,
  ): Promise<OnSiteVendor | undefined> {
    if (proof?.kind === 'qr-token' && this.tokens.open(proof.token) !== vendorId) return undefined;
    if (proof?.kind === 'scan-code') {
      const row = await em.findOne(ScanCode, { code: proof.scanCode });
      if (row?.vendorId !== vendorId) return undefined;
    }
    const accessCode = proof?.kind === 'access-code' ? proof.accessCode : undefined;
    const [vendor] = await this.queryBus.execute(
      new ListOnSiteVendorsQuery({ vendorId, accessCode }),
    );
    return vendor;
  }
}
