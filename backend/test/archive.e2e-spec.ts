import { ArchiveEntry } from '../src/archive/domain/archive-entry.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register, registerOnStall, registration } from './support/vendors.js';

let t: TestApp;
let auth: { Authorization: string };

const BLOCKED_TEXT =
  'Eine Anmeldung ist mit dieser E-Mail-Adresse derzeit nicht möglich. Bitte kontaktieren Sie den Veranstalter.';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  t.clock.set('2026-12-03T08:00:00Z');
  auth = await adminAuth(t);
  await t
    .http()
    .patch('/api/admin/market-settings')
    .set(auth)
    .send({ marketStartDate: '2026-12-05', marketEndDate: '2026-12-08' })
    .expect(200);
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  id: number;
  vendorId: string | null;
  name: string;
  email: string;
  year: number;
  status: 'active' | 'blocked';
  reason: string | null;
  boothArea: string | null;
  boothNumber: string | null;
  totalAmount: number;
  paymentAmount: number;
  accessBlocked: boolean;
  archivedAt: string;
}

async function archive(): Promise<Entry[]> {
  const { body } = await t.http().get('/api/admin/vendor-archive').set(auth).expect(200);
  return body as Entry[];
}

async function adminVendor(vendorId: string) {
  const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
  return (body as { id: string; isBlocked: boolean; blockedReason: string | null }[]).find(
    (vendor) => vendor.id === vendorId,
  );
}

const assigned = (boothNumber: string, change: Record<string, unknown> = {}) =>
  registerOnStall(t, auth, boothNumber, change);

const block = (body: Record<string, unknown>) =>
  t.http().post('/api/admin/vendor-archive').set(auth).send(body);

describe('the archive needs the organiser', () => {
  it('answers 401 without a session on every route', async () => {
    await t.http().get('/api/admin/vendor-archive').expect(401);
    await t.http().post('/api/admin/vendor-archive').send({}).expect(401);
    await t.http().patch('/api/admin/vendor-archive/1/unblock').expect(401);
    await t.http().post('/api/admin/check-block-unbuilt').expect(401);
    await t.http().get('/api/admin/jobs').expect(401);
  });
});

