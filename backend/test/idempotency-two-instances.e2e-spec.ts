import { randomUUID } from 'node:crypto';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register } from './support/vendors.js';

// Two app instances on one PostgreSQL database (two instances cannot share an embedded PGlite):
// an Idempotency-Key claimed on one holds on the other.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: TestApp;
let second: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  database = await createTestDatabase(serverUrl);
  first = await createTestApp({ databaseUrl: database.url });
  second = await createTestApp({ databaseUrl: database.url });
});
beforeEach(async () => {
  await first.reset(second);
  auth = await adminAuth(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.drop();
});

async function confirmedVendor(): Promise<string> {
  const { vendorId } = await register(first);
  await first
    .http()
    .post(`/api/admin/vendors/${vendorId}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(first, 'AK-01') })
    .expect(200);
  return vendorId;
}

function cash(t: TestApp, vendorId: string) {
  return t
    .http()
    .post(`/api/admin/vendors/${vendorId}/cash-payment`)
    .set(auth)
    .send({ amount: 7500 });
}

async function ledger(vendorId: string) {
  return (await first.em().find(LedgerEntry, { vendorId })).map((line) => [line.kind, line.amount]);
}

describe('idempotency across two instances', () => {
  it('books once when the same key reaches both instances at once', async () => {
    const vendorId = await confirmedVendor();
    const key = randomUUID();

    const answers = await Promise.all([
      cash(first, vendorId).set('Idempotency-Key', key),
      cash(second, vendorId).set('Idempotency-Key', key),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await ledger(vendorId)).toEqual([['cash_payment', 7500]]);
  });

  it('books once when two identical cash payments without a key reach both at once', async () => {
    const vendorId = await confirmedVendor();

    const answers = await Promise.all([cash(first, vendorId), cash(second, vendorId)]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await ledger(vendorId)).toEqual([['cash_payment', 7500]]);
  });
});
