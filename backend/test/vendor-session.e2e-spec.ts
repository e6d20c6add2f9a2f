import request from 'supertest';
import { ACCESS_CODE_ATTEMPTS } from '../src/views/http/vendors.controller.js';
import { VendorMessage } from '../src/communication/domain/vendor-message.entity.js';
import { MarketSettings } from '../src/market/domain/market-settings.entity.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register } from './support/vendors.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

/** A browser that entered this vendor's access code (keeps the session cookie). */
async function loggedIn(accessCode: string) {
  const agent = request.agent(t.app.getHttpServer());
  await agent.post('/api/vendors/status').send({ accessCode }).expect(200);
  return agent;
}

const billing = {
  billingStreet: 'Hauptplatz 3',
  billingCity: 'St. Veit an der Glan',
  billingPostalCode: '9300',
  billingCountry: 'Österreich',
};

describe('POST /api/vendors/status', () => {
  it('answers the vendor, the held stall with its area, market dates, and sets an httpOnly session cookie', async () => {
    t.clock.set('2026-11-21T10:00:00Z');
    const boothId = await boothIdOf(t, 'AK-03');
    const { accessCode, vendorId } = await register(t, {
      boothAssignmentPreference: 'self',
      selectedBoothId: boothId,
    });
    const typed = `${accessCode.slice(0, 5).toLowerCase()}-${accessCode.slice(5)}`;

    const response = await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: typed })
      .expect(200);

    expect(response.body.vendor).toMatchObject({
      id: vendorId,
      accessCode,
      status: 'pending_payment',
      totalAmount: 15000,
      paymentAmount: 0,
      boothId: null,
      selectedBoothId: boothId,
      boothReservationExpiry: '2026-11-21T10:30:00.000Z',
      billingCountry: 'Österreich',
    });
    expect(response.body.booth).toMatchObject({
      number: 'AK-03',
      isHeld: true,
      area: { code: 'AK', name: 'Arkadenhof', price: 15000 },
    });
    expect(response.body).toMatchObject({
      liftAppointments: [],
      bankDetails: null,
      sumupCheckoutUrl: null,
      marketSettings: { marketStartDate: expect.any(String) },
    });
    const cookie = response.headers['set-cookie'][0];
    expect(cookie).toMatch(/^standl_vendor=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('shows the organiser bank details for the balance once they are set', async () => {
    const em = t.em();
    Object.assign(await em.findOneOrFail(MarketSettings, { id: 1 }), {
      bankIban: 'AT611904300234573201',
      bankBic: 'BKAUATWW',
      bankName: 'Bank Austria',
    });
    await em.flush();
    const { accessCode } = await register(t);

    const { body } = await t.http().post('/api/vendors/status').send({ accessCode }).expect(200);

    expect(body.bankDetails).toEqual({
      accountHolder: 'Burg-Adventmarkt Veranstaltungs GmbH',
      iban: 'AT611904300234573201',
      bic: 'BKAUATWW',
      bankName: 'Bank Austria',
      // Issue 30: the reference to use, and no payment QR while nothing is open (no stall).
      reference: `${accessCode.slice(0, 5)}-${accessCode.slice(5)}`,
      epcQrPayload: null,
    });
  });

  it("answers a blocked vendor's right code with 403 and the organiser's contact, never as a wrong guess", async () => {
    const { accessCode, vendorId } = await register(t);
    await t.em().nativeUpdate(Vendor, { id: vendorId }, { isBlocked: true });

    for (let i = 0; i <= ACCESS_CODE_ATTEMPTS.maxFailures; i += 1) {
      const response = await t.http().post('/api/vendors/status').send({ accessCode });
      expect(response.status).toBe(403);
      if (i > 0) continue;
      expect(response.body).toEqual({
        statusCode: 403,
        message:
          'Ihr Zugang ist gesperrt. Bitte wenden Sie sich an den Veranstalter: Burg-Adventmarkt Veranstaltungs GmbH, office@burg-adventmarkt.at, +43 4212 12345.',
        error: 'Forbidden',
        code: 'VENDOR_VENDOR_BLOCKED',
        params: {
          contact:
            'Burg-Adventmarkt Veranstaltungs GmbH, office@burg-adventmarkt.at, +43 4212 12345',
        },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // More right codes of a blocked vendor than the limit allows wrong ones: none counted.
    const unknown = await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: 'ZZZZZZZZZZ' })
      .expect(404);
    expect(unknown.body.message).toBe('Zugangscode nicht gefunden');
  });

  it('ends the session of a vendor the organiser blocks', async () => {
    const { accessCode, vendorId } = await register(t);
    const browser = await loggedIn(accessCode);
    await browser.patch(`/api/vendors/${vendorId}/billing`).send(billing).expect(200);
    await t.em().nativeUpdate(Vendor, { id: vendorId }, { isBlocked: true });

    const billingAgain = await browser
      .patch(`/api/vendors/${vendorId}/billing`)
      .send(billing)
      .expect(401);
    expect(billingAgain.body.message).toBe('Bitte melden Sie sich mit Ihrem Zugangscode an.');
    await browser
      .post(`/api/vendors/${vendorId}/contact`)
      .send({ message: 'Warum gesperrt?' })
      .expect(401);
    expect(await t.em().count(VendorMessage, { vendorId })).toBe(0);
  });

  it('ends the session on logout, also a copy of the cookie kept elsewhere', async () => {
    t.clock.set('2026-11-21T09:00:00Z');
    const { accessCode, vendorId } = await register(t);
    const phone = await loggedIn(accessCode);
    const laptop = await loggedIn(accessCode);
    t.clock.set('2026-11-21T09:10:00Z');

    await phone.post('/api/vendors/logout').expect(204);

    await phone.patch(`/api/vendors/${vendorId}/billing`).send(billing).expect(401);
    await laptop.patch(`/api/vendors/${vendorId}/billing`).send(billing).expect(401);
    const again = await loggedIn(accessCode);
    await again.patch(`/api/vendors/${vendorId}/billing`).send(billing).expect(200);
  });

  it('requires a code', async () => {
    const response = await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: '   ' })
      .expect(400);

    expect(response.body.message).toBe('Zugangscode ist erforderlich');
  });

  it('cuts off the address that guessed too many codes for an hour, but never a signed-in vendor', async () => {
    t.clock.set('2026-12-04T13:20:00Z');
    const signedIn = await register(t);
    const newcomer = await register(t);
    const browser = await loggedIn(signedIn.accessCode);
    for (let i = 0; i < ACCESS_CODE_ATTEMPTS.maxFailures; i += 1) {
      await t
        .http()
        .post('/api/vendors/status')
        .send({ accessCode: `WRONG${i}` })
        .expect(404);
    }

    // The vendor with a session cookie, on the same address, still reads the status.
    const own = await browser
      .post('/api/vendors/status')
      .send({ accessCode: signedIn.accessCode })
      .expect(200);
    expect(own.body.vendor.id).toBe(signedIn.vendorId);
    await browser.get('/api/vendors/session').expect(200);
    // A sign-in from that address waits, and is told until when (Vienna time).
    const refused = await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: newcomer.accessCode })
      .expect(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.body.message).toBe(
      'Zu viele falsche Zugangscodes von dieser Adresse. Bitte versuchen Sie es ab 15:20 Uhr erneut.',
    );
    expect(refused.body).toMatchObject({
      code: 'VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS',
      params: { time: '15:20' },
    });
    // The cookie opens only its own vendor: another code from it is a guess like any other.
    await browser.post('/api/vendors/status').send({ accessCode: newcomer.accessCode }).expect(429);

    t.clock.set('2026-12-04T13:50:00Z');
    const later = await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: newcomer.accessCode })
      .expect(429);
    expect(later.headers['retry-after']).toBe('1800');
    t.clock.set('2026-12-04T14:20:01Z');
    await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: newcomer.accessCode })
      .expect(200);
  });
});

