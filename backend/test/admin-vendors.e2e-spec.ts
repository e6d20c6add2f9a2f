import request from 'supertest';
import { ArchiveEntry } from '../src/archive/domain/archive-entry.entity.js';
import { Booth } from '../src/booths/domain/booth.entity.js';
import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import { VendorMessage } from '../src/communication/domain/vendor-message.entity.js';
import { LiftAppointment } from '../src/lift/domain/lift-appointment.entity.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register, registration } from './support/vendors.js';

let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  auth = await adminAuth(t);
});
afterAll(() => t.close());

async function registerAt(time: string, change: Record<string, unknown> = {}) {
  t.clock.set(time);
  const browser = request.agent(t.app.getHttpServer());
  const { body } = await browser
    .post('/api/vendors/register')
    .send(registration(change))
    .expect(201);
  return { browser, vendorId: body.vendorId as string };
}

describe('GET /api/admin/vendors', () => {
  it('lists every vendor, newest first, with status, stall and unread messages', async () => {
    const first = await registerAt('2026-11-21T09:00:00Z', { name: 'Erster Händler' });
    const second = await registerAt('2026-11-21T09:05:00Z', {
      name: 'Zweiter Händler',
      boothAssignmentPreference: 'self',
      selectedBoothId: await boothIdOf(t, 'AK-05'),
    });
    await first.browser
      .post(`/api/vendors/${first.vendorId}/contact`)
      .send({ message: 'Frage 1' })
      .expect(201);
    await first.browser
      .post(`/api/vendors/${first.vendorId}/contact`)
      .send({ message: 'Frage 2' })
      .expect(201);

    const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);

    expect(body.map((v: { name: string }) => v.name)).toEqual([
      'Zweiter Händler',
      'Erster Händler',
    ]);
    expect(body[0]).toMatchObject({
      id: second.vendorId,
      status: 'pending_payment',
      boothNumber: 'AK-05',
      boothAreaName: 'Arkadenhof',
      boothSelectionMethod: 'self_select',
      totalAmount: 15000,
      unreadMessages: 0,
      isBlocked: false,
    });
    expect(body[1]).toMatchObject({
      id: first.vendorId,
      status: 'pending',
      boothNumber: null,
      boothSelectionMethod: 'admin',
      unreadMessages: 2,
    });
  });
});

describe('GET /api/admin/vendors/{id}/messages', () => {
  it("shows a vendor's messages to the organiser, newest first", async () => {
    const vendor = await registerAt('2026-11-21T09:00:00Z');
    await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/contact`)
      .send({ message: 'Erste' })
      .expect(201);
    t.clock.advance(60_000);
    await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/contact`)
      .send({ message: 'Zweite' })
      .expect(201);

    const { body } = await t
      .http()
      .get(`/api/admin/vendors/${vendor.vendorId}/messages`)
      .set(auth)
      .expect(200);

    expect(body.map((m: { message: string }) => m.message)).toEqual(['Zweite', 'Erste']);
    expect(body[0].readAt).toBeNull();
  });

  it('answers 404 for unknown vendors', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'kein-uuid']) {
      const response = await t
        .http()
        .get(`/api/admin/vendors/${id}/messages`)
        .set(auth)
        .expect(404);
      expect(response.body.message).toBe('Händler nicht gefunden');
    }
  });
});

/** A vendor registered for assignment, and the stall they got from the organiser. */
async function confirmedVendor(number = 'AK-03', change: Record<string, unknown> = {}) {
  t.clock.set('2026-11-21T09:00:00Z');
  const { vendorId, accessCode } = await register(t, change);
  const boothId = await boothIdOf(t, number);
  await t
    .http()
    .post(`/api/admin/vendors/${vendorId}/assign-booth`)
    .set(auth)
    .send({ boothId })
    .expect(200);
  return { vendorId, accessCode, boothId };
}

function patch(vendorId: string, body: Record<string, unknown>) {
  return t.http().patch(`/api/admin/vendors/${vendorId}`).set(auth).send(body);
}

