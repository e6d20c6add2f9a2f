import type { AdminRole } from '@standl/contracts';
import { adminAuth } from './support/admin.js';
import { GOOD_PASSWORD, insertAccount } from './support/team.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { registerOnStall } from './support/vendors.js';

/** The Protokoll (issue 29, docs/decisions.md 219): who did what, by person and day. */

let t: TestApp;
let admin: { Authorization: string };
let anna: { id: number; auth: { Authorization: string } };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A second console account, straight into the table (the team routes are another change). */
async function account(username: string, displayName: string, role: AdminRole) {
  return { id: await insertAccount(t, username, displayName, role), auth: await signIn(username) };
}

/** A session ends when the console is idle for long: a test that moves the clock signs in anew. */
async function signIn(username: string) {
  const { body } = await t
    .http()
    .post('/api/admin/login')
    .send({ username, password: GOOD_PASSWORD })
    .expect(200);
  return { Authorization: `Bearer ${body.token}` };
}

beforeEach(async () => {
  await t.reset();
  // Sign-ins are events too: they happen the day before the days the tests look at.
  t.clock.set('2026-11-19T08:00:00Z');
  admin = await adminAuth(t);
  anna = await account('anna', 'Anna Berger', 'organiser');
});

interface Entry {
  id: string;
  occurredAt: string;
  day: string;
  actor: string | null;
  actorAccountId: number | null;
  type: string;
  label: string;
  subject: string | null;
  details: string | null;
}
interface Page {
  entries: Entry[];
  total: number;
  actors: { accountId: number | null; actor: string; count: number }[];
  from: string;
  to: string;
}

function auditLog(query: Record<string, string | number>, auth = admin) {
  return t.http().get('/api/admin/audit-log').query(query).set(auth);
}

/** Day 1 (20.11.): a vendor registers, Anna gives the stall; day 2 (21.11.): admin books cash. */
async function twoDays() {
  t.clock.set('2026-11-20T09:00:00Z');
  anna.auth = await signIn('anna');
  const vendor = await registerOnStall(t, anna.auth, 'AK-01');
  t.clock.set('2026-11-21T09:00:00Z');
  admin = await adminAuth(t);
  await t
    .http()
    .post(`/api/admin/vendors/${vendor.vendorId}/cash-payment`)
    .set(admin)
    .send({})
    .expect(200);
  return vendor;
}