describe('vendor calls with an {id} (docs/decisions.md 17)', () => {
  it('saves the own billing address and refuses another vendor or no session', async () => {
    const own = await register(t);
    const other = await register(t);
    const browser = await loggedIn(own.accessCode);

    const saved = await browser
      .patch(`/api/vendors/${own.vendorId}/billing`)
      .send(billing)
      .expect(200);
    expect(saved.body).toMatchObject({ id: own.vendorId, ...billing });
    expect(await t.em().findOneOrFail(Vendor, { id: own.vendorId })).toMatchObject(billing);

    const forbidden = await browser
      .patch(`/api/vendors/${other.vendorId}/billing`)
      .send(billing)
      .expect(403);
    expect(forbidden.body.message).toBe('Sie können nur Ihre eigenen Daten ansehen und ändern.');
    const anonymous = await t
      .http()
      .patch(`/api/vendors/${own.vendorId}/billing`)
      .send(billing)
      .expect(401);
    expect(anonymous.body.message).toBe('Bitte melden Sie sich mit Ihrem Zugangscode an.');
    expect((await t.em().findOneOrFail(Vendor, { id: other.vendorId })).billingStreet).toBeNull();
  });

  it('refuses a forged session cookie', async () => {
    const own = await register(t);
    const forged = `standl_vendor=${own.vendorId}.${Date.now() + 86_400_000}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

    await t
      .http()
      .patch(`/api/vendors/${own.vendorId}/billing`)
      .set('Cookie', forged)
      .send(billing)
      .expect(401);
  });

  it.each([
    [{ ...billing, billingPostalCode: '93000' }, 'Eine österreichische Postleitzahl hat 4 Ziffern'],
    [
      { ...billing, billingCountry: 'Deutschland', billingPostalCode: '!' },
      'Bitte geben Sie eine gültige Postleitzahl ein',
    ],
    [{ ...billing, billingStreet: '  ' }, 'Bitte geben Sie Straße und Hausnummer ein'],
    [{ ...billing, billingCity: '' }, 'Bitte geben Sie den Ort ein'],
  ])('refuses the billing address %o with the German message', async (body, message) => {
    const own = await register(t);
    const browser = await loggedIn(own.accessCode);

    const response = await browser
      .patch(`/api/vendors/${own.vendorId}/billing`)
      .send(body)
      .expect(400);

    expect(response.body.message).toBe(message);
  });

  it('accepts a German address and defaults the country to Österreich', async () => {
    const own = await register(t);
    const browser = await loggedIn(own.accessCode);

    await browser
      .patch(`/api/vendors/${own.vendorId}/billing`)
      .send({ ...billing, billingCountry: 'Deutschland', billingPostalCode: '80331' })
      .expect(200);
    const { body } = await browser
      .patch(`/api/vendors/${own.vendorId}/billing`)
      .send({ ...billing, billingCountry: '' })
      .expect(200);
    expect(body.billingCountry).toBe('Österreich');
    for (const billingCountry of [[], {}, 7]) {
      const refused = await browser
        .patch(`/api/vendors/${own.vendorId}/billing`)
        .send({ ...billing, billingCountry })
        .expect(400);
      expect(refused.body.message).toBe('Bitte geben Sie das Land ein');
    }
  });

  it('stores a contact message for the organiser with an event, only for the own id', async () => {
    const own = await register(t);
    const other = await register(t);
    const browser = await loggedIn(own.accessCode);

    const empty = await browser
      .post(`/api/vendors/${own.vendorId}/contact`)
      .send({ message: '  \n ' })
      .expect(400);
    expect(empty.body.message).toBe('Bitte geben Sie eine Nachricht ein');
    await browser
      .post(`/api/vendors/${other.vendorId}/contact`)
      .send({ message: 'Hallo' })
      .expect(403);
    const sent = await browser
      .post(`/api/vendors/${own.vendorId}/contact`)
      .send({ message: '  Wann darf ich aufbauen?  ' })
      .expect(201);

    expect(sent.body).toMatchObject({ message: 'Wann darf ich aufbauen?' });
    const stored = await t.em().find(VendorMessage, {});
    expect(stored.map((m) => [m.vendorId, m.message, m.readAt])).toEqual([
      [own.vendorId, 'Wann darf ich aufbauen?', null],
    ]);
    expect(
      await t.em().count(DomainEventRecord, { type: 'communication.vendor-message-sent.v1' }),
    ).toBe(1);
  });

  it('lists only the own lift appointments', async () => {
    const own = await register(t);
    const other = await register(t);
    const browser = await loggedIn(own.accessCode);

    await browser.get(`/api/vendor/lift-appointments/${own.vendorId}`).expect(200, []);
    await browser.get(`/api/vendor/lift-appointments/${other.vendorId}`).expect(403);
  });

  it('ends the session on logout', async () => {
    const own = await register(t);
    const browser = await loggedIn(own.accessCode);

    await browser.post('/api/vendors/logout').expect(204);

    await browser.patch(`/api/vendors/${own.vendorId}/billing`).send(billing).expect(401);
  });
});