describe('blocking from the vendors tab puts the e-mail on the block list', () => {
  it('writes a blocked entry with name, e-mail, stall and amounts; unblocking lifts it', async () => {
    const { vendorId } = await assigned('AK-01', {
      name: 'Glaskunst Berger',
      email: 'berger@example.at',
    });
    expect(await archive()).toEqual([]);

    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/block`)
      .set(auth)
      .send({ reason: 'Gesperrt durch Admin' })
      .expect(200);
    await t.settle();

    const [entry, ...rest] = await archive();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      vendorId,
      name: 'Glaskunst Berger',
      email: 'berger@example.at',
      year: 2026,
      status: 'blocked',
      reason: 'Gesperrt durch Admin',
      boothNumber: 'AK-01',
      accessBlocked: true,
    });
    expect(entry.totalAmount).toBeGreaterThan(0);
    expect(entry.boothArea).toEqual(expect.any(String));

    // The reaction runs at least once: running it again changes nothing.
    await t
      .em()
      .execute(`update event_reaction set state = 'pending' where consumer = 'archive.block-list'`);
    await t.settle();
    expect(await archive()).toEqual([entry]);

    await t.http().post(`/api/admin/vendors/${vendorId}/unblock`).set(auth).expect(200);
    await t.settle();
    expect(await archive()).toEqual([
      { ...entry, status: 'active', accessBlocked: false, reason: 'Gesperrt durch Admin' },
    ]);
  });

  it('refuses a blocked e-mail at registration in any case until the entry is unblocked (docs/decisions.md 77)', async () => {
    const { vendorId } = await register(t, { email: 'kerzen.huber@example.at' });
    await t.http().post(`/api/admin/vendors/${vendorId}/block`).set(auth).send({}).expect(200);
    await t.settle();
    // The vendor row goes (docs/decisions.md 81); the block stays in the archive.
    await t.http().delete(`/api/admin/vendors/${vendorId}`).set(auth).expect(200);

    const refused = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ email: 'KERZEN.Huber@Example.AT' }))
      .expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      message: BLOCKED_TEXT,
      error: 'Forbidden',
      code: 'VENDOR_EMAIL_BLOCKED',
    });

    const [entry] = await archive();
    expect(entry).toMatchObject({
      status: 'blocked',
      email: 'kerzen.huber@example.at',
      reason: 'Manuell durch Admin gesperrt',
    });
    const { body } = await t
      .http()
      .patch(`/api/admin/vendor-archive/${entry.id}/unblock`)
      .set(auth)
      .expect(200);
    expect(body).toEqual({
      message: 'Sperre aufgehoben',
      entry: { ...entry, status: 'active', accessBlocked: false },
    });

    await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ email: 'KERZEN.Huber@Example.AT' }))
      .expect(201);
  });
});

describe('POST /api/admin/vendor-archive', () => {
  it('blocks the vendor with the given reason and year and writes one entry', async () => {
    const { vendorId } = await assigned('AK-02', { email: 'punsch@example.at' });

    const { body } = await block({
      vendorId,
      reason: '  Stand nicht gereinigt  ',
      year: 2025,
    }).expect(201);
    expect(body).toMatchObject({
      vendorId,
      email: 'punsch@example.at',
      year: 2025,
      status: 'blocked',
      reason: 'Stand nicht gereinigt',
      boothNumber: 'AK-02',
      accessBlocked: true,
    });
    expect(typeof body.id).toBe('number');
    expect(new Date(body.archivedAt).toISOString()).toBe(body.archivedAt);
    expect(await adminVendor(vendorId)).toMatchObject({
      isBlocked: true,
      blockedReason: 'Stand nicht gereinigt',
    });

    // The reaction to the vendor's block finds the entry: still one, still 2025.
    await t.settle();
    expect(await archive()).toEqual([body]);
    expect(await t.em().count(DomainEventRecord, { type: 'archive.entry-blocked.v1' })).toBe(1);

    // Blocking again with the same reason and year changes nothing.
    await block({ vendorId, reason: 'Stand nicht gereinigt', year: 2025 }).expect(201);
    await t.settle();
    expect(await archive()).toEqual([body]);
    expect(await t.em().count(DomainEventRecord, { type: 'archive.entry-blocked.v1' })).toBe(1);
  });

  it('refuses a missing reason, a year outside 2020-2030 and an unknown vendor in German', async () => {
    const { vendorId } = await register(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ vendorId, year: 2026 }, 400, 'Bitte geben Sie einen Grund für die Sperre ein'],
      [
        { vendorId, reason: '   ', year: 2026 },
        400,
        'Bitte geben Sie einen Grund für die Sperre ein',
      ],
      [
        { vendorId, reason: 'x'.repeat(501), year: 2026 },
        400,
        'Der Grund darf höchstens 500 Zeichen lang sein',
      ],
      [
        { vendorId, reason: 'Grund', year: 2019 },
        400,
        'Das Jahr muss zwischen 2020 und 2030 liegen.',
      ],
      [
        { vendorId, reason: 'Grund', year: 2031 },
        400,
        'Das Jahr muss zwischen 2020 und 2030 liegen.',
      ],
      [
        { vendorId, reason: 'Grund', year: 2026.5 },
        400,
        'Das Jahr muss zwischen 2020 und 2030 liegen.',
      ],
      [{ vendorId, reason: 'Grund' }, 400, 'Das Jahr muss zwischen 2020 und 2030 liegen.'],
      [
        { vendorId: '00000000-0000-4000-8000-000000000000', reason: 'Grund', year: 2026 },
        404,
        'Händler nicht gefunden',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await block(body).expect(status);
      expect(response.body.message).toBe(message);
    }
    const unknownField = await block({ vendorId, reason: 'Grund', year: 2026, admin: 'x' }).expect(
      400,
    );
    expect(unknownField.body.message).toEqual(expect.any(String));
    expect(await archive()).toEqual([]);
    expect(await adminVendor(vendorId)).toMatchObject({ isBlocked: false });
  });
});

describe('the archive list', () => {
  it('carries year and status for the filters, newest first', async () => {
    const a = await assigned('AK-03', { email: 'a@example.at' });
    const b = await register(t, { email: 'b@example.at' });
    const c = await register(t, { email: 'c@example.at' });
    await block({ vendorId: a.vendorId, reason: 'Nicht aufgebaut', year: 2025 }).expect(201);
    t.clock.advance(60_000);
    await block({ vendorId: b.vendorId, reason: 'Offene Rechnung', year: 2026 }).expect(201);
    t.clock.advance(60_000);
    const { body: third } = await block({
      vendorId: c.vendorId,
      reason: 'Irrtum',
      year: 2026,
    }).expect(201);
    await t.http().patch(`/api/admin/vendor-archive/${third.id}/unblock`).set(auth).expect(200);
    await t.settle();

    const entries = await archive();
    expect(entries.map((entry) => [entry.email, entry.year, entry.status])).toEqual([
      ['c@example.at', 2026, 'active'],
      ['b@example.at', 2026, 'blocked'],
      ['a@example.at', 2025, 'blocked'],
    ]);
    expect(entries.filter((entry) => entry.year === 2025)).toHaveLength(1);
    expect(entries.filter((entry) => entry.status === 'blocked')).toHaveLength(2);
    // The live vendor of the unblocked entry is unblocked too.
    expect(await adminVendor(c.vendorId)).toMatchObject({ isBlocked: false });
    expect(await adminVendor(b.vendorId)).toMatchObject({ isBlocked: true });
  });

  it('answers 404 for an unknown entry', async () => {
    for (const id of ['999', 'abc', '0']) {
      const response = await t
        .http()
        .patch(`/api/admin/vendor-archive/${id}/unblock`)
        .set(auth)
        .expect(404);
      expect(response.body.message).toBe('Archiveintrag nicht gefunden');
    }
  });

  it('unblocking an entry lifts every block of its e-mail address', async () => {
    const { vendorId } = await register(t, { email: 'maier@example.at' });
    await block({ vendorId, reason: 'Erster Grund', year: 2026 }).expect(201);
    await t.settle();
    await t.http().delete(`/api/admin/vendors/${vendorId}`).set(auth).expect(200);
    // An older entry of the same address (another season's vendor).
    const em = t.em();
    em.create(ArchiveEntry, {
      name: 'Maier',
      email: 'Maier@Example.at',
      year: 2024,
      status: 'blocked',
      reason: 'Alt',
      accessBlocked: true,
      archivedAt: new Date('2025-01-01T00:00:00Z'),
    });
    await em.flush();
    const [newest] = await archive();
    await t.http().patch(`/api/admin/vendor-archive/${newest.id}/unblock`).set(auth).expect(200);
    expect((await archive()).map((entry) => entry.status)).toEqual(['active', 'active']);
    await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ email: 'maier@example.at' }))
      .expect(201);
  });

  it('unblocking an older entry of the address unblocks the live vendor too', async () => {
    const { vendorId } = await register(t, { email: 'gruber@example.at' });
    const em = t.em();
    const old = em.create(ArchiveEntry, {
      name: 'Gruber',
      email: 'GRUBER@example.at',
      year: 2025,
      status: 'blocked',
      reason: 'Nicht aufgebaut',
      accessBlocked: true,
      archivedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await em.flush();
    await t.http().post(`/api/admin/vendors/${vendorId}/block`).set(auth).send({}).expect(200);
    await t.settle();
    expect((await archive()).map((entry) => entry.status)).toEqual(['blocked', 'blocked']);

    await t.http().patch(`/api/admin/vendor-archive/${old.id}/unblock`).set(auth).expect(200);
    await t.settle();
    expect(await adminVendor(vendorId)).toMatchObject({ isBlocked: false });
    expect((await archive()).map((entry) => entry.status)).toEqual(['active', 'active']);
  });
});
