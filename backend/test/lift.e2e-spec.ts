import request from 'supertest';
import { LiftAppointment } from '../src/lift/domain/lift-appointment.entity.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let auth: { Authorization: string };

/** Set-up Tuesday 1 to Friday 4 December 2026, teardown Wednesday 9 to Saturday 12 December. */
const PERIODS = {
  marketName: 'Adventmarkt Burg Hochosterwitz',
  marketStartDate: '2026-12-05',
  marketEndDate: '2026-12-08',
  setupStartDate: '2026-12-01',
  setupEndDate: '2026-12-04',
  teardownStartDate: '2026-12-09',
  teardownEndDate: '2026-12-12',
};

const DEFAULT_SETTINGS = {
  slotMinutes: 30,
  setup: { startTime: '06:00', endTime: '18:00', enabledDays: [0, 1, 2, 3, 4, 5, 6] },
  breakdown: { startTime: '08:00', endTime: '16:00', enabledDays: [0, 1, 2, 3, 4, 5, 6] },
};

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
  t.clock.set('2026-11-25T10:00:00Z');
  auth = await adminAuth(t);
  await t.http().patch('/api/admin/market-settings').set(auth).send(PERIODS).expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

type Agent = ReturnType<typeof request.agent>;

/** A vendor with a session cookie (registration signs in), optionally confirmed on a stall. */
async function vendor(
  email: string,
  { boothNumber = null as string | null, name = 'Kerzen Huber' } = {},
): Promise<{ vendorId: string; browser: Agent }> {
  const browser = request.agent(t.app.getHttpServer());
  const { body } = await browser
    .post('/api/vendors/register')
    .send(registration({ email, name }))
    .expect(201);
  if (boothNumber) {
    await t
      .http()
      .post(`/api/admin/vendors/${body.vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, boothNumber) })
      .expect(200);
  }
  return { vendorId: body.vendorId, browser };
}

function book(browser: Agent, vendorId: string, change: Record<string, unknown> = {}) {
  return browser.post('/api/vendor/lift-appointments').send({
    vendorId,
    vendorName: 'wird ignoriert',
    date: '2026-12-02',
    time: '06:00',
    type: 'setup',
    notes: null,
    ...change,
  });
}

async function publicSlots(date: string, type: string) {
  const { body } = await t.http().get(`/api/public/lift-slots/${date}/${type}`).expect(200);
  return body as { time: string; timeSlot: string; isBooked: boolean }[];
}

async function appointmentCount(): Promise<number> {
  return t.em().count(LiftAppointment, {});
}

async function settle() {
  await t.settle();
  await t.settle();
}

describe('lift settings', () => {
  it('answers the defaults with the days of each period', async () => {
    const { body } = await t.http().get('/api/lift-settings').expect(200);
    expect(body).toEqual({
      ...DEFAULT_SETTINGS,
      days: {
        setup: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
        breakdown: ['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'],
      },
    });
  });

  it('saves valid settings and refuses bad ones in German, storing nothing', async () => {
    const put = (body: unknown) =>
      t
        .http()
        .put('/api/admin/lift-settings')
        .set(auth)
        .send(body as object);
    const bad: [unknown, string][] = [
      [
        { ...DEFAULT_SETTINGS, setup: { ...DEFAULT_SETTINGS.setup, startTime: '25:00' } },
        'Bitte geben Sie eine gültige Uhrzeit an (HH:MM)',
      ],
      [
        { ...DEFAULT_SETTINGS, setup: { ...DEFAULT_SETTINGS.setup, endTime: '05:00' } },
        'Die Endzeit muss nach der Startzeit liegen.',
      ],
      [
        { ...DEFAULT_SETTINGS, breakdown: { ...DEFAULT_SETTINGS.breakdown, enabledDays: [7] } },
        'Bitte wählen Sie die Wochentage aus (0 = Sonntag bis 6 = Samstag).',
      ],
      [
        { ...DEFAULT_SETTINGS, slotMinutes: 5 },
        'Die Termindauer muss zwischen 10 und 240 Minuten liegen.',
      ],
      [
        { ...DEFAULT_SETTINGS, setup: { startTime: '06:00', endTime: '06:20', enabledDays: [1] } },
        'Zwischen Start- und Endzeit muss mindestens ein Termin Platz haben.',
      ],
      [{ setup: DEFAULT_SETTINGS.setup }, 'Bitte geben Sie die Zeiten für Aufbau und Abbau an.'],
    ];
    for (const [body, message] of bad) {
      const answer = await put(body).expect(400);
      expect(answer.body.message).toBe(message);
    }
    await t.http().put('/api/admin/lift-settings').send(DEFAULT_SETTINGS).expect(401);
    const { body: unchanged } = await t.http().get('/api/lift-settings').expect(200);
    expect(unchanged.setup).toEqual(DEFAULT_SETTINGS.setup);

    const { body: saved } = await put({
      slotMinutes: 20,
      setup: { startTime: '07:00', endTime: '09:00', enabledDays: [3, 1, 1] },
      breakdown: DEFAULT_SETTINGS.breakdown,
    }).expect(200);
    expect(saved.message).toBe('Lift-Einstellungen gespeichert');
    expect(saved.settings.setup).toEqual({
      startTime: '07:00',
      endTime: '09:00',
      enabledDays: [1, 3],
    });
    // Tuesday 1 and Wednesday 2 December are in the period; only Wednesday is enabled.
    expect(saved.settings.days.setup).toEqual(['2026-12-02']);
    expect((await publicSlots('2026-12-02', 'setup')).map((slot) => slot.timeSlot)).toEqual([
      '07:00-07:20',
      '07:20-07:40',
      '07:40-08:00',
      '08:00-08:20',
      '08:20-08:40',
      '08:40-09:00',
    ]);
  });

  it('keeps booked appointments the new settings no longer offer, and names them', async () => {
    const { vendorId, browser } = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    await book(browser, vendorId, { time: '06:00' }).expect(201);
    const { body } = await t
      .http()
      .put('/api/admin/lift-settings')
      .set(auth)
      .send({ ...DEFAULT_SETTINGS, setup: { ...DEFAULT_SETTINGS.setup, startTime: '08:00' } })
      .expect(200);
    expect(body.outsideSchedule).toHaveLength(1);
    expect(body.outsideSchedule[0]).toMatchObject({
      vendorId,
      timeSlot: '06:00-06:30',
      fitsSchedule: false,
      vendor: { name: 'Kerzen Huber', email: 'anna@example.at' },
    });
    const { body: listed } = await t
      .http()
      .get('/api/admin/lift-appointments')
      .set(auth)
      .expect(200);
    expect(listed).toHaveLength(1);
    expect(listed[0].fitsSchedule).toBe(false);
  });
});

describe('lift slots', () => {
  it('offers every slot of every day of the period in Vienna time, with no personal data', async () => {
    const { body: days } = await t
      .http()
      .get('/api/admin/lift-slots?type=setup')
      .set(auth)
      .expect(200);
    expect(days.map((day: { date: string }) => day.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    for (const day of days) {
      expect(day.slots).toHaveLength(24);
      expect(day.slots[0]).toEqual({
        time: '06:00',
        timeSlot: '06:00-06:30',
        isBooked: false,
        appointment: null,
      });
      expect(day.slots[23].timeSlot).toBe('17:30-18:00');
    }

    const { vendorId, browser } = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    await book(browser, vendorId, { time: '07:00' }).expect(201);
    const slots = await publicSlots('2026-12-02', 'setup');
    expect(slots.find((slot) => slot.time === '07:00')).toEqual({
      time: '07:00',
      timeSlot: '07:00-07:30',
      isBooked: true,
    });
    expect(JSON.stringify(slots)).not.toContain('Huber');
    const { body: forOrganiser } = await t
      .http()
      .get('/api/admin/lift-slots?type=setup&date=2026-12-02')
      .set(auth)
      .expect(200);
    expect(forOrganiser[0].slots[2].appointment).toMatchObject({
      vendorName: 'Kerzen Huber',
      vendor: { email: 'anna@example.at' },
    });
  });

  it("answers the specification's path form like the query form, narrowed by startTime and endTime", async () => {
    const { vendorId, browser } = await vendor('berta@example.at', { boothNumber: 'AK-02' });
    await book(browser, vendorId, { time: '09:30' }).expect(201);
    const { body: byQuery } = await t
      .http()
      .get('/api/admin/lift-slots?type=setup&date=2026-12-02')
      .set(auth)
      .expect(200);
    const { body: byPath } = await t
      .http()
      .get('/api/admin/lift-slots/2026-12-02/setup')
      .set(auth)
      .expect(200);
    expect(byPath).toEqual(byQuery);
    expect(byPath[0].slots[7].appointment).toMatchObject({ vendor: { email: 'berta@example.at' } });

    const { body: narrowed } = await t
      .http()
      .get('/api/admin/lift-slots/2026-12-02/setup?startTime=09:00&endTime=10:00')
      .set(auth)
      .expect(200);
    expect(narrowed[0].slots.map((slot: { time: string }) => slot.time)).toEqual([
      '09:00',
      '09:30',
    ]);
    expect(narrowed[0].slots[1].appointment).toMatchObject({ vendorName: 'Kerzen Huber' });

    const { body: teardown } = await t
      .http()
      .get('/api/admin/lift-slots/2026-12-10/teardown')
      .set(auth)
      .expect(200);
    expect(teardown[0]).toMatchObject({ date: '2026-12-10' });

    for (const [path, message] of [
      [
        '/api/admin/lift-slots/2026-13-01/setup',
        'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)',
      ],
      [
        '/api/admin/lift-slots/2026-12-02/lunch',
        'Unbekannte Terminart: erlaubt sind Aufbau (setup) und Abbau (breakdown)',
      ],
      [
        '/api/admin/lift-slots/2026-12-06/setup',
        'An diesem Tag werden keine Lift-Termine angeboten.',
      ],
    ]) {
      const { body } = await t.http().get(path).set(auth).expect(400);
      expect(body.message).toContain(message);
    }
    await t.http().get('/api/admin/lift-slots/2026-12-02/setup').expect(401);
  });

  it('treats teardown as breakdown and narrows by startTime and endTime', async () => {
    expect(await publicSlots('2026-12-10', 'teardown')).toEqual(
      await publicSlots('2026-12-10', 'breakdown'),
    );
    const { body } = await t
      .http()
      .get('/api/public/lift-slots/2026-12-10/breakdown?startTime=09:00&endTime=10:00')
      .expect(200);
    expect(body.map((slot: { time: string }) => slot.time)).toEqual(['09:00', '09:30']);
  });

  it('refuses days outside the period, malformed dates and unknown types in German', async () => {
    const refused: [string, string][] = [
      [
        '/api/public/lift-slots/2026-12-06/setup',
        'An diesem Tag werden keine Lift-Termine angeboten.',
      ],
      [
        '/api/public/lift-slots/2099-12-02/setup',
        'An diesem Tag werden keine Lift-Termine angeboten.',
      ],
      [
        '/api/public/lift-slots/2026-13-01/setup',
        'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)',
      ],
      [
        '/api/public/lift-slots/2026-12-02/lunch',
        'Unbekannte Terminart: erlaubt sind Aufbau (setup) und Abbau (breakdown)',
      ],
      [
        '/api/public/lift-slots/2026-12-02/setup?startTime=25:00',
        'Bitte geben Sie eine gültige Uhrzeit an (HH:MM)',
      ],
    ];
    for (const [url, message] of refused) {
      const { body } = await t.http().get(url).expect(400);
      expect(body.message).toBe(message);
    }
  });

  it('offers nothing while the organiser has not set the period', async () => {
    await t
      .http()
      .patch('/api/admin/market-settings')
      .set(auth)
      .send({ teardownStartDate: null, teardownEndDate: null })
      .expect(200);
    const { body } = await t.http().get('/api/lift-settings').expect(200);
    expect(body.days.breakdown).toEqual([]);
    const { vendorId, browser } = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    const refused = await book(browser, vendorId, { date: '2026-12-10', type: 'breakdown' }).expect(
      400,
    );
    expect(refused.body.message).toBe(
      'Der Veranstalter hat für diese Terminart noch keinen Zeitraum festgelegt.',
    );
  });
});

describe('vendor booking', () => {
  it('books, tells the vendor with an .ics, and cancels, freeing the slot', async () => {
    const { vendorId, browser } = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    await settle();
    smtp.clear();

    const booked = await book(browser, vendorId, {
      time: '06:00-06:30',
      notes: '  Zwei Paletten ',
    }).expect(201);
    expect(booked.body).toMatchObject({
      message: 'Termin gebucht',
      appointment: {
        vendorId,
        vendorName: 'Kerzen Huber',
        date: '2026-12-02',
        timeSlot: '06:00-06:30',
        appointmentType: 'setup',
        notes: 'Zwei Paletten',
        status: 'booked',
        bookedBy: 'vendor',
      },
    });
    const id = booked.body.appointment.id;
    const { body: own } = await browser
      .get(`/api/vendor/lift-appointments/${vendorId}`)
      .expect(200);
    expect(own.map((appointment: { id: number }) => appointment.id)).toEqual([id]);

    const calendar = await browser
      .get(`/api/vendor/lift-appointments/${vendorId}/${id}/calendar`)
      .expect(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    expect(calendar.headers['content-disposition']).toContain('Lift-Aufbau-2026-12-02-0600.ics');
    const ics = calendar.text;
    expect(ics).toContain('BEGIN:VEVENT');
    // 06:00 in Vienna in December is 05:00 UTC.
    expect(ics).toContain('DTSTART:20261202T050000Z');
    expect(ics).toContain('DTEND:20261202T053000Z');
    expect(ics).toContain('Lift-Termin Aufbau: Adventmarkt Burg Hochosterwitz');

    await settle();
    const mails = smtp.to('anna@example.at');
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([
      'Ihr Lift-Termin (Aufbau): Mittwoch, 2. Dezember 2026, 06:00 bis 06:30 Uhr',
    ]);
    const attachment = mails[0]!.parsed.attachments[0]!;
    expect(attachment.filename).toBe('Lift-Aufbau-2026-12-02-0600.ics');
    expect(attachment.content.toString('utf8')).toContain('DTSTART:20261202T050000Z');

    const cancelled = await browser.delete(`/api/vendor/lift-appointments/${id}`).expect(200);
    expect(cancelled.body.message).toBe('Termin storniert');
    expect((await publicSlots('2026-12-02', 'setup'))[0]!.isBooked).toBe(false);
    await settle();
    expect(smtp.to('anna@example.at').map((mail) => mail.parsed.subject)).toContain(
      'Lift-Termin storniert (Aufbau): Mittwoch, 2. Dezember 2026, 06:00 bis 06:30 Uhr',
    );
  });

  it('allows one set-up and one breakdown appointment, and one vendor per slot', async () => {
    const anna = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    const bert = await vendor('bert@example.at', { boothNumber: 'AK-02' });
    await book(anna.browser, anna.vendorId).expect(201);
    const second = await book(anna.browser, anna.vendorId, { time: '08:00' }).expect(409);
    expect(second.body.message).toBe(
      'Sie haben bereits einen Termin dieser Art. Bitte stornieren Sie ihn zuerst.',
    );
    await book(anna.browser, anna.vendorId, {
      date: '2026-12-10',
      time: '08:00',
      type: 'teardown',
    }).expect(201);
    const taken = await book(bert.browser, bert.vendorId).expect(409);
    expect(taken.body.message).toBe(
      'Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen.',
    );
    expect(await appointmentCount()).toBe(2);
  });

  it("refuses vendors who may not book yet, other vendors' data and the past", async () => {
    const waiting = await vendor('wartend@example.at');
    const refused = await book(waiting.browser, waiting.vendorId).expect(403);
    expect(refused.body.message).toBe(
      'Lift-Termine können gebucht werden, sobald Ihnen ein Standplatz zugewiesen und Ihre Anmeldung bestätigt ist.',
    );

    const anna = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    const bert = await vendor('bert@example.at', { boothNumber: 'AK-02' });
    await book(bert.browser, anna.vendorId).expect(403);
    await request(t.app.getHttpServer())
      .post('/api/vendor/lift-appointments')
      .send({ vendorId: anna.vendorId, date: '2026-12-02', time: '06:00', type: 'setup' })
      .expect(401);
    const { body: annas } = await book(anna.browser, anna.vendorId).expect(201);
    const other = await bert.browser
      .delete(`/api/vendor/lift-appointments/${annas.appointment.id}`)
      .expect(404);
    expect(other.body.message).toBe('Termin nicht gefunden');
    await bert.browser
      .get(`/api/vendor/lift-appointments/${anna.vendorId}/${annas.appointment.id}/calendar`)
      .expect(403);
    await bert.browser
      .get(`/api/vendor/lift-appointments/${bert.vendorId}/${annas.appointment.id}/calendar`)
      .expect(404);

    t.clock.set('2026-12-02T06:10:00Z'); // 07:10 in Vienna
    const past = await book(bert.browser, bert.vendorId, { time: '07:00' }).expect(400);
    expect(past.body.message).toBe('Dieser Termin liegt in der Vergangenheit.');
    const begun = await anna.browser
      .delete(`/api/vendor/lift-appointments/${annas.appointment.id}`)
      .expect(409);
    expect(begun.body.message).toBe('Dieser Termin liegt in der Vergangenheit.');

    t.clock.set('2026-11-25T10:00:00Z');
    await t
      .http()
      .post(`/api/admin/vendors/${bert.vendorId}/block`)
      .set(auth)
      .send({ reason: 'Lift-Ticket weitergegeben' })
      .expect(200);
    await book(bert.browser, bert.vendorId, { time: '09:00' }).expect(401);
    expect(await appointmentCount()).toBe(1);
  });

  it('refuses bad input in German and stores nothing', async () => {
    const { vendorId, browser } = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    const bad: [Record<string, unknown>, string][] = [
      [{ time: '25:00' }, 'Bitte geben Sie eine gültige Uhrzeit an (HH:MM)'],
      [{ time: '06:10' }, 'Dieser Termin wird nicht angeboten.'],
      [{ date: '2026-02-30' }, 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)'],
      [{ date: '2099-12-02' }, 'An diesem Tag werden keine Lift-Termine angeboten.'],
      [
        { type: 'lunch' },
        'Unbekannte Terminart: erlaubt sind Aufbau (setup) und Abbau (breakdown)',
      ],
      [{ notes: 'x'.repeat(10_000) }, 'Die Notiz darf höchstens 500 Zeichen lang sein.'],
      [{ status: 'completed' }, 'property status should not exist'],
    ];
    for (const [change, message] of bad) {
      const { body } = await book(browser, vendorId, change).expect(400);
      expect(body.message).toContain(message.startsWith('property') ? 'status' : message);
    }
    expect(await appointmentCount()).toBe(0);
  });

  it('gives a slot booked by 50 vendors at once to exactly one', async () => {
    const booths = [
      ...Array.from({ length: 24 }, (_, i) => `AK-${String(i + 1).padStart(2, '0')}`),
      ...Array.from({ length: 12 }, (_, i) => `RS-${String(i + 1).padStart(2, '0')}`),
      ...Array.from({ length: 12 }, (_, i) => `BK-${String(i + 1).padStart(2, '0')}`),
      'SO-01',
      'SO-02',
    ];
    const vendors = [];
    for (const [index, boothNumber] of booths.entries()) {
      vendors.push(await vendor(`v${index}@example.at`, { boothNumber }));
    }
    const answers = await Promise.all(
      vendors.map(({ browser, vendorId }) => book(browser, vendorId, { time: '10:00' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await appointmentCount()).toBe(1);
  });

  it('gives one vendor racing for two set-up slots only one', async () => {
    const { vendorId, browser } = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    const times = ['06:00', '06:30', '07:00', '07:30', '08:00', '08:30'];
    const answers = await Promise.all(times.map((time) => book(browser, vendorId, { time })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(await appointmentCount()).toBe(1);
  });
});

describe("the organiser's lift scheduling", () => {
  it('books any vendor, moves, completes and deletes appointments', async () => {
    const waiting = await vendor('wartend@example.at', { name: 'Glaskunst Berger' });
    const booked = await t
      .http()
      .post('/api/admin/lift-appointments')
      .set(auth)
      .send({
        vendorId: waiting.vendorId,
        vendorName: 'Glaskunst Berger',
        date: '2026-12-03',
        timeSlot: '09:00-09:30',
        appointmentType: 'setup',
        notes: 'Bringt Sackkarre',
        status: 'booked',
        bookedBy: 'admin',
      })
      .expect(201);
    expect(booked.body.appointment).toMatchObject({ bookedBy: 'admin', status: 'booked' });
    const id = booked.body.appointment.id;

    const { body: listed } = await t
      .http()
      .get('/api/admin/lift-appointments')
      .set(auth)
      .expect(200);
    expect(listed[0]).toMatchObject({
      id,
      vendor: { name: 'Glaskunst Berger', email: 'wartend@example.at' },
      fitsSchedule: true,
    });

    const other = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    await book(other.browser, other.vendorId, { date: '2026-12-03', time: '10:00' }).expect(201);
    const into = await t
      .http()
      .patch(`/api/admin/lift-appointments/${id}`)
      .set(auth)
      .send({ timeSlot: '10:00-10:30' })
      .expect(409);
    expect(into.body.message).toBe(
      'Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen.',
    );

    const moved = await t
      .http()
      .patch(`/api/admin/lift-appointments/${id}`)
      .set(auth)
      .send({ date: '2026-12-04', timeSlot: '11:00-11:30' })
      .expect(200);
    expect(moved.body).toMatchObject({
      message: 'Termin geändert',
      appointment: { date: '2026-12-04', timeSlot: '11:00-11:30' },
    });
    expect(
      (await publicSlots('2026-12-03', 'setup')).find((s) => s.time === '09:00')!.isBooked,
    ).toBe(false);
    expect(
      (await publicSlots('2026-12-04', 'setup')).find((s) => s.time === '11:00')!.isBooked,
    ).toBe(true);

    await t
      .http()
      .patch(`/api/admin/lift-appointments/${id}`)
      .set(auth)
      .send({ status: 'completed' })
      .expect(200);
    const { body: history } = await t
      .http()
      .get(`/api/admin/vendors/${waiting.vendorId}/history`)
      .set(auth)
      .expect(200);
    expect(history.map((entry: { title: string }) => entry.title)).toEqual(
      expect.arrayContaining([
        'Lift-Termin gebucht',
        'Lift-Termin verschoben',
        'Lift-Termin erledigt',
      ]),
    );

    const deleted = await t
      .http()
      .delete(`/api/admin/lift-appointments/${id}`)
      .set(auth)
      .expect(200);
    expect(deleted.body.message).toBe('Termin gelöscht');
    await t.http().delete(`/api/admin/lift-appointments/${id}`).set(auth).expect(404);
    await t.http().delete('/api/admin/lift-appointments/abc').set(auth).expect(404);
    const garbage = await t
      .http()
      .post('/api/admin/lift-appointments')
      .set(auth)
      .send({
        vendorId: '\t\r\n',
        date: '2026-12-02',
        timeSlot: '07:00-07:30',
        appointmentType: 'setup',
      })
      .expect(400);
    expect(garbage.body.message).toBe('Händler nicht gefunden');
    await t.http().get('/api/admin/lift-appointments').expect(401);
  });

  it('does not let a vendor cancel a completed appointment', async () => {
    const { vendorId, browser } = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    const { body } = await book(browser, vendorId).expect(201);
    await t
      .http()
      .patch(`/api/admin/lift-appointments/${body.appointment.id}`)
      .set(auth)
      .send({ status: 'completed' })
      .expect(200);
    const refused = await browser
      .delete(`/api/vendor/lift-appointments/${body.appointment.id}`)
      .expect(409);
    expect(refused.body.message).toBe(
      'Ein abgeschlossener Termin kann nicht mehr storniert werden.',
    );
  });

  it('frees the upcoming slots of a vendor who is blocked or loses the stall, keeping completed ones', async () => {
    const anna = await vendor('anna@example.at', { boothNumber: 'AK-01' });
    const bert = await vendor('bert@example.at', { boothNumber: 'AK-02' });
    const { body: annas } = await book(anna.browser, anna.vendorId).expect(201);
    await book(anna.browser, anna.vendorId, {
      date: '2026-12-10',
      time: '08:00',
      type: 'breakdown',
    }).expect(201);
    await t
      .http()
      .patch(`/api/admin/lift-appointments/${annas.appointment.id}`)
      .set(auth)
      .send({ status: 'completed' })
      .expect(200);
    await book(bert.browser, bert.vendorId, { time: '07:00' }).expect(201);

    await t
      .http()
      .post(`/api/admin/vendors/${anna.vendorId}/block`)
      .set(auth)
      .send({ reason: 'Lift-Ticket weitergegeben' })
      .expect(200);
    await t
      .http()
      .patch(`/api/admin/vendors/${bert.vendorId}`)
      .set(auth)
      .send({ status: 'rejected' })
      .expect(200);
    await settle();

    const { body: left } = await t.http().get('/api/admin/lift-appointments').set(auth).expect(200);
    expect(left.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([
      [annas.appointment.id, 'completed'],
    ]);
    expect(
      (await publicSlots('2026-12-02', 'setup')).find((s) => s.time === '07:00')!.isBooked,
    ).toBe(false);
    const { body: history } = await t
      .http()
      .get(`/api/admin/vendors/${bert.vendorId}/history`)
      .set(auth)
      .expect(200);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Lift-Termin freigegeben',
          detail: 'Aufbau, 2.12.2026, 07:00-07:30: kein Standplatz mehr',
        }),
      ]),
    );
  });
});