describe('POST /api/admin/vendors (phone registration)', () => {
  it('creates a vendor with an access code, even while registration is closed', async () => {
    await t
      .http()
      .patch('/api/admin/market-settings')
      .set(auth)
      .send({ isRegistrationOpen: false });

    const { body } = await t
      .http()
      .post('/api/admin/vendors')
      .set(auth)
      .send({
        name: 'Bäckerei Gruber',
        email: 'gruber@example.at',
        phone: '+43 4212 55555',
        description: 'Lebkuchen und Kletzenbrot',
      })
      .expect(201);

    expect(body.accessCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const vendor = await t.em().findOneOrFail(Vendor, body.vendorId);
    expect(vendor).toMatchObject({
      source: 'admin',
      termsAcceptedAt: null,
      name: 'Bäckerei Gruber',
    });
    const [event] = await t.em().find(DomainEventRecord, { aggregateId: body.vendorId });
    expect(event).toMatchObject({ type: 'registration.vendor-registered.v1', actor: 'admin' });
  });

  it.each([
    [{ name: 'A' }, 'Name muss mindestens 2 Zeichen lang sein'],
    [{ email: 'kein-at' }, 'Ungültige E-Mail-Adresse'],
    [{ phone: '123' }, 'Telefonnummer muss mindestens 10 Zeichen lang sein'],
    [{ description: 'kurz' }, 'Beschreibung muss mindestens 10 Zeichen lang sein'],
    [{ status: 'paid' }, 'Unbekanntes Feld: status'],
  ])('refuses %o with 400 and the German text', async (change, message) => {
    const { name, email, phone, description } = registration();
    const response = await t
      .http()
      .post('/api/admin/vendors')
      .set(auth)
      .send({ name, email, phone, description, ...change })
      .expect(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a blocked e-mail with a hint for the organiser', async () => {
    const blocked = await register(t);
    await t
      .http()
      .post(`/api/admin/vendors/${blocked.vendorId}/block`)
      .set(auth)
      .send({})
      .expect(200);
    const vendor = await t.em().findOneOrFail(Vendor, blocked.vendorId);
    const { name, phone, description } = registration();

    const response = await t
      .http()
      .post('/api/admin/vendors')
      .set(auth)
      .send({ name, email: vendor.email.toUpperCase(), phone, description })
      .expect(403);
    expect(response.body.message).toBe(
      'Diese E-Mail-Adresse ist gesperrt. Bitte heben Sie zuerst die Sperre auf.',
    );
    // ... and the public form refuses it as well while the vendor is blocked
    await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ email: vendor.email }))
      .expect(403);
  });
});

