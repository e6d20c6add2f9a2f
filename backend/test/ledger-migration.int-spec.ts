import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import { migrationsList } from '../migrations/index.js';
import { accountOf } from '../src/payments/domain/vendor-account.js';
import { databaseBefore } from './support/migration-database.js';

/** The migration that moves the vendor's money columns into the payments ledger. */
const LEDGER_MIGRATION = 'Migration20261125130000';
const BEFORE =
  migrationsList[migrationsList.findIndex((m) => m.name === LEDGER_MIGRATION) - 1]!.name;

let orm: MikroORM;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ orm, drop } = await databaseBefore(LEDGER_MIGRATION));
});
afterAll(async () => {
  await orm.close(true);
  await drop();
});

async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []) {
  return (await orm.em.getConnection().execute(query, params)) as unknown as T[];
}

let n = 0;
function uuid(): string {
  n += 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** A vendor row as the app wrote it before the ledger; returns its id. */
async function oldVendor(money: {
  payment_amount: number;
  down_payment_amount?: number;
  down_payment_paid?: boolean;
  payment_method?: string;
}): Promise<string> {
  const id = uuid();
  await sql(
    `insert into vendor (id, name, email, phone, description, access_code, payment_amount, down_payment_amount, down_payment_paid, payment_method, created_at, updated_at)
     values (?, 'Händler', ?, '+43 1', 'Kerzen', ?, ?, ?, ?, ?, '2026-11-01T10:00:00Z', '2026-11-20T10:00:00Z')`,
    [
      id,
      `h${n}@example.at`,
      `CODE${String(n).padStart(6, '0')}`,
      money.payment_amount,
      money.down_payment_amount ?? 0,
      money.down_payment_paid ?? false,
      money.payment_method ?? 'bank_transfer',
    ],
  );
  return id;
}

async function oldPayment(
  vendorId: string,
  { counted = true, needsRefund = false, at = '2026-11-10T10:00:00Z' } = {},
) {
  const id = uuid();
  await sql(
    `insert into payment (id, vendor_id, purpose, method, amount, checkout_id, checkout_reference, status, created_at, paid_at, counted_at, needs_refund)
     values (?, ?, 'deposit', 'sumup', 1000, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      vendorId,
      `chk-${id}`,
      `ref-${id}`,
      counted ? 'paid' : 'pending',
      at,
      counted ? at : null,
      counted ? at : null,
      needsRefund,
    ],
  );
  return `chk-${id}`;
}

interface Row {
  vendor_id: string;
  kind: string;
  amount: number;
  method: string | null;
  reference: string | null;
  note: string | null;
  actor: string;
  created_at: Date | string;
  id: string;
}

describe(`${LEDGER_MIGRATION}: the vendor's money becomes ledger entries`, () => {
  it('keeps every paid amount, deposit flag and method, and drops the old columns', async () => {
    const depositOnly = await oldVendor({
      payment_amount: 1000,
      down_payment_amount: 1000,
      down_payment_paid: true,
      payment_method: 'sumup',
    });
    const depositCheckout = await oldPayment(depositOnly);
    const raised = await oldVendor({
      payment_amount: 15000,
      down_payment_amount: 1000,
      down_payment_paid: true,
      payment_method: 'sumup',
    });
    await oldPayment(raised);
    const correctedAway = await oldVendor({
      payment_amount: 0,
      down_payment_amount: 1000,
      down_payment_paid: false,
      payment_method: 'sumup',
    });
    await oldPayment(correctedAway);
    const cashByHand = await oldVendor({ payment_amount: 7000, payment_method: 'cash' });
    const legacyCashDeposit = await oldVendor({
      payment_amount: 1000,
      down_payment_amount: 1000,
      down_payment_paid: true,
      payment_method: 'cash',
    });
    const nothing = await oldVendor({ payment_amount: 0 });
    const twoDeposits = await oldVendor({
      payment_amount: 2000,
      down_payment_amount: 1000,
      down_payment_paid: true,
      payment_method: 'sumup',
    });
    await oldPayment(twoDeposits, { at: '2026-11-10T10:00:00Z' });
    await oldPayment(twoDeposits, { at: '2026-11-10T11:00:00Z', needsRefund: true });
    const pendingOnly = await oldVendor({ payment_amount: 0 });
    await oldPayment(pendingOnly, { counted: false });
    const deletedVendor = uuid();
    await oldPayment(deletedVendor, { needsRefund: true });

    await orm.migrator.up({ to: LEDGER_MIGRATION });

    const rows = await sql<Row>('select * from ledger_entry order by id');
    const of = (vendorId: string) =>
      rows
        .filter((row) => row.vendor_id === vendorId)
        .map((row) => [row.kind, row.amount, row.method, row.note]);
    const account = (vendorId: string, total = 15000) =>
      accountOf(
        rows
          .filter((row) => row.vendor_id === vendorId)
          .map((row) => ({
            id: String(row.id),
            kind: row.kind as never,
            amount: row.amount,
            method: row.method as never,
            createdAt: new Date(row.created_at),
            settlesId: null,
          })),
        total,
      );

    expect(of(depositOnly)).toEqual([['deposit_card', 1000, 'sumup', null]]);
    expect(rows.find((row) => row.vendor_id === depositOnly)).toMatchObject({
      reference: depositCheckout,
      actor: 'sumup',
    });
    expect(account(depositOnly)).toMatchObject({
      paidAmount: 1000,
      depositPaid: true,
      depositAmount: 1000,
      paymentMethod: 'sumup',
    });

    expect(of(raised)).toEqual([
      ['deposit_card', 1000, 'sumup', null],
      ['correction', 14000, 'sumup', 'Übernommen aus dem bisherigen Stand'],
    ]);
    expect(account(raised)).toMatchObject({ paidAmount: 15000, paidInFull: true });

    expect(of(correctedAway)).toEqual([
      ['deposit_card', 1000, 'sumup', null],
      ['correction', -1000, 'sumup', 'Übernommen aus dem bisherigen Stand'],
    ]);
    expect(account(correctedAway)).toMatchObject({
      paidAmount: 0,
      depositPaid: false,
      depositAmount: 1000,
    });

    expect(of(cashByHand)).toEqual([
      ['correction', 7000, 'cash', 'Übernommen aus dem bisherigen Stand'],
    ]);
    expect(account(cashByHand)).toMatchObject({ paidAmount: 7000, paymentMethod: 'cash' });

    expect(of(legacyCashDeposit)).toEqual([
      ['cash_payment', 1000, 'cash', 'Anzahlung, übernommen aus dem bisherigen Stand'],
    ]);
    expect(account(legacyCashDeposit)).toMatchObject({ paidAmount: 1000, paymentMethod: 'cash' });

    expect(of(nothing)).toEqual([]);
    expect(of(pendingOnly)).toEqual([]);

    expect(of(twoDeposits)).toEqual([
      ['deposit_card', 1000, 'sumup', null],
      ['deposit_card', 1000, 'sumup', null],
      ['refund_due', -1000, 'sumup', 'Bitte erstatten (übernommen aus dem bisherigen Stand)'],
    ]);
    expect(account(twoDeposits)).toMatchObject({ paidAmount: 2000, refundDueAmount: 1000 });

    expect(of(deletedVendor)).toEqual([
      ['deposit_card', 1000, 'sumup', null],
      ['refund_due', -1000, 'sumup', 'Bitte erstatten (übernommen aus dem bisherigen Stand)'],
    ]);

    const columns = await sql<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'vendor' and table_schema = current_schema()",
    );
    for (const gone of [
      'payment_amount',
      'down_payment_amount',
      'down_payment_paid',
      'payment_method',
    ]) {
      expect(columns.map((c) => c.column_name)).not.toContain(gone);
    }

    // Down again: the columns come back with the amounts the ledger has.
    await orm.migrator.down({ to: BEFORE });
    const restored = await sql<{
      id: string;
      payment_amount: number;
      down_payment_amount: number;
      down_payment_paid: boolean;
      payment_method: string;
    }>(
      'select id, payment_amount, down_payment_amount, down_payment_paid, payment_method from vendor',
    );
    const back = (id: string) => restored.find((row) => row.id === id);
    expect(back(raised)).toMatchObject({
      payment_amount: 15000,
      down_payment_amount: 1000,
      down_payment_paid: true,
      payment_method: 'sumup',
    });
    expect(back(correctedAway)).toMatchObject({ payment_amount: 0, down_payment_paid: false });
    expect(back(cashByHand)).toMatchObject({ payment_amount: 7000, payment_method: 'cash' });
    expect(back(nothing)).toMatchObject({ payment_amount: 0, payment_method: 'bank_transfer' });
  });
});
