import request from 'supertest';
import { FLOOR_PLAN_MESSAGES } from '@standl/contracts';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, payOnSimulator, registration } from './support/vendors.js';

/**
 * The public directory 'Aussteller {year}' (issue 32): only vendors who agreed and have a stall,
 * gone as soon as they withdraw, are blocked, rejected, deleted, lose the stall or revoke.
 */
let t: TestApp;
let auth: { Authorization: string };

interface Entry {
  name: string;
  description: string;
  boothId: number;
  boothNumber: string;
  areaId: number;
  areaCode: string;
  areaName: string;
  placement: {
    xCm: number;
    yCm: number;
    widthCm: number;
    depthCm: number;
    rotationDeg: number;
  } | null;
}

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  t.clock.set('2026-11-01T10:00:00Z');
  auth = await adminAuth(t);
  await t
    .http()
    .patch('/api/admin/market-settings')
    .set(auth)
    .send({ marketStartDate: '2027-12-05', marketEndDate: '2027-12-08' })
    .expect(200);
});
afterAll(() => t.close());

/** A registered vendor with their session cookie (sent as a header: the test clock is not now). */
async function vendor(change: Record<string, unknown> = {}) {
  const response = await request(t.app.getHttpServer())
    .post('/api/vendors/register')
    .send(registration(change))
    .expect(201);
  const cookie = (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  const vendorId = response.body.vendorId as string;
  return {
    vendorId,
    cookie,
    accessCode: response.body.accessCode as string,
    profile: (body: Record<string, unknown>) =>
      request(t.app.getHttpServer())
        .patch(`/api/vendors/${vendorId}/profile`)
        .set('Cookie', cookie)
        .send(body),
    dataExport: () =>
      request(t.app.getHttpServer())
        .get(`/api/vendors/${vendorId}/data-export`)
        .set('Cookie', cookie)
        .expect(200),
  };
}

async function assign(vendorId: string, boothNumber: string): Promise<void> {
  await t
    .http()
    .post(`/api/admin/vendors/${vendorId}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(t, boothNumber) })
    .expect(200);
}

async function directory(): Promise<{ year: number; entries: Entry[] }> {
  const { body } = await t.http().get('/api/directory').expect(200);
  return body as { year: number; entries: Entry[] };
}

async function stallStatus(number: string): Promise<string> {
  const { body } = await t.http().get('/api/booths').expect(200);
  return (body as { number: string; status: string }[]).find((stall) => stall.number === number)!
    .status;
}

const names = async () => (await directory()).entries.map((entry) => entry.name);

describe('GET /api/directory', () => {
  it('lists no one who has not agreed: consent is off unless the registration says yes', async () => {
    const silent = await vendor({ name: 'Stille Stube' });
    await assign(silent.vendorId, 'AK-01');
    const explicitNo = await vendor({ name: 'Nein Danke', directoryConsent: false });
    await assign(explicitNo.vendorId, 'AK-02');

    expect(await directory()).toEqual({ year: 2027, entries: [] });
    const row = await t.em().findOneOrFail(Vendor, { id: silent.vendorId });
    expect(row.directoryConsent).toBe(false);
  });

  it('lists a consenting vendor with a stall: name, goods, stall and area, and nothing more', async () => {
    const bee = await vendor({
      name: 'Imkerei Berger',
      description: 'Honig, Met und Bienenwachskerzen',
      email: 'imkerei@example.at',
      phone: '+43 664 9876543',
      directoryConsent: true,
    });
    // Consent without a stall: not yet in the directory.
    expect(await names()).toEqual([]);
    await assign(bee.vendorId, 'AK-07');

    const answer = await t.http().get('/api/directory').expect(200);
    const boothId = await boothIdOf(t, 'AK-07');
    expect(answer.body).toEqual({
      year: 2027,
      entries: [
        {
          name: 'Imkerei Berger',
          description: 'Honig, Met und Bienenwachskerzen',
          boothId,
          boothNumber: 'AK-07',
          areaId: expect.any(Number),
          areaCode: 'AK',
          areaName: 'Arkadenhof',
          placement: null,
        },
      ],
    });
    // No e-mail, phone, access code or vendor id anywhere in the public answer.
    for (const secret of ['imkerei@example.at', '9876543', bee.accessCode, bee.vendorId]) {
      expect(answer.text).not.toContain(secret);
    }
  });

  it('tells where the stall stands on the plan once the organiser placed it', async () => {
    const listed = await vendor({ name: 'Am Plan', directoryConsent: true });
    await assign(listed.vendorId, 'AK-04');
    const { body: areas } = await t.http().get('/api/booth-areas').expect(200);
    const ak = (areas as { id: number; code: string }[]).find((area) => area.code === 'AK')!;
    await t
      .http()
      .patch(`/api/admin/booth-areas/${ak.id}`)
      .set(auth)
      .send({ planWidthCm: 4000, planDepthCm: 2500 })
      .expect(200);
    await t
      .http()
      .patch(`/api/admin/booths/${await boothIdOf(t, 'AK-04')}/layout`)
      .set(auth)
      .send({ placement: { xCm: 1200, yCm: 800 }, widthCm: 300, depthCm: 200, rotationDeg: 90 })
      .expect(200);

    const [entry] = (await directory()).entries;
    expect(entry!.placement).toEqual({
      xCm: 1200,
      yCm: 800,
      widthCm: 300,
      depthCm: 200,
      rotationDeg: 90,
    });
  });

  it('sorts by area (the public order) and then by stall number, naturally', async () => {
    for (const [name, booth] of [
      ['Zehn', 'AK-10'],
      ['Zwei', 'AK-02'],
      ['Rose', 'RS-01'],
    ] as const) {
      const added = await vendor({ name, directoryConsent: true });
      await assign(added.vendorId, booth);
    }

    const { entries } = await directory();
    expect(entries.map((entry) => entry.boothNumber)).toEqual(['AK-02', 'AK-10', 'RS-01']);
  });

  it('lists a stall reserved by the deposit, but not one only held', async () => {
    const held = await vendor({
      name: 'Nur Gehalten',
      directoryConsent: true,
      boothAssignmentPreference: 'self',
      selectedBoothId: await boothIdOf(t, 'AK-03'),
    });
    expect(await names()).toEqual([]);

    // The deposit by card (the SumUp simulator): the stall becomes reserved for the vendor.
    const { body: checkout } = await request(t.app.getHttpServer())
      .post('/api/sumup/create-checkout')
      .set('Cookie', held.cookie)
      .send({ vendorId: held.vendorId, amount: 10 })
      .expect(201);
    await payOnSimulator(t, checkout.checkout_id);
    for (let i = 0; i < 100 && (await stallStatus('AK-03')) !== 'reserved'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await stallStatus('AK-03')).toBe('reserved');
    expect(await names()).toEqual(['Nur Gehalten']);
  });

  it('drops a vendor who loses the stall, withdraws, is blocked, rejected or deleted', async () => {
    const listed: Record<string, string> = {};
    for (const [name, booth] of [
      ['Entzogen', 'AK-01'],
      ['Zurückgezogen', 'AK-02'],
      ['Gesperrt', 'AK-03'],
      ['Abgelehnt', 'AK-04'],
      ['Gelöscht', 'AK-05'],
      ['Bleibt', 'AK-06'],
    ] as const) {
      const added = await vendor({ name, directoryConsent: true });
      await assign(added.vendorId, booth);
      listed[name] = added.vendorId;
    }
    expect(await names()).toEqual([
      'Entzogen',
      'Zurückgezogen',
      'Gesperrt',
      'Abgelehnt',
      'Gelöscht',
      'Bleibt',
    ]);

    await t
      .http()
      .patch(`/api/admin/booths/${await boothIdOf(t, 'AK-01')}`)
      .set(auth)
      .send({ vendorId: null, status: 'available' })
      .expect(200);
    await t
      .http()
      .post(`/api/admin/vendors/${listed['Zurückgezogen']}/withdrawal`)
      .set(auth)
      .send({})
      .expect(200);
    await t
      .http()
      .post(`/api/admin/vendors/${listed['Gesperrt']}/block`)
      .set(auth)
      .send({ reason: 'Unfreundlich' })
      .expect(200);
    await t
      .http()
      .patch(`/api/admin/vendors/${listed['Abgelehnt']}`)
      .set(auth)
      .send({ status: 'rejected' })
      .expect(200);
    await t.http().delete(`/api/admin/vendors/${listed['Gelöscht']}`).set(auth).expect(200);

    expect(await names()).toEqual(['Bleibt']);
  });

  it('follows the dashboard: consent given later shows the vendor, revoked hides them at once', async () => {
    const later = await vendor({ name: 'Später Dabei' });
    await assign(later.vendorId, 'BK-01');
    expect(await names()).toEqual([]);

    const given = await later.profile({ directoryConsent: true }).expect(200);
    expect(given.body.directoryConsent).toBe(true);
    expect(await names()).toEqual(['Später Dabei']);

    // A change of the goods shows at once, too.
    await later.profile({ description: 'Glühwein und Punsch aus eigener Kellerei' }).expect(200);
    expect((await directory()).entries[0]!.description).toBe(
      'Glühwein und Punsch aus eigener Kellerei',
    );

    const revoked = await later.profile({ directoryConsent: false }).expect(200);
    expect(revoked.body.directoryConsent).toBe(false);
    expect(await names()).toEqual([]);
  });
});

describe('the consent in the vendor’s data', () => {
  it('is validated with a German message at registration and in the profile', async () => {
    const refused = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ directoryConsent: 'ja' }))
      .expect(400);
    expect(refused.body.message).toContain(FLOOR_PLAN_MESSAGES.directoryConsentInvalid);

    const registered = await vendor();
    const cleared = await registered.profile({ directoryConsent: null }).expect(400);
    expect(cleared.body.message).toContain(FLOOR_PLAN_MESSAGES.directoryConsentInvalid);
    // Another field alone leaves the consent as it is (no default sneaks in).
    await registered.profile({ directoryConsent: true }).expect(200);
    const other = await registered.profile({ phone: '+43 660 1112223' }).expect(200);
    expect(other.body.directoryConsent).toBe(true);
  });

  it('is told in the history, in the status, the console’s detail and the data export', async () => {
    const consenting = await vendor({ directoryConsent: true });
    await consenting.profile({ directoryConsent: false }).expect(200);
    await consenting.profile({ directoryConsent: false }).expect(200);
    await consenting.profile({ directoryConsent: true, name: 'Huber Kerzen OG' }).expect(200);

    const { body: history } = await t
      .http()
      .get(`/api/admin/vendors/${consenting.vendorId}/history`)
      .set(auth)
      .expect(200);
    expect(
      (history as { title: string; detail: string | null }[]).map((entry) => [
        entry.title,
        entry.detail,
      ]),
    ).toEqual([
      ['Eigene Daten geändert', 'Geändert: Name; Ausstellerverzeichnis: zugestimmt'],
      ['Eigene Daten geändert', 'Ausstellerverzeichnis: widerrufen'],
      ['Angemeldet', 'Standplatz durch den Veranstalter; Ausstellerverzeichnis: zugestimmt'],
    ]);

    const { body: detail } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(
      (detail as { id: string; directoryConsent: boolean }[]).find(
        (row) => row.id === consenting.vendorId,
      )?.directoryConsent,
    ).toBe(true);
    const { body: status } = await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: consenting.accessCode })
      .expect(200);
    expect(status.vendor.directoryConsent).toBe(true);
    const { body: exported } = await consenting.dataExport();
    expect(exported.vendor.directoryConsent).toBe(true);
  });
});
