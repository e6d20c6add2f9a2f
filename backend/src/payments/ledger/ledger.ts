import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/sql';
import {
  GetVendorBoothQuery,
  ListVendorBoothsQuery,
  type VendorBooth,
} from '../../booths/index.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import {
  entityJsonSql,
  entityOfJson,
  type JsonPart,
  type SqlExpression,
} from '../../shared/database/json-parts.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import { LedgerEntryBookedEvent } from '../domain/ledger-entry-booked.event.js';
import { LedgerEntry, type NewLedgerEntry } from '../domain/ledger-entry.entity.js';
import { accountOf, type AccountFacts, crossedIntoPaidInFull } from '../domain/vendor-account.js';
import { VendorPaidInFullEvent } from '../domain/vendor-paid-in-full.event.js';
import { WithdrawalCharge } from '../domain/withdrawal-charge.entity.js';
import type { WithdrawalChargeView } from '../queries/withdrawal-charge.view.js';
import type { LedgerLine, VendorAccount } from '../queries/get-vendor-account.query.js';

/** What a booking adds, decided under the vendor's ledger lock from the account as it is then. */
export type EntriesFor = (
  account: AccountFacts,
  lines: readonly LedgerLine[],
) => Omit<NewLedgerEntry, 'vendorId' | 'createdAt'>[];

export interface Booked {
  entries: LedgerEntry[];
  account: VendorAccount;
}

/**
 * The payments ledger (docs/decisions.md 72): the one place money is booked and read. Bookings for
 * one vendor run one after the other (an advisory lock per vendor, held until the transaction
 * ends), so two payments at once both count and the paid-in-full event is recorded once per
 * crossing. Lock order: a command that also locks the vendor row (the organiser's edit) locks it
 * first.
 */
@Injectable()
export class Ledger {
  constructor(private readonly queryBus: QueryBus) {}

  /** Appends what `entriesFor` decides, with a LedgerEntryBookedEvent each, in `scope`'s transaction. */
  async book(
    { em, record }: TransactionScope,
    vendorId: string,
    createdAt: Date,
    entriesFor: EntriesFor,
  ): Promise<Booked> {
    await lockForTransaction(em, `ledger:${vendorId}`);
    const lines: LedgerLine[] = await this.entriesOf(em, [vendorId]);
    const total = await this.totalOf(em, vendorId);
    let before = accountOf(lines, total);
    const entries = entriesFor(before, lines).map((input) =>
      LedgerEntry.book({ ...input, vendorId, createdAt }),
    );
    for (const entry of entries) {
      em.persist(entry);
      await em.flush();
      lines.push(lineOf(entry));
      const after = accountOf(lines, total);
      record(
        new LedgerEntryBookedEvent(vendorId, {
          entryId: entry.id,
          kind: entry.kind,
          amount: entry.amount,
          method: entry.method,
          reference: entry.reference,
          note: entry.note,
          totalAmount: total,
          paidAmount: after.paidAmount,
          openAmount: after.openAmount,
        }),
      );
      if (crossedIntoPaidInFull(before, after)) {
        record(
          new VendorPaidInFullEvent(vendorId, { totalAmount: total, paidAmount: after.paidAmount }),
        );
      }
      before = after;
    }
    return { entries, account: toAccount(vendorId, lines, total) };
  }

  /**
   * One vendor's account (the stall fee from the booths context, or from `stall` if given; without
   * a stall, a withdrawn vendor's charge).
   */
  async account(
    em: EntityManager,
    vendorId: string,
    stall?: VendorBooth | null,
  ): Promise<VendorAccount> {
    const [lines, total] = await Promise.all([
      this.entriesOf(em, [vendorId]),
      stall === undefined
        ? this.totalOf(em, vendorId)
        : stall
          ? stallFee(stall)
          : this.chargeOf(em, vendorId),
    ]);
    return toAccount(vendorId, lines, total);
  }

