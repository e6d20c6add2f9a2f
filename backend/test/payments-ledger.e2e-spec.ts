import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { Payment } from '../src/payments/domain/payment.entity.js';
import { SumUpSimulator } from '../src/payments/infra/sumup-simulator.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { accountOf } from './support/accounts.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register, registration } from './support/vendors.js';

let t: TestApp;
let simulator: SumUpSimulator;
let auth: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  simulator = t.app.get(SumUpSimulator);
});
beforeEach(async () => {
  await t.reset();
  simulator.retryDelaysMs = [];
  simulator.webhookDeliveries.length = 0;
  auth = await adminAuth(t);
});
afterAll(() => t.close());

const INVALID_AMOUNT = 'Bitte geben Sie einen gültigen Betrag ein';

/** A vendor the organiser confirmed with a stall (AK: 150,00 €), optionally set up. */
async function confirmedVendor(boothNumber = 'AK-01', { setUp = false } = {}) {
  const { vendorId, accessCode } = await register(t);
  await t
    .http()
    .post(`/api/admin/vendors/${vendorId}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(t, boothNumber) })
    .expect(200);
  if (setUp) {
    await t.http().post(`/api/admin/vendors/${vendorId}/mark-setup`).set(auth).expect(200);
  }
  return { vendorId, accessCode };
}

function cash(vendorId: string, body: Record<string, unknown> = {}) {
  return t.http().post(`/api/admin/vendors/${vendorId}/cash-payment`).set(auth).send(body);
}

function card(vendorId: string, body: Record<string, unknown> = {}) {
  return t.http().post(`/api/admin/vendors/${vendorId}/payment`).set(auth).send(body);
}

function paymentStatus(vendorId: string) {
  return t.http().get(`/api/admin/vendors/${vendorId}/payment-status`).set(auth);
}

function webhook(checkoutId: string) {
  return t
    .http()
    .post('/api/sumup/webhook')
    .send({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkoutId });
}

async function entries(vendorId: string) {
  return t.em().find(LedgerEntry, { vendorId }, { orderBy: { id: 'asc' } });
}

async function paidInFullEvents(vendorId: string) {
  return t.em().find(DomainEventRecord, {
    type: 'payments.vendor-paid-in-full.v1',
    aggregateId: vendorId,
  });
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 150 && !(await condition()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('cash payments (POST /api/admin/vendors/{id}/cash-payment)', () => {
  it('books the given amount, then the open amount; paid in full is `paid` at once, announced once', async () => {
    const { vendorId } = await confirmedVendor();

    const part = await cash(vendorId, { amount: 5000, description: 'Teilzahlung' }).expect(200);
    expect(part.body).toMatchObject({
      message: 'Barzahlung verbucht',
      vendorStatus: 'confirmed',
      account: {
        vendorId,
        totalAmount: 15000,
        paidAmount: 5000,
        openAmount: 10000,
        paymentMethod: 'cash',
        paidAt: null,
      },
    });
    expect(part.body.account.lines).toEqual([
      expect.objectContaining({
        kind: 'cash_payment',
        amount: 5000,
        method: 'cash',
        note: 'Teilzahlung',
        actor: 'admin',
      }),
    ]);
    expect(await paidInFullEvents(vendorId)).toHaveLength(0);

    const rest = await cash(vendorId).expect(200);
    expect(rest.body).toMatchObject({
      vendorStatus: 'paid',
      account: { paidAmount: 15000, openAmount: 0, paidAt: expect.any(String) },
    });
    const [event] = await paidInFullEvents(vendorId);
    expect(event.payload).toEqual({ totalAmount: 15000, paidAmount: 15000 });
    expect(event.actor).toBe('admin');

    // A new action (its own key): an identical request without one would repeat the answer above.
    const nothingLeft = await cash(vendorId).set('Idempotency-Key', randomUUID()).expect(409);
    expect(nothingLeft.body.message).toBe('Für diesen Händler ist kein Betrag offen.');
    // Nor with an amount: with nothing open, all of it would only be given back.
    await cash(vendorId, { amount: 100 }).expect(409);
    expect(await paidInFullEvents(vendorId)).toHaveLength(1);
    const { body: vendor } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(vendor[0]).toMatchObject({
      paymentAmount: 15000,
      paymentMethod: 'cash',
      status: 'paid',
    });
  });

  it.each([
    ['negative', -100, INVALID_AMOUNT],
    ['zero', 0, INVALID_AMOUNT],
    [
      'a fraction of a cent',
      12.5,
      'Ungültiger Betrag: Beträge werden hier in Cent übermittelt, als ganze Zahl (14000 = 140,00 €).',
    ],
    ['text', 'abc', INVALID_AMOUNT],
    ['a number as text', '100', INVALID_AMOUNT],
    ['more than 100.000 €', 10_000_001, INVALID_AMOUNT],
    ['null', null, INVALID_AMOUNT],
    ['a boolean', true, INVALID_AMOUNT],
  ])('refuses %s with the German 400 and books nothing', async (_, amount, message) => {
    const { vendorId } = await confirmedVendor();

    const response = await cash(vendorId, { amount }).expect(400);
    const onCard = await card(vendorId, { amount }).expect(400);

    expect(response.body).toEqual({
      statusCode: 400,
      message,
      error: 'Bad Request',
      code:
        message === INVALID_AMOUNT ? 'PAYMENT_INVALID_AMOUNT' : 'PAYMENT_AMOUNT_NOT_WHOLE_CENTS',
    });
    expect(onCard.body.message).toBe(message);
    expect(await entries(vendorId)).toHaveLength(0);
    expect(await t.em().count(Payment, { vendorId })).toBe(0);
  });

  it('refuses a description longer than 200 characters', async () => {
    const { vendorId } = await confirmedVendor();

    const response = await cash(vendorId, { amount: 100, description: 'x'.repeat(201) }).expect(
      400,
    );

    expect(response.body.message).toBe('Die Beschreibung darf höchstens 200 Zeichen lang sein');
    expect(await entries(vendorId)).toHaveLength(0);
  });

  it('answers 404 for an unknown or deleted vendor and 409 for a blocked one, booking nothing', async () => {
    const { vendorId } = await confirmedVendor();
    const blocked = await confirmedVendor('AK-02');
    await t
      .http()
      .post(`/api/admin/vendors/${blocked.vendorId}/block`)
      .set(auth)
      .send({ reason: 'Regelverstoß' })
      .expect(200);
    await t.http().delete(`/api/admin/vendors/${vendorId}`).set(auth).expect(200);

    for (const id of [vendorId, '00000000-0000-4000-8000-000000000000', 'kein-haendler']) {
      expect((await cash(id, { amount: 1000 }).expect(404)).body.message).toBe(
        'Händler nicht gefunden',
      );
      await card(id).expect(404);
      await paymentStatus(id).expect(404);
      await t.http().get(`/api/admin/vendors/${id}/payments`).set(auth).expect(404);
    }
    const refused = await cash(blocked.vendorId, { amount: 1000 }).expect(409);
    expect(refused.body.message).toBe(
      'Für gesperrte Händler können keine Zahlungen verbucht werden.',
    );
    await card(blocked.vendorId).expect(409);
    expect(await t.em().count(LedgerEntry)).toBe(0);
  });

  it('counts concurrent payments each once: twelve actions at once add up, the crossing is announced once', async () => {
    const { vendorId } = await confirmedVendor('RS-01'); // 120,00 €

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        cash(vendorId, { amount: 1000 }).set('Idempotency-Key', randomUUID()),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const account = (await accountOf(t, vendorId))!;
    expect(account).toMatchObject({ paidAmount: 12000, openAmount: 0 });
    expect(await entries(vendorId)).toHaveLength(12);
    expect(await paidInFullEvents(vendorId)).toHaveLength(1);
  });

  it('books the open amount once when the organiser starts five actions at once', async () => {
    const { vendorId } = await confirmedVendor('SO-01'); // 70,00 €

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cash(vendorId).set('Idempotency-Key', randomUUID())),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await accountOf(t, vendorId))!.paidAmount).toBe(7000);
    expect(await entries(vendorId)).toHaveLength(1);
  });
});

describe('card payments by the organiser (SumUp, docs/decisions.md 72)', () => {
  it('creates a checkout for the open amount and books it once: checked 5 times and told 3 times by webhook', async () => {
    const { vendorId } = await confirmedVendor('BK-01'); // 75,00 €
    await cash(vendorId, { amount: 500 }).expect(200);

    const { body: created } = await card(vendorId).expect(201);

    expect(created).toMatchObject({
      message: 'SumUp-Zahlung erstellt',
      amount: 7000,
      checkoutId: expect.any(String),
      paymentId: expect.any(String),
      checkoutUrl: `${t.config.publicUrl}/sumup-simulator/pay/${created.checkoutId}`,
      deepLink: null,
    });
    const { body: checkout } = await t
      .http()
      .get(`/sumup-simulator/v0.1/checkouts/${created.checkoutId}`)
      .set('Authorization', 'Bearer sup_sk_simulator')
      .expect(200);
    expect(checkout).toMatchObject({
      amount: 70,
      currency: 'EUR',
      status: 'PENDING',
      return_url: `${t.config.publicUrl}/api/sumup/webhook`,
    });
    const pending = await paymentStatus(vendorId).expect(200);
    expect(pending.body).toMatchObject({
      status: 'pending',
      checkoutId: created.checkoutId,
      vendorStatus: 'confirmed',
      account: { paidAmount: 500 },
    });

    simulator.settle(created.checkoutId, 'pay');
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => paymentStatus(vendorId)),
      ...Array.from({ length: 3 }, () => webhook(created.checkoutId)),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 204, 204, 204,
    ]);
    const lines = await entries(vendorId);
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['cash_payment', 500],
      ['card_payment', 7000],
    ]);
    expect(lines[1]).toMatchObject({ method: 'sumup', actor: 'sumup' });
    expect(lines[1].reference).toContain(created.checkoutId);
    const { body: paid } = await paymentStatus(vendorId).expect(200);
    expect(paid).toMatchObject({
      status: 'paid',
      vendorStatus: 'paid',
      account: { paidAmount: 7500, openAmount: 0, paymentMethod: 'sumup' },
    });
    expect(await paidInFullEvents(vendorId)).toHaveLength(1);
  });

  it('takes a given amount, and books a checkout paid on the hosted page through the webhook alone', async () => {
    simulator.retryDelaysMs = [0, 50];
    const { vendorId } = await confirmedVendor();

    const { body: created } = await card(vendorId, { amount: 2550, description: 'Rest' }).expect(
      201,
    );
    await t
      .http()
      .post(`/sumup-simulator/pay/${created.checkoutId}`)
      .type('form')
      .send({ outcome: 'pay' })
      .expect(303);
    await until(
      async () =>
        (await entries(vendorId)).length === 1 && simulator.webhookDeliveries.length === 1,
    );

    expect((await entries(vendorId))[0]).toMatchObject({ kind: 'card_payment', amount: 2550 });
    expect(simulator.webhookDeliveries[0]).toMatchObject({ status: 204 });
    expect((await accountOf(t, vendorId))!).toMatchObject({ paidAmount: 2550, openAmount: 12450 });
  });

  it('books nothing for a declined checkout and answers its status', async () => {
    const { vendorId } = await confirmedVendor();
    const { body: created } = await card(vendorId).expect(201);
    simulator.settle(created.checkoutId, 'decline');

    const { body } = await paymentStatus(vendorId).expect(200);

    expect(body).toMatchObject({ status: 'failed', account: { paidAmount: 0 } });
    expect(await entries(vendorId)).toHaveLength(0);
  });

  it('answers 404 without any checkout and 409 when nothing is open', async () => {
    const { vendorId } = await confirmedVendor();
    const none = await paymentStatus(vendorId).expect(404);
    expect(none.body.message).toBe('Für diesen Händler gibt es keine SumUp-Zahlung.');
    const { vendorId: noStall } = await register(t);

    const refused = await card(noStall).expect(409);

    expect(refused.body.message).toBe('Für diesen Händler ist kein Betrag offen.');
  });
});

describe("the organiser's paid amount is a correction, never an overwrite", () => {
  it('cash, card and corrections add up; PATCH paymentAmount books the difference with the reason', async () => {
    const { vendorId } = await confirmedVendor(); // 150,00 €
    await cash(vendorId, { amount: 4000 }).expect(200);
    const { body: created } = await card(vendorId, { amount: 6000 }).expect(201);
    simulator.settle(created.checkoutId, 'pay');
    await paymentStatus(vendorId).expect(200);

    const { body: raised } = await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(auth)
      .send({ paymentAmount: 15000, paymentNote: 'Überweisung vom 2.12.' })
      .expect(200);
    expect(raised).toMatchObject({ paymentAmount: 15000, status: 'paid' });
    await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(auth)
      .send({ paymentAmount: 12000 })
      .expect(200);

    const lines = await entries(vendorId);
    expect(lines.map((line) => [line.kind, line.amount, line.note])).toEqual([
      ['cash_payment', 4000, null],
      ['card_payment', 6000, null],
      ['correction', 5000, 'Überweisung vom 2.12.'],
      ['correction', -3000, 'Bezahlter Betrag vom Veranstalter geändert'],
    ]);
    const { body: account } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/payments`)
      .set(auth)
      .expect(200);
    expect(account).toMatchObject({ paidAmount: 12000, openAmount: 3000, paidAt: null });
    expect(await paidInFullEvents(vendorId)).toHaveLength(1);
    const changes = await t.em().find(DomainEventRecord, {
      type: 'registration.vendor-changed-by-admin.v1',
      aggregateId: vendorId,
    });
    expect(changes.map((change) => change.payload.paymentAmount)).toEqual([
      { from: 10000, to: 15000 },
      { from: 15000, to: 12000 },
    ]);

    // Back to paid in full: announced again (a new crossing).
    await cash(vendorId).expect(200);
    expect(await paidInFullEvents(vendorId)).toHaveLength(2);
  });

  it("setting the status 'Bezahlt' books what is open as a correction; the same amount again books nothing", async () => {
    const { vendorId } = await confirmedVendor();
    await cash(vendorId, { amount: 1000 }).expect(200);

    await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(auth)
      .send({ status: 'paid' })
      .expect(200);
    await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(auth)
      .send({ paymentAmount: 15000 })
      .expect(200);

    expect((await entries(vendorId)).map((line) => [line.kind, line.amount, line.note])).toEqual([
      ['cash_payment', 1000, null],
      ['correction', 14000, 'Status „Bezahlt“ vom Veranstalter gesetzt'],
    ]);
    expect(await paidInFullEvents(vendorId)).toHaveLength(1);
  });

  it('refuses an over-long reason and changes nothing', async () => {
    const { vendorId } = await confirmedVendor();

    const response = await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(auth)
      .send({ paymentAmount: 1000, paymentNote: 'x'.repeat(501) })
      .expect(400);

    expect(response.body.message).toBe('Die Notiz darf höchstens 500 Zeichen lang sein');
    expect(await entries(vendorId)).toHaveLength(0);
  });
});

