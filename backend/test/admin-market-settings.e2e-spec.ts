import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { registration } from './support/vendors.js';

let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  await signIn();
});

/** Signs in at the clock's current time (a session lasts 12 hours of that clock). */
async function signIn() {
  auth = await adminAuth(t);
}
afterAll(() => t.close());

const patch = (body: object) => t.http().patch('/api/admin/market-settings').set(auth).send(body);

describe('/api/admin/market-settings', () => {
  it('shows the organiser every setting, including the internal ones', async () => {
    const { body } = await t.http().get('/api/admin/market-settings').set(auth).expect(200);

    expect(body).toMatchObject({
      marketName: expect.any(String),
      adminNotificationEmail: null,
      bankIban: null,
    });
  });

  it('saves changes, clears blank dates and records which fields changed', async () => {
    const { body } = await patch({
      marketName: '  Adventmarkt Burg 2026 ',
      currentYear: 2026,
      dailyCloseTime: '19:00',
      teardownEndDate: '',
      bankIban: 'at61 1904 3002 3457 3201',
      adminNotificationEmail: 'orga@example.at',
    }).expect(200);

    expect(body).toMatchObject({
      marketName: 'Adventmarkt Burg 2026',
      dailyCloseTime: '19:00',
      teardownEndDate: null,
      bankIban: 'AT611904300234573201',
      adminNotificationEmail: 'orga@example.at',
    });
    const [event] = await t
      .em()
      .find(DomainEventRecord, { type: 'market.market-settings-updated.v1' });
    expect(event.actor).toBe('admin');
    expect(event.payload.changed).toEqual(
      expect.arrayContaining(['marketName', 'dailyCloseTime', 'teardownEndDate', 'bankIban']),
    );
  });

  it.each([
    [{ currentYear: 2019 }, 'Jahr muss zwischen 2020 und 2030 liegen'],
    [{ currentYear: 2031 }, 'Jahr muss zwischen 2020 und 2030 liegen'],
    [{ marketName: '' }, 'Marktname ist erforderlich'],
    [{ marketName: null }, 'Marktname ist erforderlich'],
    [{ marketStartDate: '2026-02-30' }, 'Ungültiges Datum (JJJJ-MM-TT)'],
    [{ dailyOpenTime: '25:00' }, 'Uhrzeit im Format HH:MM'],
    [{ bankIban: 'keine iban' }, 'Ungültige IBAN'],
    [{ bankIban: 'AT62 1904 3002 3457 3202' }, 'Ungültige IBAN'],
    [{ registrationStartDate: 'morgen' }, 'Ungültiges Datum'],
    [{ registrationStartDate: '2026' }, 'Ungültiges Datum'],
    [{ registrationStartDate: '2026-02-30' }, 'Ungültiges Datum'],
    [{ marketStartDate: '2026-13-01' }, 'Ungültiges Datum (JJJJ-MM-TT)'],
    [{ registrationEndDate: '2026-11-24T08:00' }, 'Ungültiges Datum'],
    [{ isRegistrationOpen: 'ja' }, 'Ungültiger Wert für die Anmeldung'],
    [{ somethingElse: 1 }, 'Unbekanntes Feld: somethingElse'],
  ])('refuses %o with 400 and the German text', async (body, message) => {
    const response = await patch(body).expect(400);

    expect(response.body.message).toBe(message);
  });

  it('closes registration through the spec’s snake_case field', async () => {
    await patch({ is_registration_open: false }).expect(200);

    const { body } = await t.http().get('/api/market-settings').expect(200);
    expect(body.registrationState).toBe('disabled');
    const refused = await t.http().post('/api/vendors/register').send(registration()).expect(403);
    expect(refused.body.message).toBe('Anmeldungen sind derzeit vom Veranstalter deaktiviert.');
  });

  it('takes a bare registration start day as 00:00 in Vienna', async () => {
    t.clock.set('2026-11-30T22:30:00Z');
    await signIn();
    const { body } = await patch({ registration_start_date: '2026-12-01' }).expect(200);

    expect(body.registrationStartDate).toBe('2026-11-30T23:00:00.000Z');
    const refused = await t.http().post('/api/vendors/register').send(registration()).expect(403);
    expect(refused.body.message).toBe('Anmeldungen beginnen am 1. Dez. 2026.');
    t.clock.set('2026-11-30T23:00:00Z');
    await t.http().post('/api/vendors/register').send(registration()).expect(201);
  });

  it('clears a registration date sent as null in camelCase, keeping the other one', async () => {
    await patch({
      registrationStartDate: '2026-12-01',
      registrationEndDate: '2026-12-20',
    }).expect(200);

    const { body } = await patch({ registrationStartDate: null }).expect(200);

    expect(body.registrationStartDate).toBeNull();
    expect(body.registrationEndDate).toBe('2026-12-20T22:59:59.999Z');
  });

  it.each([
    [
      { marketStartDate: '2026-12-10', marketEndDate: '2026-12-01' },
      'Das Ende darf nicht vor dem Beginn liegen',
    ],
    [
      { dailyOpenTime: '18:00', dailyCloseTime: '18:00' },
      'Die Schließzeit muss nach der Öffnungszeit liegen',
    ],
    [
      { registrationStartDate: '2026-12-02', registrationEndDate: '2026-12-01' },
      'Das Ende darf nicht vor dem Beginn liegen',
    ],
  ])(
    'refuses a period that ends before it starts, %o, and keeps the old values',
    async (body, message) => {
      const before = (await t.http().get('/api/admin/market-settings').set(auth).expect(200)).body;

      const response = await patch(body).expect(400);

      expect(response.body.message).toBe(message);
      const after = (await t.http().get('/api/admin/market-settings').set(auth).expect(200)).body;
      expect(after).toEqual(before);
    },
  );

  it('checks a period against the stored other end', async () => {
    await patch({ setupStartDate: '2026-11-20', setupEndDate: '2026-11-25' }).expect(200);

    const response = await patch({ setupEndDate: '2026-11-19' }).expect(400);

    expect(response.body.message).toBe('Das Ende darf nicht vor dem Beginn liegen');
    await patch({ setupEndDate: '2026-11-20' }).expect(200);
  });
});