  /**
   * What each vendor paid and whether their latest deposit is covered: both depend on the entries
   * alone, so no stall is read (one query for all of them).
   */
  async paymentFacts(
    em: EntityManager,
    vendorIds: readonly string[],
  ): Promise<Map<string, Pick<AccountFacts, 'paidAmount' | 'depositPaid'>>> {
    const ids = [...new Set(vendorIds)];
    if (ids.length === 0) return new Map();
    const byVendor = new Map<string, LedgerLine[]>(ids.map((id) => [id, []]));
    for (const line of await this.entriesOf(em, ids)) byVendor.get(line.vendorId)?.push(line);
    return new Map([...byVendor].map(([id, lines]) => [id, paymentFactsOf(lines)]));
  }

  /** Many vendors' accounts with one query for the entries and one for the stalls. */
  async accounts(
    em: EntityManager,
    vendorIds: readonly string[],
  ): Promise<Map<string, VendorAccount>> {
    const ids = [...new Set(vendorIds)];
    if (ids.length === 0) return new Map();
    if (ids.length === 1) return new Map([[ids[0]!, await this.account(em, ids[0]!)]]);
    const [lines, booths, charges] = await Promise.all([
      this.entriesOf(em, ids),
      this.queryBus.execute(new ListVendorBoothsQuery()),
      this.chargesOf(em, ids),
    ]);
    const byVendor = new Map<string, LedgerLine[]>(ids.map((id) => [id, []]));
    for (const line of lines) byVendor.get(line.vendorId)?.push(line);
    return new Map(
      ids.map((id) => {
        const booth = booths.get(id) ?? null;
        const total = booth ? stallFee(booth) : (charges.get(id) ?? 0);
        return [id, toAccount(id, byVendor.get(id)!, total)];
      }),
    );
  }

  /**
   * What the vendor owes in total: the fee of the stall they hold, have reserved or occupy; without
   * one, the charge of their withdrawal (docs/decisions.md 248), else 0.
   */
  async totalOf(em: EntityManager, vendorId: string): Promise<number> {
    const stall = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
    return stall ? stallFee(stall) : this.chargeOf(em, vendorId);
  }

  /** A withdrawn vendor's charge in cents; 0 for a vendor who has not withdrawn. */
  private async chargeOf(em: EntityManager, vendorId: string): Promise<number> {
    return (await this.chargesOf(em, [vendorId])).get(vendorId) ?? 0;
  }

  private async chargesOf(em: EntityManager, vendorIds: string[]): Promise<Map<string, number>> {
    const rows = await em.execute<{ vendor_id: string; amount: number | string }[]>(
      `select vendor_id, amount from withdrawal_charge
        where vendor_id in (${vendorIds.map(() => '?').join(', ')})`,
      vendorIds,
    );
    return new Map(rows.map((row) => [row.vendor_id, Number(row.amount)]));
  }

  /**
   * Plain SQL, no entities, on purpose: every status look-up and stall pick reads the account (the
   * measured hot path, docs/decisions.md 91).
   */
  private async entriesOf(
    em: EntityManager,
    vendorIds: string[],
  ): Promise<(LedgerLine & { vendorId: string })[]> {
    const rows = await em.execute<LedgerRow[]>(
      `select ${LEDGER_LINE_COLUMNS} from ledger_entry
        where vendor_id in (${vendorIds.map(() => '?').join(', ')})
        order by created_at, id`,
      vendorIds,
    );
    return rows.map(ledgerLineOf);
  }
}

interface LedgerRow {
  id: string | number;
  vendor_id: string;
  kind: LedgerLine['kind'];
  amount: number | string;
  method: LedgerLine['method'];
  reference: string | null;
  note: string | null;
  actor: string;
  created_at: Date | string;
  settles_id: string | number | null;
  value_date: string | null;
}

/** What the vendor pays for the stall they hold, have reserved or occupy; 0 without one. */
function stallFee(stall: VendorBooth | null): number {
  return stall?.area.price ?? 0;
}