describe('GET /api/admin/audit-log', () => {
  it('lists the events of the period newest first, with person, label, subject and day', async () => {
    const { vendorId } = await twoDays();
    const { body } = (await auditLog({ from: '2026-11-20', to: '2026-11-21' }).expect(200)) as {
      body: Page;
    };

    expect(body.from).toBe('2026-11-20');
    expect(body.total).toBe(body.entries.length);
    const times = body.entries.map((entry) => entry.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    const cash = body.entries.find((entry) => entry.label === 'Barzahlung verbucht')!;
    expect(cash).toMatchObject({
      day: '2026-11-21',
      actor: 'admin',
      type: 'payments.ledger-entry-booked.v1',
      aggregateType: 'vendor',
      aggregateId: vendorId,
      subject: 'Kerzenzieherei Huber, Standplatz AK-01',
    });
    expect(cash.details).toContain('150,00');

    const assigned = body.entries.find(
      (entry) => entry.type === 'registration.vendor-booth-assigned.v1',
    )!;
    expect(assigned).toMatchObject({
      day: '2026-11-20',
      actor: 'Anna Berger',
      actorAccountId: anna.id,
      label: 'Standplatz zugewiesen und bestätigt',
      subject: 'Kerzenzieherei Huber, Standplatz AK-01',
    });
    const registered = body.entries.find(
      (entry) => entry.type === 'registration.vendor-registered.v1',
    )!;
    expect(registered).toMatchObject({
      actor: 'vendor',
      actorAccountId: null,
      label: 'Angemeldet',
    });

    expect(body.actors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountId: anna.id, actor: 'Anna Berger' }),
        expect.objectContaining({ accountId: null, actor: 'vendor' }),
      ]),
    );
    const counted = body.actors.reduce((sum, actor) => sum + actor.count, 0);
    expect(counted).toBe(body.total);
  });

  it('filters by account, by an actor without account and by day', async () => {
    await twoDays();
    const period = { from: '2026-11-20', to: '2026-11-21' };

    const ofAnna = (await auditLog({ ...period, accountId: anna.id }).expect(200)).body as Page;
    expect(ofAnna.total).toBeGreaterThan(0);
    expect(ofAnna.entries.every((entry) => entry.actorAccountId === anna.id)).toBe(true);
    // The person list does not shrink to the chosen person.
    expect(ofAnna.actors.length).toBeGreaterThan(1);

    const ofVendors = (await auditLog({ ...period, actor: 'vendor' }).expect(200)).body as Page;
    expect(ofVendors.total).toBeGreaterThan(0);
    expect(ofVendors.entries.every((entry) => entry.actor === 'vendor')).toBe(true);

    const dayTwo = (await auditLog({ from: '2026-11-21', to: '2026-11-21' }).expect(200))
      .body as Page;
    expect(dayTwo.entries.length).toBeGreaterThan(0);
    expect(dayTwo.entries.every((entry) => entry.day === '2026-11-21')).toBe(true);
    expect(dayTwo.entries.map((entry) => entry.label)).toContain('Barzahlung verbucht');
    expect(dayTwo.entries.map((entry) => entry.actor)).not.toContain('Anna Berger');
  });

  it('defaults to the last seven days up to today in Vienna', async () => {
    await twoDays();
    const { body } = (await auditLog({}).expect(200)) as { body: Page };
    expect(body).toMatchObject({ from: '2026-11-15', to: '2026-11-21' });
    expect(body.entries.some((entry) => entry.day === '2026-11-19')).toBe(true);
  });

  it('searches the label, the person, the vendor and stall, and the details', async () => {
    await twoDays();
    const period = { from: '2026-11-20', to: '2026-11-21' };

    const cash = (await auditLog({ ...period, q: 'barzahlung' }).expect(200)).body as Page;
    expect(cash.entries.map((entry) => entry.label)).toEqual(['Barzahlung verbucht']);
    expect(cash.total).toBe(1);
    expect(cash.actors).toEqual([{ accountId: 1, actor: 'admin', count: 1 }]);

    const byName = (await auditLog({ ...period, q: 'berger' }).expect(200)).body as Page;
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.entries.filter((entry) => entry.actor !== 'Anna Berger')).toEqual([]);

    const byStall = (await auditLog({ ...period, q: 'ak-01' }).expect(200)).body as Page;
    expect(byStall.entries.map((entry) => entry.label)).toEqual(
      expect.arrayContaining(['Barzahlung verbucht', 'Standplatz zugewiesen und bestätigt']),
    );

    const nothing = (await auditLog({ ...period, q: 'gibt es nicht' }).expect(200)).body as Page;
    expect(nothing).toMatchObject({ entries: [], total: 0, actors: [] });

    const searchOfAnna = (await auditLog({ ...period, q: 'huber', accountId: anna.id }).expect(200))
      .body as Page;
    expect(searchOfAnna.total).toBeGreaterThan(0);
    expect(searchOfAnna.entries.every((entry) => entry.actorAccountId === anna.id)).toBe(true);
  });

  it('pages through the entries', async () => {
    await twoDays();
    const period = { from: '2026-11-20', to: '2026-11-21' };
    const all = (await auditLog(period).expect(200)).body as Page;
    expect(all.total).toBeGreaterThan(3);

    const first = (await auditLog({ ...period, pageSize: 2, page: 1 }).expect(200)).body as Page;
    const second = (await auditLog({ ...period, pageSize: 2, page: 2 }).expect(200)).body as Page;
    expect(first.total).toBe(all.total);
    expect(first.entries.map((entry) => entry.id)).toEqual(
      all.entries.slice(0, 2).map((entry) => entry.id),
    );
    expect(second.entries.map((entry) => entry.id)).toEqual(
      all.entries.slice(2, 4).map((entry) => entry.id),
    );

    const searched = (await auditLog({ ...period, q: 'huber', pageSize: 1, page: 2 }).expect(200))
      .body as Page;
    expect(searched.entries).toHaveLength(1);
    expect(searched.total).toBeGreaterThan(1);
  });

  it.each([
    [{ from: '2026-02-30' }, 'Ungültiges Startdatum (erwartet JJJJ-MM-TT)'],
    [{ to: '26.11.2026' }, 'Ungültiges Enddatum (erwartet JJJJ-MM-TT)'],
    [{ from: '2026-11-22', to: '2026-11-21' }, 'Das Startdatum liegt nach dem Enddatum'],
    [{ from: '2024-01-01', to: '2026-11-21' }, 'Der Zeitraum darf höchstens 400 Tage umfassen'],
    [{ pageSize: 201 }, 'Ungültige Seitengröße (1 bis 200)'],
    [{ page: 0 }, 'Ungültige Seite'],
    [{ accountId: 'anna' }, 'Ungültiges Konto'],
    [{ q: 'x'.repeat(101) }, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein'],
    [
      { accountId: 1, actor: 'vendor' },
      'Bitte wählen Sie entweder ein Konto oder Händler/System/SumUp, nicht beides',
    ],
    [{ sort: 'id' }, 'Unbekanntes Feld: sort'],
  ])('refuses %o with a German message', async (query, message) => {
    const { body } = await auditLog(query).expect(400);
    expect(body.message).toBe(message);
  });
});

