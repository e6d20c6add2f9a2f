import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/sql';
import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import {
  CheckInVendorCommand,
  ListOnSiteVendorsQuery,
  MarkVendorSetUpCommand,
} from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { isMarketDay } from '../domain/market-day.js';
import { type ScanOutcome, SetUpScan } from '../domain/set-up-scan.entity.js';
import { ConfirmSetUpCommand, type SetUpConfirmation } from './confirm-set-up.command.js';

/** An offline scanner may send a scan this long after it was read. */
const OLDEST_SCAN_MS = 14 * 24 * 60 * 60 * 1000;
/** Allowed clock drift of the scanning phone. */
const CLOCK_DRIFT_MS = 5 * 60 * 1000;

@CommandHandler(ConfirmSetUpCommand)
export class ConfirmSetUpHandler implements ICommandHandler<ConfirmSetUpCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ confirmation, admin }: ConfirmSetUpCommand): Promise<ScanOutcome> {
    const now = this.clock.now();
    const scannedAt = confirmation.scannedAt ?? now;
    const age = now.getTime() - scannedAt.getTime();
    if (age < -CLOCK_DRIFT_MS || age > OLDEST_SCAN_MS)
      throw new DomainError(SETUP_DAY_MESSAGES.invalidScanTime);

    return this.transaction.run(async ({ em }) => {
      const scanId = confirmation.idempotencyKey ?? randomUUID();
      const earlier = await this.claim(em, scanId, confirmation.vendorId, scannedAt, now, admin);
      if (earlier) return earlier;
      const outcome = await this.confirm(confirmation, scannedAt, admin);
      await em.nativeUpdate(SetUpScan, { id: scanId }, { outcome });
      return outcome;
    }, admin);
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
    { vendorId, accessCode }: SetUpConfirmation,
    at: Date,
    admin: string,
  ): Promise<ScanOutcome> {
    const [vendor] = await this.queryBus.execute(
      new ListOnSiteVendorsQuery({ vendorId, accessCode }),
    );
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
}
