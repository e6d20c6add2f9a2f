import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/sql';
import { MARKET_TIME_ZONE, RETENTION_TEXTS } from '@standl/contracts';
import { Clock, viennaDate, viennaStartOfDay, viennaYear } from '../../shared/clock/clock.js';
import { JobRunner } from '../../shared/jobs/job-runner.js';
import { RetentionJob } from '../../shared/jobs/retention-job.js';
import { ScheduledJob } from '../../shared/jobs/scheduled-job.js';
import { LedgerEntry } from '../domain/ledger-entry.entity.js';
import { Payment } from '../domain/payment.entity.js';
import { Invoice } from '../invoices/domain/invoice.entity.js';

export const DELETE_EXPIRED_TAX_RECORDS_JOB = 'delete-expired-tax-records';

/** Tax records are kept seven years after the end of their calendar year (docs/decisions.md 81). */
export function taxRecordsKeptFrom(now: Date): Date {
  return viennaStartOfDay(`${viennaYear(now) - 7}-01-01`);
}

/**
 * Deletes invoices, ledger entries, card payments and imported bank statements (with the payers'
 * names and IBANs of their lines) whose seven years are over.
 */
@Injectable()
@ScheduledJob({ name: DELETE_EXPIRED_TAX_RECORDS_JOB, ...RETENTION_TEXTS.taxRecords })
export class DeleteExpiredTaxRecordsJob extends RetentionJob {
  protected readonly name = DELETE_EXPIRED_TAX_RECORDS_JOB;
  protected readonly logger = new Logger(DeleteExpiredTaxRecordsJob.name);

  constructor(runner: JobRunner, clock: Clock) {
    super(runner, clock);
  }

  @Cron('0 4 * * *', { name: DELETE_EXPIRED_TAX_RECORDS_JOB, timeZone: MARKET_TIME_ZONE })
  override tick(): Promise<void> {
    return super.tick();
  }

  protected async deleteExpired(em: EntityManager, now: Date): Promise<string> {
    const before = { $lt: taxRecordsKeptFrom(now) };
    // The ledger's trigger lets this transaction, and only it, delete (it is append-only).
    // Plain SQL on purpose: a transaction-local setting, which the ORM has no API for
    // (docs/decisions.md 81).
    await em.execute(`select set_config('standl.retention', 'on', true)`);
    const invoices = await em.nativeDelete(Invoice, { issuedAt: before });
    const entries = await em.nativeDelete(LedgerEntry, { createdAt: before });
    await em.nativeDelete(Payment, { createdAt: before });
    // A statement's lines go with it (on delete cascade); a line keeps the date it was booked on.
    const keptFrom = taxRecordsKeptFrom(now);
    await em.execute(`delete from bank_statement_line where booking_date < ?::date`, [
      viennaDate(keptFrom),
    ]);
    await em.execute(`delete from bank_statement where uploaded_at < ?`, [keptFrom]);
    return RETENTION_TEXTS.taxRecords.summary(invoices, entries);
  }
}
