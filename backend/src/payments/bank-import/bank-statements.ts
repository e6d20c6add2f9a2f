import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { BANK_STATEMENT_MESSAGES } from '@standl/contracts';
import { GetVendorMailDataQuery, type VendorMailData } from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BankTransferBooking } from '../commands/book-bank-transfer.js';
import { ListInvoicesQuery } from '../invoices/queries/invoice.queries.js';
import { ListVendorAccountsQuery } from '../queries/list-vendor-accounts.query.js';
import {
  BankStatementLineBookedEvent,
  BankStatementLineIgnoredEvent,
  BankStatementUploadedEvent,
} from './domain/bank-statement.events.js';
import type {
  BankStatementBookingResultDto,
  BankStatementDto,
  BankStatementLineDto,
  BankStatementSummaryDto,
  StatementLineState,
} from './http/bank-statement.dto.js';
import { type MatchVendor, matchStatementLines } from './matching/match-statement-lines.js';
import { parseStatement } from './parsing/parse-statement.js';
import type { StatementFormat, StatementReportLine } from './parsing/statement-line.js';

export { BANK_STATEMENT_MESSAGES };

/** Rows inserted per statement. */
const INSERT_CHUNK = 2500;

interface LineRow {
  id: string;
  line_number: number | string;
  key: string;
  booking_date: string;
  value_date: string;
  amount: number | string;
  currency: string;
  payer_name: string | null;
  payer_iban: string | null;
  remittance: string | null;
  entry_reference: string | null;
  state: StatementLineState;
  vendor_id: string | null;
  ledger_entry_id: string | number | null;
  decided_by: string | null;
  decided_at: Date | string | null;
}

interface StatementRow {
  id: string;
  file_name: string;
  format: StatementFormat;
  uploaded_by: string;
  uploaded_at: Date | string;
  report: StatementReportLine[] | string;
}

const LINE_COLUMNS = `l.id, l.key, l.booking_date::text as booking_date, l.value_date::text as value_date,
  l.amount, l.currency, l.payer_name, l.payer_iban, l.remittance, l.entry_reference, l.state,
  l.vendor_id, l.ledger_entry_id, l.decided_by, l.decided_at`;

/**
 * The bank statement import (issue 30, docs/decisions.md 234–241): an upload is parsed and its
 * credit lines stored (a line known from an earlier statement stays the one row, with its state);
 * reading a statement proposes vendors against the accounts as they are now; booking books each
 * chosen line in its own short transaction that locks the line, so no line is ever booked twice.
 * Plain SQL: a statement has up to 10,000 lines, inserted with `on conflict do nothing`.
 */
@Injectable()
export class BankStatements {
  constructor(
    private readonly em: EntityManager,
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly transfers: BankTransferBooking,
    private readonly clock: Clock,
  ) {}

