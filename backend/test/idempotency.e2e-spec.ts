import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import { LiftAppointment } from '../src/lift/domain/lift-appointment.entity.js';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { Payment } from '../src/payments/domain/payment.entity.js';
import { SumUpSimulator } from '../src/payments/infra/sumup-simulator.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register, registration } from './support/vendors.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';

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

const KEY_REUSED =
  'Dieser Idempotency-Key gehört bereits zu einer anderen Anfrage. Bitte senden Sie eine neue Aktion mit einem neuen Schlüssel.';
const STILL_RUNNING =
  'Dieselbe Aktion wird gerade noch ausgeführt. Bitte warten Sie einen Moment und laden Sie dann die Seite neu, um das Ergebnis zu sehen.';

function post(path: string, body?: Record<string, unknown>) {
  const call = t.http().post(`/api/admin/${path}`).set(auth);
  return body === undefined ? call : call.send(body);
}

/** A vendor the organiser confirmed on a stall (AK: 150,00 €). */
async function confirmedVendor(boothNumber = 'AK-01') {
  const vendor = await register(t);
  await post(`vendors/${vendor.vendorId}/assign-booth`, {
    boothId: await boothIdOf(t, boothNumber),
  }).expect(200);
  return vendor;
}

/** A confirmed vendor with a billing address and their session cookie (as after registering). */
async function vendorWithSession(boothNumber: string) {
  const registered = await t.http().post('/api/vendors/register').send(registration()).expect(201);
  const vendorId = registered.body.vendorId as string;
  const cookie = [registered.headers['set-cookie']].flat()[0]!.split(';')[0]!;
  await t
    .http()
    .patch(`/api/vendors/${vendorId}/billing`)
    .set('Cookie', cookie)
    .send({ billingStreet: 'Hauptplatz 1', billingPostalCode: '9300', billingCity: 'St. Veit' })
    .expect(200);
  await post(`vendors/${vendorId}/assign-booth`, {
    boothId: await boothIdOf(t, boothNumber),
  }).expect(200);
  return { vendorId, cookie };
}

async function lastEventId(): Promise<number> {
  const [last] = await t.em().find(DomainEventRecord, {}, { orderBy: { id: 'desc' }, limit: 1 });
  return Number(last?.id ?? 0);
}

/** The domain events stored since `after`, as 'type aggregate'. */
async function eventsSince(after: number): Promise<string[]> {
  const events = await t.em().find(DomainEventRecord, { id: { $gt: String(after) } });
  return events.map((event) => `${event.type} ${event.aggregateId}`);
}

/**
 * Sends the action twice at once with one key: both answers are the same, one of them repeated,
 * and no event happened twice (one booking, one state change, one mail).
 */
async function twiceAtOnce(
  action: () => request.Test,
  { storesEvents = true } = {},
): Promise<request.Response> {
  const key = randomUUID();
  const before = await lastEventId();
  const [first, second] = await Promise.all([
    action().set('Idempotency-Key', key),
    action().set('Idempotency-Key', key),
  ]);
  expect(second.status).toBe(first.status);
  expect(second.body).toEqual(first.body);
  expect(
    [first, second].map((answer) => answer.headers['idempotent-replayed'] ?? 'no').sort(),
  ).toEqual(['no', 'true']);
  const events = await eventsSince(before);
  if (storesEvents) expect(events.length).toBeGreaterThan(0);
  expect(new Set(events).size).toBe(events.length);
  return first;
}

async function ledger(vendorId: string) {
  return (await t.em().find(LedgerEntry, { vendorId }, { orderBy: { id: 'asc' } })).map((line) => [
    line.kind,
    line.amount,
  ]);
}