describe('PATCH /api/admin/vendors/{id}', () => {
  it('changes contact data and the paid amount; paid in full gives Bezahlt', async () => {
    const { vendorId } = await confirmedVendor('AK-03');

    const { body } = await patch(vendorId, {
      phone: '+43 664 9999999',
      paymentAmount: 15000,
    }).expect(200);

    expect(body).toMatchObject({ phone: '+43 664 9999999', paymentAmount: 15000, status: 'paid' });
    const events = await t
      .em()
      .find(DomainEventRecord, { type: 'registration.vendor-changed-by-admin.v1' });
    expect(events[0].payload).toEqual({
      fields: ['phone'],
      status: { from: 'confirmed', to: 'paid' },
      paymentAmount: { from: 0, to: 15000 },
    });
  });

  it('confirms a pending vendor who has a stall when no status is given (derived rule)', async () => {
    const { vendorId, boothId } = await confirmedVendor('AK-04');
    await t.em().nativeUpdate(Vendor, { id: vendorId }, { registrationState: 'pending' });

    const { body } = await patch(vendorId, { description: 'Neue Beschreibung des Stands' }).expect(
      200,
    );
    expect(body).toMatchObject({ status: 'confirmed', boothId });
  });

  it('sets the statuses of the select: confirmed, paid, checked_in, pending', async () => {
    const { vendorId } = await confirmedVendor('RS-01');

    expect((await patch(vendorId, { status: 'paid' }).expect(200)).body).toMatchObject({
      status: 'paid',
      paymentAmount: 12000,
    });
    const checkedIn = (await patch(vendorId, { status: 'checked_in' }).expect(200)).body;
    expect(checkedIn).toMatchObject({
      status: 'checked_in',
      lastCheckIn: '2026-11-21T09:00:00.000Z',
    });
    expect(
      (await patch(vendorId, { status: 'confirmed', paymentAmount: 0 }).expect(200)).body,
    ).toMatchObject({ status: 'confirmed', lastCheckIn: null });
  });

  it('a check-in lapses when the paid amount is corrected below the total', async () => {
    const { vendorId } = await confirmedVendor('RS-03');
    await patch(vendorId, { status: 'paid' }).expect(200);
    await patch(vendorId, { status: 'checked_in' }).expect(200);

    const { body } = await patch(vendorId, { paymentAmount: 5000 }).expect(200);

    expect(body).toMatchObject({ status: 'confirmed', lastCheckIn: null });
    const stats = (await t.http().get('/api/admin/stats').set(auth).expect(200)).body;
    expect(stats.checkinsToday).toBe(0);
  });

  it('keeps status and stall consistent: no Bestätigt without a stall, no Wartend with one', async () => {
    const waiting = await register(t);
    const refused = await patch(waiting.vendorId, { status: 'confirmed' }).expect(409);
    expect(refused.body.message).toBe(
      'Bestätigt wird ein Händler mit der Zuweisung eines Standplatzes. Bitte weisen Sie zuerst einen Standplatz zu.',
    );
    const { vendorId } = await confirmedVendor('RS-02');
    const pending = await patch(vendorId, { status: 'pending' }).expect(409);
    expect(pending.body.message).toBe(
      'Ein Händler mit Standplatz kann nicht auf „Wartend“ gesetzt werden. Bitte geben Sie zuerst den Standplatz frei.',
    );

    await patch(vendorId, { status: 'paid' }).expect(200);
    const stillPaid = await patch(vendorId, { status: 'confirmed' }).expect(409);
    expect(stillPaid.body.message).toBe(
      'Der Händler ist vollständig bezahlt, daher bleibt der Status „Bezahlt“. Bitte ändern Sie zuerst den bezahlten Betrag.',
    );
    expect((await patch(vendorId, {}).expect(200)).body.status).toBe('paid');

    // 'Bestätigt' undoes a set-up recorded by mistake.
    await patch(vendorId, { paymentAmount: 1000 }).expect(200);
    await t.http().post(`/api/admin/vendors/${vendorId}/mark-setup`).set(auth).expect(200);
    expect((await patch(vendorId, { status: 'confirmed' }).expect(200)).body.status).toBe(
      'confirmed',
    );
  });

  it.each(['name', 'email', 'phone', 'description', 'paymentAmount', 'status'])(
    'refuses %s: null with 400, never 500',
    async (field) => {
      const { vendorId } = await register(t);

      const response = await patch(vendorId, { [field]: null }).expect(400);

      expect(response.body.message).toEqual(expect.any(String));
    },
  );

  it('rejecting frees the stall and forgets set-up and check-in; going back leaves nothing behind', async () => {
    const { vendorId, boothId } = await confirmedVendor('BK-02');
    await patch(vendorId, { status: 'paid' }).expect(200);
    await patch(vendorId, { status: 'checked_in' }).expect(200);
    await t.http().post(`/api/admin/vendors/${vendorId}/mark-setup`).set(auth).expect(200);

    const { body } = await patch(vendorId, { status: 'rejected' }).expect(200);

    expect(body).toMatchObject({ status: 'rejected', boothId: null, lastCheckIn: null });
    expect(await t.em().findOneOrFail(Vendor, vendorId)).toMatchObject({ setUpAt: null });
    expect((await patch(vendorId, { status: 'pending' }).expect(200)).body.status).toBe('pending');
    const stats = (await t.http().get('/api/admin/stats').set(auth).expect(200)).body;
    expect(stats).toMatchObject({ setupVendors: 0, checkinsToday: 0 });
    expect(await t.em().findOneOrFail(Booth, boothId)).toMatchObject({
      status: 'available',
      vendorId: null,
    });
  });

  it('says a free stall has nothing to pay instead of claiming there is no stall', async () => {
    const { body: areas } = await t.http().get('/api/admin/booths').set(auth).expect(200);
    const so = areas.find((area: { code: string }) => area.code === 'SO');
    await t
      .http()
      .patch(`/api/admin/booth-areas/${so.id}`)
      .set(auth)
      .send({ price: 0 })
      .expect(200);
    const { vendorId } = await confirmedVendor('SO-02');

    const refused = await patch(vendorId, { status: 'paid' }).expect(409);

    expect(refused.body.message).toBe('Der Standplatz ist kostenlos: Es gibt nichts zu bezahlen.');
  });

  it('a vendor moved to another stall has to set up there anew', async () => {
    const { vendorId } = await confirmedVendor('BK-08');
    await t.http().post(`/api/admin/vendors/${vendorId}/mark-setup`).set(auth).expect(200);

    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'BK-09') })
      .expect(200);

    expect(await t.em().findOneOrFail(Vendor, vendorId)).toMatchObject({ setUpAt: null });
  });

  it.each([
    [{ status: 'aufgebaut' }, 400, 'Ungültiger Status'],
    [{ paymentAmount: -1 }, 400, 'Bitte geben Sie einen gültigen Betrag ein'],
    [
      { paymentAmount: 12.5 },
      400,
      'Ungültiger Betrag: Beträge werden hier in Cent übermittelt, als ganze Zahl (14000 = 140,00 €).',
    ],
    [{ paymentAmount: '100' }, 400, 'Bitte geben Sie einen gültigen Betrag ein'],
    [{ email: 'x' }, 400, 'Ungültige E-Mail-Adresse'],
    [{ isBlocked: true }, 400, 'Unbekanntes Feld: isBlocked'],
    [{ status: 'paid' }, 409, 'Ohne Standplatz gibt es keinen Betrag zu bezahlen.'],
    [{ status: 'checked_in' }, 409, 'Ohne Standplatz gibt es keinen Betrag zu bezahlen.'],
  ])('refuses %o with %i and a German text, changing nothing', async (change, code, message) => {
    const { vendorId } = await register(t);
    const before = await t.em().findOneOrFail(Vendor, vendorId);

    const response = await patch(vendorId, change).expect(code);

    expect(response.body.message).toBe(message);
    const after = await t.em().findOneOrFail(Vendor, vendorId);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('refuses checking in a vendor who has not paid in full', async () => {
    const { vendorId } = await confirmedVendor('AK-05');
    const response = await patch(vendorId, { status: 'checked_in' }).expect(409);
    expect(response.body.message).toBe(
      'Nur vollständig bezahlte Händler können eingecheckt werden.',
    );
  });
});