  /** Parses and stores the file; refuses it as a whole (4xx) when it is no readable statement. */
  async upload(fileName: string, bytes: Uint8Array, actor: string): Promise<string> {
    const parsed = parseStatement(bytes);
    const id = randomUUID();
    const name = cleanFileName(fileName);
    await this.transaction.run(async ({ em, record }) => {
      await em.execute(
        `insert into bank_statement (id, file_name, format, uploaded_by, uploaded_at, report, lines)
         values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
        [
          id,
          name,
          parsed.format,
          actor,
          this.clock.now(),
          JSON.stringify(parsed.report),
          JSON.stringify(
            parsed.lines.map((line) => ({ key: line.key, lineNumber: line.lineNumber })),
          ),
        ],
      );
      // One statement for all lines: the rows travel as one JSON parameter (no 10,000 × 12
      // placeholders), and a key already known keeps its row.
      let inserted = 0;
      for (let start = 0; start < parsed.lines.length; start += INSERT_CHUNK) {
        const chunk = parsed.lines.slice(start, start + INSERT_CHUNK);
        const rows = await em.execute<{ key: string }[]>(
          `insert into bank_statement_line (id, statement_id, line_number, key, booking_date,
             value_date, amount, currency, payer_name, payer_iban, remittance, entry_reference)
           select gen_random_uuid(), ?, x.line_number, x.key, x.booking_date, x.value_date,
                  x.amount, x.currency, x.payer_name, x.payer_iban, x.remittance, x.entry_reference
             from jsonb_to_recordset(?::jsonb) as x(line_number int, key varchar, booking_date date,
                  value_date date, amount bigint, currency varchar, payer_name varchar,
                  payer_iban varchar, remittance varchar, entry_reference varchar)
           on conflict (key) do nothing
           returning key`,
          [
            id,
            JSON.stringify(
              chunk.map((line) => ({
                line_number: line.lineNumber,
                key: line.key,
                booking_date: line.bookingDate,
                value_date: line.valueDate,
                amount: line.amount,
                currency: line.currency,
                payer_name: line.payerName,
                payer_iban: line.payerIban,
                remittance: line.remittance,
                entry_reference: line.entryReference,
              })),
            ),
          ],
        );
        inserted += rows.length;
      }
      record(
        new BankStatementUploadedEvent(id, {
          fileName: name,
          format: parsed.format,
          lines: parsed.lines.length,
          newLines: inserted,
          reported: parsed.report.length,
        }),
      );
    });
    return id;
  }

  async list(): Promise<BankStatementSummaryDto[]> {
    const rows = await this.em
      .fork()
      .execute<
        (StatementRow & Record<'line_count' | 'open' | 'booked' | 'ignored', number | string>)[]
      >(
        `select s.id, s.file_name, s.format, s.uploaded_by, s.uploaded_at, s.report,
              jsonb_array_length(s.lines) as line_count,
              count(*) filter (where l.state = 'open') as open,
              count(*) filter (where l.state = 'booked') as booked,
              count(*) filter (where l.state = 'ignored') as ignored
         from bank_statement s
         left join lateral jsonb_array_elements(s.lines) e on true
         left join bank_statement_line l on l.key = e->>'key'
        group by s.id
        order by s.uploaded_at desc, s.id`,
      );
    return rows.map((row) => ({
      id: row.id,
      fileName: row.file_name,
      format: row.format,
      uploadedAt: new Date(row.uploaded_at).toISOString(),
      uploadedBy: row.uploaded_by,
      lineCount: Number(row.line_count),
      openCount: Number(row.open),
      bookedCount: Number(row.booked),
      ignoredCount: Number(row.ignored),
      reportCount: reportOf(row).length,
    }));
  }

  /** The statement with every line, its state and the vendor proposed for it now. */
  async get(id: string): Promise<BankStatementDto> {
    const em = this.em.fork();
    const [statement] = await em.execute<StatementRow[]>(
      `select id, file_name, format, uploaded_by, uploaded_at, report
         from bank_statement where id = ?`,
      [id],
    );
    if (!statement) throw new NotFoundError(BANK_STATEMENT_MESSAGES.notFound);
    const rows = await em.execute<LineRow[]>(
      `select ${LINE_COLUMNS}, (e->>'lineNumber')::int as line_number
         from bank_statement s
         cross join lateral jsonb_array_elements(s.lines) e
         join bank_statement_line l on l.key = e->>'key'
        where s.id = ?
        order by (e->>'lineNumber')::int, l.key`,
      [id],
    );
    const lines = await this.proposals(em, rows);
    return {
      id: statement.id,
      fileName: statement.file_name,
      format: statement.format,
      uploadedAt: new Date(statement.uploaded_at).toISOString(),
      uploadedBy: statement.uploaded_by,
      lines,
      report: reportOf(statement),
    };
  }

  /**
   * Books (vendorId) or ignores (null) each given line of the statement, each in its own
   * transaction: the line is locked, and only an open one changes. A line that cannot be booked
   * (already booked or ignored, blocked or unknown vendor) is skipped with the reason.
   */
  async book(
    id: string,
    decisions: readonly { lineId: string; vendorId: string | null }[],
    actor: string,
  ): Promise<BankStatementBookingResultDto> {
    const em = this.em.fork();
    const [statement] = await em.execute<{ file_name: string }[]>(
      `select file_name from bank_statement where id = ?`,
      [id],
    );
    if (!statement) throw new NotFoundError(BANK_STATEMENT_MESSAGES.notFound);
    const members = new Map(
      (
        await em.execute<{ id: string; line_number: number | string }[]>(
          `select l.id, (e->>'lineNumber')::int as line_number
             from bank_statement s
             cross join lateral jsonb_array_elements(s.lines) e
             join bank_statement_line l on l.key = e->>'key'
            where s.id = ?`,
          [id],
        )
      ).map((row) => [row.id, Number(row.line_number)]),
    );
    let booked = 0;
    let ignored = 0;
    const skipped: { lineId: string; reason: string }[] = [];
    const seen = new Set<string>();
    for (const { lineId, vendorId } of decisions) {
      const lineNumber = members.get(lineId);
      if (lineNumber === undefined) {
        skipped.push({ lineId, reason: BANK_STATEMENT_MESSAGES.notInStatement });
        continue;
      }
      if (seen.has(lineId)) continue;
      seen.add(lineId);
      try {
        const outcome = await this.decide(statement.file_name, lineId, lineNumber, vendorId, actor);
        if (outcome === 'booked') booked += 1;
        else if (outcome === 'ignored') ignored += 1;
        else skipped.push({ lineId, reason: outcome.skipped });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        skipped.push({ lineId, reason: error.message });
      }
    }
    return {
      message: bookingMessage(booked, ignored, skipped.length),
      booked,
      ignored,
      skipped,
      statement: await this.get(id),
    };
  }

  private decide(
    fileName: string,
    lineId: string,
    lineNumber: number,
    vendorId: string | null,
    actor: string,
  ): Promise<'booked' | 'ignored' | { skipped: string }> {
    return this.transaction.run(async (scope) => {
      const { em, record } = scope;
      const [line] = await em.execute<LineRow[]>(
        `select ${LINE_COLUMNS}, l.line_number from bank_statement_line l where l.id = ? for update`,
        [lineId],
      );
      if (!line) return { skipped: BANK_STATEMENT_MESSAGES.notInStatement };
      if (line.state === 'booked') return { skipped: BANK_STATEMENT_MESSAGES.alreadyBooked };
      if (line.state === 'ignored') return { skipped: BANK_STATEMENT_MESSAGES.alreadyIgnored };
      const amount = Number(line.amount);
      const now = this.clock.now();
      if (vendorId === null) {
        await em.execute(
          `update bank_statement_line set state = 'ignored', decided_by = ?, decided_at = ? where id = ?`,
          [actor, now, lineId],
        );
        record(new BankStatementLineIgnoredEvent(lineId, { lineId, lineNumber, fileName, amount }));
        return 'ignored';
      }
      const { entryId } = await this.transfers.book(scope, {
        vendorId,
        amount,
        valueDate: line.value_date,
        reference: (line.entry_reference ?? line.remittance)?.slice(0, 200) ?? null,
        note: `Kontoauszug ${fileName}, Zeile ${lineNumber}`.slice(0, 500),
        actor,
      });
      await em.execute(
        `update bank_statement_line
            set state = 'booked', vendor_id = ?, ledger_entry_id = ?, decided_by = ?, decided_at = ?
          where id = ?`,
        [vendorId, entryId, actor, now, lineId],
      );
      record(
        new BankStatementLineBookedEvent(lineId, {
          lineId,
          lineNumber,
          fileName,
          vendorId,
          amount,
          valueDate: line.value_date,
          ledgerEntryId: entryId,
        }),
      );
      return 'booked';
    }, actor);
  }

  /** Each line with the vendor proposed for it against the vendors and accounts as they are now. */
  private async proposals(em: EntityManager, rows: LineRow[]): Promise<BankStatementLineDto[]> {
    const vendors = await this.queryBus.execute(new GetVendorMailDataQuery(null));
    const [invoices, accounts, manual] = await Promise.all([
      this.queryBus.execute(new ListInvoicesQuery()),
      this.queryBus.execute(new ListVendorAccountsQuery([...vendors.keys()])),
      handBookedTransfers(em),
    ]);
    const numbers = new Map<string, string[]>();
    for (const invoice of invoices) {
      if (invoice.kind === 'cancellation') continue;
      numbers.set(invoice.vendorId, [...(numbers.get(invoice.vendorId) ?? []), invoice.number]);
    }
    const candidates: MatchVendor[] = [...vendors.values()].map((vendor) => ({
      id: vendor.id,
      accessCode: vendor.accessCode,
      name: vendor.name,
      invoiceNumbers: numbers.get(vendor.id) ?? [],
      openAmount: accounts.get(vendor.id)?.openAmount ?? vendor.openAmount,
    }));
    const open = rows.filter((row) => row.state === 'open');
    const matches = matchStatementLines(
      open.map((row) => ({
        amount: Number(row.amount),
        payerName: row.payer_name,
        remittance: row.remittance,
      })),
      candidates,
    );
    const matchOf = new Map(open.map((row, i) => [row.id, matches[i]!]));
    // What each vendor would owe (or be owed) after the lines proposed before this one.
    const running = new Map<string, { open: number; refundDue: number }>();
    const candidate = (vendor: VendorMailData) => ({
      vendorId: vendor.id,
      name: vendor.name,
      boothNumber: vendor.boothNumber,
      openAmount: accounts.get(vendor.id)?.openAmount ?? vendor.openAmount,
    });
    return rows.map((row) => {
      const amount = Number(row.amount);
      const base = {
        id: row.id,
        lineNumber: Number(row.line_number),
        bookingDate: row.booking_date,
        valueDate: row.value_date,
        amount,
        currency: row.currency,
        payerName: row.payer_name,
        payerIban: row.payer_iban,
        remittance: row.remittance,
        entryReference: row.entry_reference,
        state: row.state,
        bookedBy: row.decided_by,
        bookedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      };
      if (row.state !== 'open') {
        const vendor = row.vendor_id ? vendors.get(row.vendor_id) : undefined;
        return {
          ...base,
          match: row.state === 'booked' ? ('already-booked' as const) : ('none' as const),
          vendorId: row.vendor_id,
          candidates: vendor ? [candidate(vendor)] : [],
          effect: null,
          duplicateOf: null,
        };
      }
      const match = matchOf.get(row.id)!;
      const duplicateOf = match.vendorId
        ? (manual.get(`${match.vendorId}|${amount}|${row.value_date}`) ?? null)
        : null;
      let effect: BankStatementLineDto['effect'] = null;
      if (match.vendorId && !duplicateOf) {
        const account = accounts.get(match.vendorId);
        const now = running.get(match.vendorId) ?? {
          open: account?.openAmount ?? 0,
          refundDue: account?.refundDueAmount ?? 0,
        };
        const after = {
          open: Math.max(0, now.open - amount),
          refundDue: now.refundDue + Math.max(0, amount - now.open),
        };
        running.set(match.vendorId, after);
        effect = { openAmountAfter: after.open, refundDueAfter: after.refundDue };
      }
      return {
        ...base,
        match: match.match,
        vendorId: match.vendorId,
        candidates: match.candidateIds
          .map((vendorId) => vendors.get(vendorId))
          .filter((vendor): vendor is VendorMailData => vendor !== undefined)
          .map(candidate),
        effect,
        duplicateOf,
      };
    });
  }
}

/** Transfers booked by hand (no statement line names them): 'vendor|amount|valueDate' → entry id. */
async function handBookedTransfers(em: EntityManager): Promise<Map<string, string>> {
  const rows = await em.execute<
    { id: string | number; vendor_id: string; amount: number | string; value_date: string }[]
  >(
    `select e.id, e.vendor_id, e.amount, e.value_date::text as value_date
       from ledger_entry e
      where e.kind = 'transfer_payment' and e.value_date is not null
        and not exists (select 1 from bank_statement_line l where l.ledger_entry_id = e.id)
      order by e.id`,
  );
  const found = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.vendor_id}|${Number(row.amount)}|${row.value_date}`;
    if (!found.has(key)) found.set(key, String(row.id));
  }
  return found;
}

function reportOf(row: Pick<StatementRow, 'report'>): StatementReportLine[] {
  return typeof row.report === 'string'
    ? (JSON.parse(row.report) as StatementReportLine[])
    : row.report;
}

/** The file name as shown: its last path segment, printable, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'kontoauszug').slice(0, 255);
}

function bookingMessage(booked: number, ignored: number, skipped: number): string {
  const parts = [
    `${booked} ${booked === 1 ? 'Zeile' : 'Zeilen'} verbucht`,
    ...(ignored > 0 ? [`${ignored} ignoriert`] : []),
    ...(skipped > 0 ? [`${skipped} übersprungen`] : []),
  ];
  return parts.join(', ');
}