describe('refunds', () => {
  /** A self-registered vendor whose deposit arrives after the hold ended and the stall went to someone else. */
  async function lateDeposit() {
    t.clock.set('2026-11-21T10:00:00Z');
    const browser = request.agent(t.app.getHttpServer());
    const boothId = await boothIdOf(t, 'RS-03');
    const { body } = await browser
      .post('/api/vendors/register')
      .send(
        registration({
          name: 'Zu spät GmbH',
          boothAssignmentPreference: 'self',
          selectedBoothId: boothId,
        }),
      )
      .expect(201);
    const { body: checkout } = await browser
      .post('/api/sumup/create-checkout')
      .send({ vendorId: body.vendorId, amount: 10 })
      .expect(201);
    simulator.settle(checkout.checkout_id, 'pay');
    t.clock.set('2026-11-21T10:40:00Z');
    await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ boothAssignmentPreference: 'self', selectedBoothId: boothId }))
      .expect(201);
    await t.http().get(`/api/sumup/check-payment/${checkout.checkout_id}`).expect(200);
    return { vendorId: body.vendorId as string, checkoutId: checkout.checkout_id as string };
  }

  it('flags a deposit whose stall went to someone else, lists it and books the refund once', async () => {
    const { vendorId, checkoutId } = await lateDeposit();

    const { body: overview } = await t.http().get('/api/admin/payments').set(auth).expect(200);
    expect(overview.refunds).toEqual([
      expect.objectContaining({
        vendorId,
        vendorName: 'Zu spät GmbH',
        amount: 1000,
        note: 'Standplatz inzwischen vergeben: bitte erstatten',
        refundedAt: null,
      }),
    ]);
    expect(overview.refunds[0].reference).toContain(checkoutId);
    expect(
      overview.vendors.find((v: { vendorId: string }) => v.vendorId === vendorId),
    ).toMatchObject({ paidAmount: 1000, refundDueAmount: 1000, depositPaid: true });
    const { entryId } = overview.refunds[0];

    const { body: refunded } = await t
      .http()
      .post(`/api/admin/refunds/${entryId}/refunded`)
      .set(auth)
      .send({ note: 'Per Überweisung erstattet', method: 'bank_transfer' })
      .expect(200);
    expect(refunded).toMatchObject({
      message: 'Rückerstattung verbucht',
      account: { paidAmount: 0, refundDueAmount: 0, depositPaid: false },
    });
    const again = await t
      .http()
      .post(`/api/admin/refunds/${entryId}/refunded`)
      .set(auth)
      .send({ note: 'nochmal' })
      .expect(409);
    expect(again.body.message).toBe('Diese Rückerstattung ist bereits verbucht.');
    const { body: after } = await t.http().get('/api/admin/payments').set(auth).expect(200);
    expect(after.refunds[0]).toMatchObject({
      refundedAt: expect.any(String),
      refundNote: 'Per Überweisung erstattet',
    });
    expect((await entries(vendorId)).map((line) => [line.kind, line.amount])).toEqual([
      ['deposit_card', 1000],
      ['refund_due', -1000],
      ['refund_made', -1000],
    ]);
  });

  it('flags a card payment that arrives after the organiser deleted the vendor', async () => {
    const { vendorId } = await confirmedVendor();
    const { body: created } = await card(vendorId).expect(201);
    await t.http().delete(`/api/admin/vendors/${vendorId}`).set(auth).expect(200);
    simulator.settle(created.checkoutId, 'pay');

    await webhook(created.checkoutId).expect(204);

    expect((await entries(vendorId)).map((line) => [line.kind, line.amount, line.note])).toEqual([
      ['card_payment', 15000, null],
      ['refund_due', -15000, 'Händler abgelehnt oder gelöscht: bitte erstatten'],
    ]);
    const { body } = await t.http().get('/api/admin/payments').set(auth).expect(200);
    expect(body.refunds).toEqual([
      expect.objectContaining({ vendorId, vendorName: null, amount: 15000, refundedAt: null }),
    ]);
    await t
      .http()
      .post(`/api/admin/refunds/${body.refunds[0].entryId}/refunded`)
      .set(auth)
      .send({ note: 'In SumUp erstattet', method: 'sumup' })
      .expect(200);
  });

  it('answers 404 for an unknown refund or another entry, 400 without a note', async () => {
    const { vendorId } = await lateDeposit();
    const [deposit, due] = await entries(vendorId);

    for (const id of ['999999', 'abc', deposit.id]) {
      const response = await t
        .http()
        .post(`/api/admin/refunds/${id}/refunded`)
        .set(auth)
        .send({ note: 'erstattet' })
        .expect(404);
      expect(response.body.message).toBe('Rückerstattung nicht gefunden');
    }
    const noNote = await t
      .http()
      .post(`/api/admin/refunds/${due.id}/refunded`)
      .set(auth)
      .send({ note: '  ' })
      .expect(400);
    expect(noNote.body.message).toBe('Bitte geben Sie an, wie erstattet wurde');
    expect(await entries(vendorId)).toHaveLength(2);
  });
});