describe('block, unblock, mark-setup', () => {
  it('blocks with a reason (or the default), hides the status page, and unblocks', async () => {
    const { vendorId, accessCode } = await confirmedVendor('AK-06');

    const blocked = await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/block`)
      .set(auth)
      .send({ reason: '  Gesperrt durch Admin ' })
      .expect(200);
    expect(blocked.body).toMatchObject({ isBlocked: true, blockedReason: 'Gesperrt durch Admin' });
    await t.http().post('/api/vendors/status').send({ accessCode }).expect(403);

    const unblocked = await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/unblock`)
      .set(auth)
      .expect(200);
    expect(unblocked.body).toMatchObject({
      isBlocked: false,
      blockedReason: null,
      blockedAt: null,
    });
    await t.http().post('/api/vendors/status').send({ accessCode }).expect(200);

    const other = await register(t);
    const byDefault = await t
      .http()
      .post(`/api/admin/vendors/${other.vendorId}/block`)
      .set(auth)
      .expect(200);
    expect(byDefault.body.blockedReason).toBe('Manuell durch Admin gesperrt');
  });

  it('refuses an empty reason', async () => {
    const { vendorId } = await register(t);
    const response = await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/block`)
      .set(auth)
      .send({ reason: '   ' })
      .expect(400);
    expect(response.body.message).toBe('Bitte geben Sie einen Grund für die Sperre ein');
  });

  it('marks a vendor with a stall as set up (Aufgebaut), once', async () => {
    const { vendorId } = await confirmedVendor('AK-07');

    const { body } = await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/mark-setup`)
      .set(auth)
      .expect(200);
    expect(body).toMatchObject({ status: 'aufgebaut', setUpAt: '2026-11-21T09:00:00.000Z' });

    t.clock.advance(60_000);
    await t.http().post(`/api/admin/vendors/${vendorId}/mark-setup`).set(auth).expect(200);
    expect(await t.em().count(DomainEventRecord, { type: 'registration.vendor-set-up.v1' })).toBe(
      1,
    );
  });

  it('refuses set-up without a stall, or for a blocked vendor', async () => {
    const { vendorId } = await register(t);
    const noStall = await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/mark-setup`)
      .set(auth)
      .expect(409);
    expect(noStall.body.message).toBe(
      'Nur Händler mit zugewiesenem Standplatz können als aufgebaut markiert werden.',
    );

    const withStall = await confirmedVendor('AK-08');
    await t.http().post(`/api/admin/vendors/${withStall.vendorId}/block`).set(auth).expect(200);
    const blocked = await t
      .http()
      .post(`/api/admin/vendors/${withStall.vendorId}/mark-setup`)
      .set(auth)
      .expect(409);
    expect(blocked.body.message).toBe(
      'Gesperrte Händler können nicht als aufgebaut markiert werden.',
    );
  });
});

describe('DELETE /api/admin/vendors/{id}', () => {
  it('removes the vendor, messages, mail copies and lift appointments, frees the stall, keeps no personal data', async () => {
    const { vendorId, boothId } = await confirmedVendor('AK-09');
    await t.em().insert(VendorMessage, { vendorId, message: 'Hallo', createdAt: new Date() });
    await t.em().insert(LiftAppointment, {
      vendorId,
      vendorName: 'Kerzenzieherei Huber',
      date: '2026-12-04',
      timeSlot: '08:00-08:30',
      startTime: '08:00',
      endTime: '08:30',
      appointmentType: 'setup',
      createdAt: new Date(),
    });
    await t.settle();
    // The registration and confirmation mails, with the access code.
    expect(await t.em().count(MailMessage, { vendorId })).toBeGreaterThan(0);

    const { body } = await t.http().delete(`/api/admin/vendors/${vendorId}`).set(auth).expect(200);

    expect(body).toEqual({ message: 'Händler gelöscht' });
    expect(await t.em().count(Vendor, { id: vendorId })).toBe(0);
    // The messages go in communication's reaction to the deletion, right after its commit.
    await t.settle();
    expect(await t.em().count(VendorMessage, { vendorId })).toBe(0);
    expect(await t.em().count(MailMessage, { vendorId })).toBe(0);
    expect(await t.em().count(LiftAppointment, { vendorId })).toBe(0);
    expect(await t.em().findOneOrFail(Booth, boothId)).toMatchObject({ status: 'available' });
    const events = await t.em().find(DomainEventRecord, {});
    expect(JSON.stringify(events.map((e) => e.payload))).not.toMatch(/Huber|example\.at/);
    await t.http().delete(`/api/admin/vendors/${vendorId}`).set(auth).expect(404);
  });
});

describe('booth-suggestion and history', () => {
  it("suggests last season's stall from the archive by e-mail", async () => {
    const { vendorId } = await register(t, { email: 'stamm@example.at' });
    const em = t.em();
    em.create(ArchiveEntry, {
      name: 'Stammgast',
      email: 'Stamm@Example.at',
      year: 2025,
      boothArea: 'Arkadenhof',
      boothNumber: 'AK-12',
      archivedAt: new Date('2026-02-08T00:00:00Z'),
    });
    await em.flush();

    const { body } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/booth-suggestion`)
      .set(auth)
      .expect(200);
    expect(body).toEqual({
      suggestion: { year: 2025, boothArea: 'Arkadenhof', boothNumber: 'AK-12' },
    });

    const newcomer = await register(t);
    await t
      .http()
      .get(`/api/admin/vendors/${newcomer.vendorId}/booth-suggestion`)
      .set(auth)
      .expect(200, { suggestion: null });
  });

  it('tells what happened to a vendor, newest first, in German', async () => {
    const { vendorId } = await confirmedVendor('AK-10', {
      boothAssignmentPreference: 'self',
      selectedBoothId: await boothIdOf(t, 'AK-11'),
    });
    t.clock.advance(60_000);
    await t.http().post(`/api/admin/vendors/${vendorId}/block`).set(auth).send({ reason: 'Test' });

    const { body } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/history`)
      .set(auth)
      .expect(200);

    expect(body.map((e: { title: string; detail: string | null }) => [e.title, e.detail])).toEqual([
      ['Gesperrt', 'Test'],
      ['Standplatz zugewiesen und bestätigt', 'AK-10 (Arkadenhof)'],
      [
        'Standplatz-Reservierung beendet',
        'AK-11: Veranstalter hat einen anderen Standplatz zugewiesen',
      ],
      ['Angemeldet', 'Standplatz AK-11 gewählt'],
      ['Standplatz reserviert (30 Minuten)', 'AK-11'],
    ]);
    expect(body[0]).toMatchObject({ actor: 'admin', type: 'registration.vendor-blocked.v1' });
  });

  it('says a hold ended because the vendor was rejected, not because of cash', async () => {
    const { vendorId } = await register(t, {
      boothAssignmentPreference: 'self',
      selectedBoothId: await boothIdOf(t, 'AK-12'),
    });
    await patch(vendorId, { status: 'rejected' }).expect(200);

    const { body } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/history`)
      .set(auth)
      .expect(200);

    expect(body.map((e: { detail: string | null }) => e.detail)).toContain(
      'AK-12: Anmeldung abgelehnt',
    );
  });
});