describe('GET /api/admin/audit-log/export', () => {
  it('answers the filtered entries as a CSV for Excel in Austria', async () => {
    await twoDays();
    const response = await t
      .http()
      .get('/api/admin/audit-log/export')
      .query({ from: '2026-11-20', to: '2026-11-21', accountId: anna.id })
      .set(admin)
      .expect(200);

    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="protokoll-2026-11-21.csv"',
    );
    const text = response.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Datum;Uhrzeit;Person;Ereignis;Betrifft;Details;Ereignistyp;Nr.');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.startsWith('20.11.2026;10:00;Anna Berger;'))).toBe(true);
    expect(rows).toContainEqual(
      expect.stringContaining(
        'Anna Berger;Standplatz zugewiesen und bestätigt;Kerzenzieherei Huber, Standplatz AK-01;',
      ),
    );
  });
});

describe('who may read the Protokoll', () => {
  it('lets Lesen read the list but not export it, and Kasse neither', async () => {
    const reader = await account('lena', 'Lena Lesen', 'reader');
    const cashier = await account('karl', 'Karl Kasse', 'cashier');

    await auditLog({}, reader.auth).expect(200);
    await t.http().get('/api/admin/audit-log/export').set(reader.auth).expect(403);
    await auditLog({}, cashier.auth).expect(403);
    await t.http().get('/api/admin/audit-log/export').set(cashier.auth).expect(403);
    await t.http().get('/api/admin/audit-log').expect(401);
  });
});

describe('the person on the records', () => {
  it("shows who booked a ledger line and who acted in the vendor's history", async () => {
    const { vendorId } = await registerOnStall(t, anna.auth, 'AK-01');
    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/cash-payment`)
      .set(anna.auth)
      .send({ amount: 5000 })
      .expect(200);

    const { body: account } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/payments`)
      .set(admin)
      .expect(200);
    expect(account.lines).toEqual([
      expect.objectContaining({ kind: 'cash_payment', amount: 5000, actor: 'Anna Berger' }),
    ]);

    const { body: history } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/history`)
      .set(admin)
      .expect(200);
    expect(history[0]).toMatchObject({
      title: 'Barzahlung verbucht',
      actor: 'Anna Berger',
      actorAccountId: anna.id,
    });
  });
});

describe('the person on mails by hand and settings (issue 29)', () => {
  it('names who sent a mail by hand in the outbox, and no one on an automatic mail', async () => {
    const { vendorId } = await registerOnStall(t, anna.auth, 'AK-02');
    await t
      .http()
      .post('/api/admin/send-direct-email')
      .set(anna.auth)
      .send({
        vendorId,
        subject: 'Stromanschluss',
        content: 'Bitte Verlängerungskabel mitbringen.',
      })
      .expect(201);

    const { body } = await t.http().get('/api/admin/outbox').set(admin).expect(200);
    const bySubject = (subject: string) =>
      (body.items as { subject: string; requestedBy: string | null }[]).filter((item) =>
        item.subject.includes(subject),
      );
    expect(bySubject('Stromanschluss').map((item) => item.requestedBy)).toEqual(['Anna Berger']);
    const automatic = (body.items as { automatic: boolean; requestedBy: string | null }[]).filter(
      (item) => item.automatic,
    );
    expect(automatic.length).toBeGreaterThan(0);
    expect(automatic.every((item) => item.requestedBy === null)).toBe(true);
  });

  it('answers who last changed each settings section and when', async () => {
    const { body: before } = await t
      .http()
      .get('/api/admin/audit-log/settings')
      .set(admin)
      .expect(200);
    expect(before).toEqual({ market: null, invoice: null, lift: null, mail: null });

    t.clock.set('2026-11-19T09:15:00Z');
    await t
      .http()
      .patch('/api/admin/market-settings')
      .set(anna.auth)
      .send({ marketName: 'Adventmarkt Hochosterwitz' })
      .expect(200);
    await t.http().put('/api/admin/mail-settings').set(admin).send({ payment: true }).expect(200);

    const { body: after } = await t
      .http()
      .get('/api/admin/audit-log/settings')
      .set(admin)
      .expect(200);
    expect(after).toEqual({
      market: { by: 'Anna Berger', at: '2026-11-19T09:15:00.000Z' },
      invoice: null,
      lift: null,
      mail: { by: 'admin', at: '2026-11-19T09:15:00.000Z' },
    });
  });
});