describe('payment reminders (POST /api/admin/send-payment-reminders)', () => {
  async function reminders() {
    return t.em().find(MailMessage, { purpose: 'payment-reminder' }, { orderBy: { id: 'asc' } });
  }

  it('mails each set-up vendor with an open amount once a day through the outbox', async () => {
    t.clock.set('2026-12-04T09:00:00Z');
    auth = await adminAuth(t);
    const owing = await confirmedVendor('AK-01', { setUp: true });
    const paid = await confirmedVendor('AK-02', { setUp: true });
    await cash(paid.vendorId).expect(200);
    const notSetUp = await confirmedVendor('AK-03');
    const blocked = await confirmedVendor('AK-04', { setUp: true });
    await t
      .http()
      .post(`/api/admin/vendors/${blocked.vendorId}/block`)
      .set(auth)
      .send({})
      .expect(200);

    const first = await t.http().post('/api/admin/send-payment-reminders').set(auth).expect(200);
    const second = await t.http().post('/api/admin/send-payment-reminders').set(auth).expect(200);

    const skipped = '1 aufgebauter Händler ohne offenen Betrag übersprungen.';
    expect(first.body).toEqual({
      sentCount: 1,
      skippedPaidCount: 1,
      message: `1 Zahlungserinnerung versendet; ${skipped}`,
    });
    expect(second.body).toEqual({
      sentCount: 0,
      skippedPaidCount: 1,
      message: `0 Zahlungserinnerungen versendet; ${skipped}`,
    });
    const [mail] = await reminders();
    expect(mail).toMatchObject({
      vendorId: owing.vendorId,
      category: 'payment',
      automatic: false,
      subject: expect.stringContaining('Zahlungserinnerung'),
    });
    expect(mail.text).toContain('150,00');
    expect((await reminders()).map((m) => m.vendorId)).not.toContain(notSetUp.vendorId);

    // 23:30 in Vienna is still the same day; the next morning is a new one.
    t.clock.set('2026-12-04T22:30:00Z');
    auth = await adminAuth(t);
    await t
      .http()
      .post('/api/admin/send-payment-reminders')
      .set(auth)
      .expect(200, {
        sentCount: 0,
        skippedPaidCount: 1,
        message: `0 Zahlungserinnerungen versendet; ${skipped}`,
      });
    t.clock.set('2026-12-05T07:00:00Z');
    auth = await adminAuth(t);
    const nextDay = await t.http().post('/api/admin/send-payment-reminders').set(auth).expect(200);
    expect(nextDay.body.sentCount).toBe(1);
    expect(await reminders()).toHaveLength(2);
    const history = await t
      .http()
      .get(`/api/admin/vendors/${owing.vendorId}/history`)
      .set(auth)
      .expect(200);
    expect(history.body.map((entry: { title: string }) => entry.title)).toContain(
      'Zahlungserinnerung gesendet',
    );
  });

  it('a double click sends one reminder per vendor', async () => {
    await confirmedVendor('AK-01', { setUp: true });
    await confirmedVendor('AK-02', { setUp: true });

    const answers = await Promise.all(
      Array.from({ length: 3 }, () => t.http().post('/api/admin/send-payment-reminders').set(auth)),
    );

    expect(answers.map((answer) => answer.body.sentCount).reduce((a, b) => a + b)).toBe(2);
    expect(await reminders()).toHaveLength(2);
  });
});