describe('messages/read and stats', () => {
  it('marks the messages read: the unread count drops to 0', async () => {
    const vendor = await registerAt('2026-11-21T09:00:00Z');
    await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/contact`)
      .send({ message: 'Frage' })
      .expect(201);

    await t
      .http()
      .post(`/api/admin/vendors/${vendor.vendorId}/messages/read`)
      .set(auth)
      .expect(204);

    const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(body[0].unreadMessages).toBe(0);
  });

  it('counts the eight dashboard figures', async () => {
    await register(t);
    await register(t, {
      boothAssignmentPreference: 'self',
      selectedBoothId: await boothIdOf(t, 'SO-01'),
    });
    const paid = await confirmedVendor('AK-01');
    await patch(paid.vendorId, { status: 'paid' }).expect(200);
    const setUp = await confirmedVendor('AK-02');
    await t.http().post(`/api/admin/vendors/${setUp.vendorId}/mark-setup`).set(auth).expect(200);

    const { body } = await t.http().get('/api/admin/stats').set(auth).expect(200);

    expect(body).toEqual({
      invitedCount: 0,
      registeredCount: 4,
      pendingCount: 2,
      totalVendors: 4,
      assignedBooths: 2,
      paidVendors: 1,
      setupVendors: 1,
      checkinsToday: 0,
    });
  });
});
