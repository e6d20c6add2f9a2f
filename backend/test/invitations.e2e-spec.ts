import { Invitation } from '../src/communication/domain/invitation.entity.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let auth: { Authorization: string };
let year: number;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
  auth = await adminAuth(t);
  year = (await t.http().get('/api/admin/market-settings').set(auth).expect(200)).body.currentYear;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const mail = {
  subject: 'Einladung',
  content: '<p>Hallo {name}: <a href="{registrationUrl}">Anmelden</a></p>',
};

function post(path: string, body: unknown) {
  return t
    .http()
    .post(`/api/admin/${path}`)
    .set(auth)
    .send(body as object);
}

async function list(marketYear = year) {
  const { body } = await t
    .http()
    .get(`/api/admin/invitation-lists?marketYear=${marketYear}`)
    .set(auth)
    .expect(200);
  return body as {
    id: number;
    email: string;
    status: string;
    source: string;
    invitedAt: string | null;
  }[];
}

describe('invitations', () => {
  it('are added, imported without duplicates, and refused twice for one year', async () => {
    const { body } = await post('invitation-lists', {
      email: 'Anna@Example.at',
      name: 'Anna',
      marketYear: year,
    }).expect(201);
    expect(body).toMatchObject({ email: 'anna@example.at', status: 'pending', source: 'manual' });
    const twice = await post('invitation-lists', {
      email: 'anna@example.at',
      marketYear: year,
    }).expect(409);
    expect(twice.body.message).toBe(`Diese E-Mail-Adresse steht für ${year} bereits auf der Liste`);
    const { body: imported } = await post('invitation-lists/import', {
      marketYear: year,
      entries: [
        { name: 'Anna', email: 'ANNA@example.at' },
        { name: 'Bert', email: 'bert@example.at' },
      ],
    }).expect(201);
    expect(imported).toEqual({
      added: 1,
      skipped: 1,
      message: '1 Einladungen importiert, 1 bereits auf der Liste',
    });
    expect((await list()).map((i) => i.email).sort()).toEqual([
      'anna@example.at',
      'bert@example.at',
    ]);

    const bad = await post('invitation-lists', { email: '', marketYear: 2031 }).expect(400);
    expect(bad.body.message).toContain('E-Mail ist erforderlich');
    expect(bad.body.message).toContain('Jahr muss zwischen 2020 und 2030 liegen');
  });

  it('send each pending one its personal link, then count in the tile; registering marks them registered', async () => {
    await post('invitation-lists', {
      email: 'carla@example.at',
      name: 'Carla',
      marketYear: year,
    }).expect(201);
    await post('invitation-lists', { email: 'dora@example.at', marketYear: year }).expect(201);
    const { body } = await post('send-invitations', { marketYear: year, ...mail }).expect(201);
    expect(body).toMatchObject({ sentCount: 2, message: '2 Einladungen werden versendet' });
    await t.settle();

    const invitations = await t.em().find(Invitation, {}, { orderBy: { id: 'asc' } });
    const carla = smtp.to('carla@example.at')[0]!.parsed;
    expect(carla.text).toContain('Hallo Carla');
    expect(String(carla.html)).toContain(
      `${t.config.publicUrl}/vendor-registration?invitation=${invitations[0]!.token}`,
    );
    expect(smtp.to('dora@example.at')[0]!.parsed.text).toContain('Hallo dora@example.at');
    expect((await list()).every((i) => i.status === 'invited' && i.invitedAt)).toBe(true);
    const stats = await t.http().get('/api/admin/stats').set(auth).expect(200);
    expect(stats.body.invitedCount).toBe(2);

    // The personal link shows who was invited; a registration with the address in other case counts.
    const { body: link } = await t
      .http()
      .get(`/api/invitations/${invitations[0]!.token}`)
      .expect(200);
    expect(link).toEqual({ name: 'Carla', email: 'carla@example.at', marketYear: year });
    await t.http().get('/api/invitations/unbekannt').expect(404);
    const { vendorId } = await register(t, { email: 'CARLA@example.at' });
    await t.settle();
    const registered = (await list()).find((i) => i.email === 'carla@example.at')!;
    expect(registered).toMatchObject({ status: 'registered' });
    expect((await t.em().findOneOrFail(Invitation, registered.id)).vendorId).toBe(vendorId);

    // Nothing pending is left; a registered one is neither re-sent nor deleted.
    expect(
      (await post('send-invitations', { marketYear: year, ...mail }).expect(201)).body.sentCount,
    ).toBe(0);
    const resend = await post('resend-invitation', { invitationId: registered.id, ...mail }).expect(
      409,
    );
    expect(resend.body.message).toBe('Nur versendete Einladungen können erneut gesendet werden');
    const del = await t
      .http()
      .delete(`/api/admin/invitation-lists/${registered.id}`)
      .set(auth)
      .expect(409);
    expect(del.body.message).toBe('Eine bereits registrierte Einladung kann nicht gelöscht werden');
  });

  it('resend an invited one and delete pending and invited ones', async () => {
    const { body: one } = await post('invitation-lists', {
      email: 'emil@example.at',
      marketYear: year,
    }).expect(201);
    await post('send-invitations', { marketYear: year, ...mail }).expect(201);
    const firstInvitedAt = (await list())[0]!.invitedAt!;
    t.clock.advance(60 * 60_000);
    const resent = await post('resend-invitation', { invitationId: one.id, ...mail }).expect(201);
    expect(resent.body).toEqual({ message: 'Einladung wird erneut versendet' });
    await t.settle();
    expect(smtp.to('emil@example.at')).toHaveLength(2);
    const [again] = await list();
    expect(again).toMatchObject({ status: 'invited' });
    expect(Date.parse(again!.invitedAt!) - Date.parse(firstInvitedAt)).toBeGreaterThanOrEqual(
      60 * 60_000,
    );

    const { body: pending } = await post('invitation-lists', {
      email: 'fritz@example.at',
      marketYear: year,
    }).expect(201);
    const notSent = await post('resend-invitation', { invitationId: pending.id, ...mail }).expect(
      409,
    );
    expect(notSent.body.message).toBe('Nur versendete Einladungen können erneut gesendet werden');
    for (const id of [one.id, pending.id]) {
      const deleted = await t.http().delete(`/api/admin/invitation-lists/${id}`).set(auth);
      expect([deleted.status, deleted.body.message]).toEqual([200, 'Einladung gelöscht']);
    }
    const gone = await t.http().delete(`/api/admin/invitation-lists/${one.id}`).set(auth);
    expect([gone.status, gone.body.message]).toEqual([404, 'Einladung nicht gefunden']);
    expect(await list()).toEqual([]);
  });

  it('invite CSV recipients at once', async () => {
    const { body } = await post('send-invitation-email', {
      marketYear: year,
      emails: [
        { name: 'Franz', email: 'franz@example.at' },
        { name: 'Gabi', email: 'gabi@example.at' },
      ],
      ...mail,
    }).expect(201);
    expect(body).toMatchObject({ sentCount: 2, message: '2 Einladungen werden versendet' });
    await t.settle();
    expect(smtp.to('gabi@example.at')).toHaveLength(1);
    expect((await list()).map((i) => [i.source, i.status])).toEqual([
      ['csv', 'invited'],
      ['csv', 'invited'],
    ]);

    // Franz registers; a later CSV invitation does not invite him again.
    await register(t, { email: 'Franz@Example.at' });
    await t.settle();
    smtp.clear();
    const { body: later } = await post('send-invitation-email', {
      marketYear: year,
      emails: [
        { name: 'Franz', email: 'franz@example.at' },
        { name: 'Hanna', email: 'hanna@example.at' },
      ],
      ...mail,
    }).expect(201);
    expect(later.sentCount).toBe(1);
    await t.settle();
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual(['hanna@example.at']);
  });

  it('refuse a CSV list with a bad address whole, naming its row', async () => {
    for (const path of ['send-invitation-email', 'invitation-lists/import']) {
      const entries = [
        { name: 'Ida', email: 'ida@example.at' },
        { name: 'Jakob', email: 'jakob(at)example.at' },
      ];
      const refused = await post(path, {
        marketYear: year,
        ...(path === 'invitation-lists/import' ? { entries } : { emails: entries, ...mail }),
      }).expect(400);
      expect(refused.body.message).toBe('Ungültige E-Mail-Adresse in Zeile 2: jakob(at)example.at');
    }
    const badYear = await post('invitation-lists/import', {
      marketYear: 2019,
      entries: [{ name: 'Ida', email: 'ida@example.at' }],
    }).expect(400);
    expect(badYear.body.message).toBe('Jahr muss zwischen 2020 und 2030 liegen');
    expect(await list()).toEqual([]);
    await t.settle();
    expect(smtp.received).toHaveLength(0);
  });

  it('prepare next year from the vendors who took part and are not blocked, once', async () => {
    const took = await register(t, { email: 'dabei@example.at', name: 'Dabei' });
    const blocked = await register(t, { email: 'gesperrt@example.at' });
    await register(t, { email: 'nur-angemeldet@example.at' });
    for (const [vendor, booth] of [
      [took, 'AK-01'],
      [blocked, 'AK-02'],
    ] as const) {
      await post(`vendors/${vendor.vendorId}/assign-booth`, {
        boothId: await boothIdOf(t, booth),
      }).expect(200);
    }
    await post(`vendors/${blocked.vendorId}/block`, { reason: 'Nicht aufgebaut' }).expect(200);

    const first = await post('prepare-next-year-invitations', { currentYear: year }).expect(201);
    expect(first.body).toEqual({ added: 1, message: `1 Händler für ${year + 1} vorgemerkt` });
    const second = await post('prepare-next-year-invitations', { currentYear: year }).expect(201);
    expect(second.body.added).toBe(0);
    expect(await list(year + 1)).toEqual([
      expect.objectContaining({
        email: 'dabei@example.at',
        source: 'previous-year',
        status: 'pending',
      }),
    ]);
  });
});

describe('invitations on PostgreSQL', () => {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pg: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl);
    pg = await createTestApp({ smtpUrl: smtp.url, databaseUrl: database.url });
  });
  afterAll(async () => {
    await pg.close();
    await database.drop();
  });

  it('send all pending once when the button is clicked twice at the same time', async () => {
    const pgAuth = await adminAuth(pg);
    const send = (path: string, body: object) =>
      pg.http().post(`/api/admin/${path}`).set(pgAuth).send(body);
    for (const email of ['h1@example.at', 'h2@example.at', 'h3@example.at']) {
      await send('invitation-lists', { email, marketYear: 2027 }).expect(201);
    }
    const [first, second] = await Promise.all([
      send('send-invitations', { marketYear: 2027, ...mail }),
      send('send-invitations', { marketYear: 2027, ...mail }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.body.sentCount, second.body.sentCount].sort()).toEqual([0, 3]);
    await pg.settle();
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'h1@example.at',
      'h2@example.at',
      'h3@example.at',
    ]);
  });
});