describe('every money and status action sent twice at once with one Idempotency-Key', () => {
  it('books cash once and the card payment starts one checkout', async () => {
    const { vendorId } = await confirmedVendor();

    const cash = await twiceAtOnce(() =>
      post(`vendors/${vendorId}/cash-payment`, { amount: 7500, description: 'Bar' }),
    );
    expect(cash.status).toBe(200);
    expect(cash.body.account.paidAmount).toBe(7500);
    const card = await twiceAtOnce(() => post(`vendors/${vendorId}/payment`, { amount: 2500 }));
    expect(card.status).toBe(201);

    expect(await ledger(vendorId)).toEqual([['cash_payment', 7500]]);
    expect(await t.em().count(Payment, { vendorId })).toBe(1);
    const { body: account } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/payments`)
      .set(auth)
      .expect(200);
    expect(account.paidAmount).toBe(7500);
  });

  it('changes a status once: assign, block, unblock, correction, set-up, delete', async () => {
    const { vendorId } = await register(t);
    const boothId = await boothIdOf(t, 'AK-02');

    expect(
      (await twiceAtOnce(() => post(`vendors/${vendorId}/assign-booth`, { boothId }))).status,
    ).toBe(200);
    expect(
      (await twiceAtOnce(() => post(`vendors/${vendorId}/block`, { reason: 'Regelverstoß' })))
        .status,
    ).toBe(200);
    expect((await twiceAtOnce(() => post(`vendors/${vendorId}/unblock`))).status).toBe(200);
    const patched = await twiceAtOnce(() =>
      t
        .http()
        .patch(`/api/admin/vendors/${vendorId}`)
        .set(auth)
        .send({ paymentAmount: 5000, paymentNote: 'Überweisung' }),
    );
    expect(patched.status).toBe(200);
    expect(await ledger(vendorId)).toEqual([['correction', 5000]]);
    expect((await twiceAtOnce(() => post(`vendors/${vendorId}/mark-setup`))).status).toBe(200);
    const deleted = await twiceAtOnce(() =>
      t.http().delete(`/api/admin/vendors/${vendorId}`).set(auth),
    );
    expect(deleted.status).toBe(200);
  });

  it('issues and cancels an invoice once, reminds once, mails once, files one message', async () => {
    await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
    const vendor = await vendorWithSession('AK-03');
    await post(`vendors/${vendor.vendorId}/cash-payment`, {}).expect(200);
    await t.settle();
    const { body: invoices } = await t
      .http()
      .get(`/api/admin/invoices?vendorId=${vendor.vendorId}`)
      .set(auth)
      .expect(200);
    expect(invoices).toHaveLength(1);

    const storno = await twiceAtOnce(() => post(`invoices/${invoices[0].number}/cancel`, {}));
    expect(storno.status).toBe(201);
    const issued = await twiceAtOnce(() => post(`vendors/${vendor.vendorId}/invoice`, {}));
    expect(issued.status).toBe(201);
    const { body: after } = await t
      .http()
      .get(`/api/admin/invoices?vendorId=${vendor.vendorId}`)
      .set(auth)
      .expect(200);
    expect(after).toHaveLength(3);

    const open = await vendorWithSession('AK-04');
    await post(`vendors/${open.vendorId}/mark-setup`).expect(200);
    const reminded = await twiceAtOnce(() => post('send-payment-reminders'));
    expect(reminded.body.sentCount).toBe(1);

    // The invoice mails follow the documents' reaction: let them be queued before counting.
    await t.settle();
    const mailsBefore = await t.em().count(MailMessage, {});
    await twiceAtOnce(() =>
      post('send-direct-email', {
        vendorId: open.vendorId,
        subject: 'Aufbau',
        content: 'Bitte kommen Sie um 8 Uhr.',
      }),
    );
    expect(await t.em().count(MailMessage, {})).toBe(mailsBefore + 1);

    const message = await twiceAtOnce(() =>
      t
        .http()
        .post(`/api/vendors/${open.vendorId}/contact`)
        .set('Cookie', open.cookie)
        .send({ message: 'Wo parke ich?' }),
    );
    expect(message.status).toBe(201);
  });
});

describe('vendor actions, lift bookings and refunds sent twice at once with one key', () => {
  const PERIODS = {
    marketStartDate: '2026-12-05',
    marketEndDate: '2026-12-08',
    setupStartDate: '2026-12-01',
    setupEndDate: '2026-12-04',
    teardownStartDate: '2026-12-09',
    teardownEndDate: '2026-12-12',
  };

  it('books one lift slot for the vendor and one for the organiser', async () => {
    t.clock.set('2026-11-25T10:00:00Z');
    await t.http().patch('/api/admin/market-settings').set(auth).send(PERIODS).expect(200);
    const { vendorId, cookie } = await vendorWithSession('AK-01');
    const other = await vendorWithSession('AK-02');

    const mine = await twiceAtOnce(() =>
      t.http().post('/api/vendor/lift-appointments').set('Cookie', cookie).send({
        vendorId,
        vendorName: 'wird ignoriert',
        date: '2026-12-02',
        time: '06:00',
        type: 'setup',
        notes: null,
      }),
    );
    expect(mine.status).toBe(201);
    const booked = await twiceAtOnce(() =>
      post('lift-appointments', {
        vendorId: other.vendorId,
        vendorName: 'Glaskunst Berger',
        date: '2026-12-03',
        timeSlot: '09:00-09:30',
        appointmentType: 'setup',
        status: 'booked',
        bookedBy: 'admin',
      }),
    );
    expect(booked.status).toBe(201);

    expect(await t.em().count(LiftAppointment, {})).toBe(2);
  });

  it('picks one stall and opens one deposit checkout for the vendor', async () => {
    t.clock.set('2026-11-21T10:00:00Z');
    const registered = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ boothAssignmentPreference: 'self' }))
      .expect(201);
    const { vendorId, accessCode } = registered.body as { vendorId: string; accessCode: string };
    const cookie = [registered.headers['set-cookie']].flat()[0]!.split(';')[0]!;
    const boothId = await boothIdOf(t, 'RS-01');

    const picked = await twiceAtOnce(() =>
      t.http().post('/api/vendors/select-booth').send({ accessCode, boothId }),
    );
    expect(picked.status).toBe(200);
    // A checkout is no booking yet: it stores no event, only its payment row.
    const deposit = await twiceAtOnce(
      () =>
        t
          .http()
          .post('/api/payments/process')
          .set('Cookie', cookie)
          .send({ vendorId, amount: 10, method: 'sumup' }),
      { storesEvents: false },
    );
    expect(deposit.status).toBe(200);

    expect(await t.em().count(Payment, { vendorId })).toBe(1);
  });

  it('books a refund made once', async () => {
    // A deposit that arrives after the stall went to someone else is due back.
    t.clock.set('2026-11-21T10:00:00Z');
    const boothId = await boothIdOf(t, 'RS-03');
    const late = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ boothAssignmentPreference: 'self', selectedBoothId: boothId }))
      .expect(201);
    const cookie = [late.headers['set-cookie']].flat()[0]!.split(';')[0]!;
    const { body: checkout } = await t
      .http()
      .post('/api/sumup/create-checkout')
      .set('Cookie', cookie)
      .send({ vendorId: late.body.vendorId, amount: 10 })
      .expect(201);
    // Paid without its webhook: the deposit must be seen only after the stall went to another.
    const simulator = t.app.get(SumUpSimulator);
    const retryDelaysMs = simulator.retryDelaysMs;
    simulator.retryDelaysMs = [];
    simulator.settle(checkout.checkout_id, 'pay');
    simulator.retryDelaysMs = retryDelaysMs;
    t.clock.set('2026-11-21T10:40:00Z');
    await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ boothAssignmentPreference: 'self', selectedBoothId: boothId }))
      .expect(201);
    await t.http().get(`/api/sumup/check-payment/${checkout.checkout_id}`).expect(200);
    const { body: overview } = await t.http().get('/api/admin/payments').set(auth).expect(200);
    const { entryId } = overview.refunds[0];

    const refunded = await twiceAtOnce(() =>
      post(`refunds/${entryId}/refunded`, { note: 'Bar zurückgegeben', method: 'cash' }),
    );

    expect(refunded.status).toBe(200);
    expect(await ledger(late.body.vendorId)).toEqual([
      ['deposit_card', 1000],
      ['refund_due', -1000],
      ['refund_made', -1000],
    ]);
  });
});

describe('the Idempotency-Key', () => {
  it('answers 422 in German for the same key with another body and books nothing more', async () => {
    const { vendorId } = await confirmedVendor();
    const key = randomUUID();
    await post(`vendors/${vendorId}/cash-payment`, { amount: 1000 })
      .set('Idempotency-Key', key)
      .expect(200);

    const other = await post(`vendors/${vendorId}/cash-payment`, { amount: 2000 })
      .set('Idempotency-Key', key)
      .expect(422);

    expect(other.body).toEqual({
      statusCode: 422,
      message: KEY_REUSED,
      error: 'Unprocessable Entity',
      code: 'HTTP_IDEMPOTENCY_KEY_REUSED',
    });
    expect(await ledger(vendorId)).toEqual([['cash_payment', 1000]]);
  });

  it('answers a later repeat with the stored answer, errors included', async () => {
    const key = randomUUID();
    const pay = () => post('invoices/2026-0999/cancel', {}).set('Idempotency-Key', key);
    const first = await pay();
    expect(first.status).toBe(404);

    const again = await pay();

    expect(again.status).toBe(404);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps keys apart per caller, method and path', async () => {
    const { vendorId } = await confirmedVendor();
    const key = randomUUID();
    await post(`vendors/${vendorId}/cash-payment`, { amount: 1000 })
      .set('Idempotency-Key', key)
      .expect(200);
    const { vendorId: other } = await confirmedVendor('AK-02');

    await post(`vendors/${other}/cash-payment`, { amount: 1000 })
      .set('Idempotency-Key', key)
      .expect(200);

    expect(await ledger(other)).toEqual([['cash_payment', 1000]]);
  });

  it('refuses a key that is too long or not printable with a German 400', async () => {
    const { vendorId } = await confirmedVendor();
    for (const key of ['x'.repeat(256), 'mit leerzeichen']) {
      const { body } = await post(`vendors/${vendorId}/cash-payment`, { amount: 1000 })
        .set('Idempotency-Key', key)
        .expect(400);
      expect(body.message).toBe(
        'Ungültiger Idempotency-Key: erlaubt sind 1 bis 255 sichtbare ASCII-Zeichen (z. B. eine UUID).',
      );
    }
    expect(await ledger(vendorId)).toEqual([]);
  });

  it('lets a repeat wait while the first request runs and answers its result once stored', async () => {
    const { vendorId } = await confirmedVendor();
    const key = randomUUID();
    const pay = () =>
      post(`vendors/${vendorId}/cash-payment`, { amount: 1000 }).set('Idempotency-Key', key);
    const first = await pay().expect(200);
    const [stored] = await t
      .em()
      .execute<{ status: number; body: string }[]>(`select status, body from idempotency_key`);
    // As if the first request were still running: the repeat waits for its answer.
    await t
      .em()
      .execute(
        `update idempotency_key set status = null, body = null, locked_until = now() + interval '1 minute'`,
      );

    const sentAt = Date.now();
    const repeat = pay().then((answer) => ({ answer, after: Date.now() - sentAt }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await t
      .em()
      .execute(`update idempotency_key set status = ?, body = ?, locked_until = null`, [
        stored!.status,
        stored!.body,
      ]);

    const { answer, after } = await repeat;
    expect(after).toBeGreaterThanOrEqual(500);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(first.body);
    expect(answer.headers['idempotent-replayed']).toBe('true');
    expect(await ledger(vendorId)).toEqual([['cash_payment', 1000]]);
  });

  it('answers 409 while the first request still holds the key, and runs again after its lease', async () => {
    const { vendorId } = await confirmedVendor();
    const key = randomUUID();
    const pay = () =>
      post(`vendors/${vendorId}/cash-payment`, { amount: 1000 }).set('Idempotency-Key', key);
    await pay().expect(200);
    // As if the first request were still running (its answer not yet stored).
    await t
      .em()
      .execute(
        `update idempotency_key set status = null, body = null, locked_until = now() + interval '1 minute'`,
      );

    const waiting = await pay().expect(409);
    expect(waiting.body.message).toBe(STILL_RUNNING);
    expect(await ledger(vendorId)).toEqual([['cash_payment', 1000]]);

    // As if it had crashed: the lease is over, so the retry runs.
    await t.em().execute(`update idempotency_key set locked_until = now() - interval '1 second'`);
    await pay().expect(200);
    expect(await ledger(vendorId)).toEqual([
      ['cash_payment', 1000],
      ['cash_payment', 1000],
    ]);
  }, 15_000);
});

describe('cash payments without a key', () => {
  it('two identical cash payments at once book once and answer the same', async () => {
    const { vendorId } = await confirmedVendor();
    const pay = () => post(`vendors/${vendorId}/cash-payment`, { amount: 7500 });

    const [first, second] = await Promise.all([pay(), pay()]);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(await ledger(vendorId)).toEqual([['cash_payment', 7500]]);
  });

  it('books the same amount again once the double-click window has passed', async () => {
    const { vendorId } = await confirmedVendor();
    const pay = () => post(`vendors/${vendorId}/cash-payment`, { amount: 1000 });
    t.clock.set('2026-11-21T10:00:00Z');
    await pay().expect(200);
    t.clock.set('2026-11-21T10:00:11Z');

    await pay().expect(200);

    expect(await ledger(vendorId)).toEqual([
      ['cash_payment', 1000],
      ['cash_payment', 1000],
    ]);
  });
});