describe('what the vendor and the payments tab see', () => {
  it("the vendor's status answer carries the account with its lines, without the organiser's notes", async () => {
    const { vendorId, accessCode } = await confirmedVendor();
    await cash(vendorId, { amount: 5000, description: 'intern' }).expect(200);

    const { body } = await t.http().post('/api/vendors/status').send({ accessCode }).expect(200);

    expect(body.vendor).toMatchObject({ paymentAmount: 5000, totalAmount: 15000 });
    expect(body.account).toMatchObject({
      totalAmount: 15000,
      paidAmount: 5000,
      openAmount: 10000,
      lines: [{ id: expect.any(String), kind: 'cash_payment', amount: 5000, method: 'cash' }],
    });
    expect(body.account.lines[0]).not.toHaveProperty('note');
    expect(body.account.lines[0]).not.toHaveProperty('actor');
  });

  it('lists every vendor with total, paid, open and the last payment', async () => {
    t.clock.set('2026-12-04T09:00:00Z');
    auth = await adminAuth(t);
    const a = await confirmedVendor('AK-01');
    const { vendorId: waiting } = await register(t);
    await cash(a.vendorId, { amount: 3000 }).expect(200);

    const { body } = await t.http().get('/api/admin/payments').set(auth).expect(200);

    expect(body.vendors).toHaveLength(2);
    expect(body.vendors.find((v: { vendorId: string }) => v.vendorId === a.vendorId)).toMatchObject(
      {
        boothNumber: 'AK-01',
        areaName: 'Arkadenhof',
        status: 'confirmed',
        totalAmount: 15000,
        paidAmount: 3000,
        openAmount: 12000,
        lastPaymentAt: '2026-12-04T09:00:00.000Z',
        paymentMethod: 'cash',
      },
    );
    expect(body.vendors.find((v: { vendorId: string }) => v.vendorId === waiting)).toMatchObject({
      status: 'pending',
      totalAmount: 0,
      paidAmount: 0,
      lastPaymentAt: null,
    });
    expect(body.refunds).toEqual([]);
  });
});

describe('the ledger is append-only', () => {
  it('refuses to change or delete an entry in the database', async () => {
    const { vendorId } = await confirmedVendor();
    await cash(vendorId, { amount: 1000 }).expect(200);

    await expect(
      t.em().execute('update ledger_entry set amount = 1 where vendor_id = ?', [vendorId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.em().execute('delete from ledger_entry where vendor_id = ?', [vendorId]),
    ).rejects.toThrow(/append-only/);
  });
});