const LEDGER_LINE_COLUMNS = `id, vendor_id, kind, amount, method, reference, note, actor, created_at,
  settles_id, to_char(value_date, 'YYYY-MM-DD') as value_date`;

function ledgerLineOf(row: LedgerRow): LedgerLine & { vendorId: string } {
  return {
    id: String(row.id),
    vendorId: row.vendor_id,
    kind: row.kind,
    amount: Number(row.amount),
    method: row.method,
    reference: row.reference,
    note: row.note,
    actor: row.actor,
    createdAt: new Date(row.created_at),
    settlesId: row.settles_id === null ? null : String(row.settles_id),
    valueDate: row.value_date,
  };
}

/** What a vendor's account is read from: the ledger's lines and a withdrawal's charge. */
export interface AccountRecords {
  lines: LedgerLine[];
  charge: WithdrawalChargeView | null;
}

/**
 * A vendor's ledger lines and withdrawal charge as a part of a one-statement read; with their
 * stall, `accountFromRecords` makes the account `Ledger.account` reads.
 */
export function accountRecordsPart(
  em: EntityManager,
  vendorId: string | SqlExpression,
): JsonPart<AccountRecords> {
  return {
    sql: `select jsonb_build_object(
        'lines', (${LEDGER_LINES_JSON_SQL}),
        'charge', (select ${entityJsonSql(em, WithdrawalCharge, 'c')}
          from withdrawal_charge c where c.vendor_id = ?))`,
    params: [vendorId, vendorId],
    read: (json) => {
      const { lines, charge } = json as { lines: LedgerRow[]; charge: object | null };
      return {
        lines: lines.map(ledgerLineOf),
        charge: charge
          ? { ...entityOfJson(em, WithdrawalCharge, charge as Record<string, unknown>) }
          : null,
      };
    },
  };
}

/** A vendor's payment facts (`Ledger.paymentFacts`) as a part of a one-statement read. */
export function paymentFactsPart(
  vendorId: string,
): JsonPart<Pick<AccountFacts, 'paidAmount' | 'depositPaid'>> {
  return {
    sql: LEDGER_LINES_JSON_SQL,
    params: [vendorId],
    read: (json) => paymentFactsOf((json as LedgerRow[]).map(ledgerLineOf)),
  };
}

/** A vendor's ledger lines (vendor id `?`) as a jsonb array, in booking order. */
const LEDGER_LINES_JSON_SQL = `select coalesce(jsonb_agg(to_jsonb(line) order by line.created_at, line.id), '[]')
  from (select ${LEDGER_LINE_COLUMNS} from ledger_entry where vendor_id = ?) line`;

/** What was paid and whether the latest deposit is covered: the entries alone decide. */
function paymentFactsOf(lines: LedgerLine[]): Pick<AccountFacts, 'paidAmount' | 'depositPaid'> {
  const { paidAmount, depositPaid } = accountOf(lines, 0);
  return { paidAmount, depositPaid };
}

/** The account of `accountRecordsPart`'s records, given the vendor's stall as read with them. */
export function accountFromRecords(
  vendorId: string,
  { lines, charge }: AccountRecords,
  stall: VendorBooth | null,
): VendorAccount {
  return toAccount(vendorId, lines, stall ? stallFee(stall) : (charge?.amount ?? 0));
}

function lineOf(entry: LedgerEntry): LedgerLine {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    method: entry.method,
    reference: entry.reference,
    note: entry.note,
    actor: entry.actor,
    createdAt: entry.createdAt,
    settlesId: entry.settlesId,
    valueDate: entry.valueDate,
  };
}

function toAccount(vendorId: string, lines: LedgerLine[], total: number): VendorAccount {
  const { paidInFull: _, ...facts } = accountOf(lines, total);
  return {
    vendorId,
    ...facts,
    lines: lines.map((line) => lineOf(line as LedgerEntry)),
  };
}
