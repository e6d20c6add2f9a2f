import request from 'supertest';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { Payment } from '../src/payments/domain/payment.entity.js';
import { SumUpSimulator } from '../src/payments/infra/sumup-simulator.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registerOnStall, registration } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let simulator: SumUpSimulator;
let auth: { Authorization: string };

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
  simulator = t.app.get(SumUpSimulator);
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
  simulator.retryDelaysMs = [];
  auth = await adminAuth(t);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const OVERPAID_NOTE = 'Mehr bezahlt als offen: bitte erstatten';

function cash(vendorId: string, body: Record<string, unknown> = {}) {
  return t.http().post(`/api/admin/vendors/${vendorId}/cash-payment`).set(auth).send(body);
}

function card(vendorId: string, body: Record<string, unknown> = {}) {
  return t.http().post(`/api/admin/vendors/${vendorId}/payment`).set(auth).send(body);
}

function markSetUp(vendorId: string) {
  return t.http().post(`/api/admin/vendors/${vendorId}/mark-setup`).set(auth).expect(200);
}

async function entries(vendorId: string) {
  const lines = await t.em().find(LedgerEntry, { vendorId }, { orderBy: { id: 'asc' } });
  return lines.map((line) => [line.kind, line.amount]);
}

async function vendorStatus(accessCode: string) {
  const { body } = await t.http().post('/api/vendors/status').send({ accessCode }).expect(200);
  return body;
}

/** Everything that is due, twice: a reaction or delivery that ran again must not send again. */
async function settle() {
  await t.settle();
  await t.settle();
}

/** A vendor who chose a stall of the Arkadenhof (150,00 €) and paid the 10,00 € deposit. */
async function vendorWithDeposit(boothNumber: string, email?: string) {
  const browser = request.agent(t.app.getHttpServer());
  const { body: registered } = await browser
    .post('/api/vendors/register')
    .send(
      registration({
        ...(email ? { email } : {}),
        boothAssignmentPreference: 'self',
        selectedBoothId: await boothIdOf(t, boothNumber),
      }),
    )
    .expect(201);
  const { body: checkout } = await browser
    .post('/api/sumup/create-checkout')
    .send({ vendorId: registered.vendorId, amount: 10 })
    .expect(201);
  simulator.settle(checkout.checkout_id, 'pay');
  await t.http().get(`/api/sumup/check-payment/${checkout.checkout_id}`).expect(200);
  return registered as { vendorId: string; accessCode: string };
}

describe('money above the open amount is booked in full and the excess flagged for refund at once', () => {
  it('500 € cash against 140 € open: a cash payment of 500 €, refund due 360 €, paid; the refund is listed, shown to the vendor and settled', async () => {
    const { vendorId, accessCode } = await vendorWithDeposit('AK-01');
    expect((await vendorStatus(accessCode)).account).toMatchObject({
      totalAmount: 15000,
      paidAmount: 1000,
      openAmount: 14000,
    });

    const { body } = await cash(vendorId, { amount: 50000 }).expect(200);

    expect(body).toMatchObject({
      message: 'Barzahlung verbucht. 360,00\u00a0€ zu viel bezahlt: als Rückerstattung vorgemerkt.',
      excessAmount: 36000,
      vendorStatus: 'paid',
      account: { paidAmount: 51000, openAmount: 0, refundDueAmount: 36000 },
    });
    expect(await entries(vendorId)).toEqual([
      ['deposit_card', 1000],
      ['cash_payment', 50000],
      ['refund_due', -36000],
    ]);
    const booked = await t
      .em()
      .find(
        DomainEventRecord,
        { type: 'payments.ledger-entry-booked.v1', aggregateId: vendorId },
        { orderBy: { id: 'asc' } },
      );
    expect(booked.at(-1)!.payload).toMatchObject({
      kind: 'refund_due',
      amount: -36000,
      method: 'cash',
      note: OVERPAID_NOTE,
    });
    // Both entries in one transaction: the same booking time.
    const [, payment, due] = await t
      .em()
      .find(LedgerEntry, { vendorId }, { orderBy: { id: 'asc' } });
    expect(due!.createdAt).toEqual(payment!.createdAt);

    const { body: overview } = await t.http().get('/api/admin/payments').set(auth).expect(200);
    expect(overview.refunds).toEqual([
      expect.objectContaining({ vendorId, amount: 36000, note: OVERPAID_NOTE, refundedAt: null }),
    ]);
    expect(
      overview.vendors.find((v: { vendorId: string }) => v.vendorId === vendorId),
    ).toMatchObject({ status: 'paid', openAmount: 0, refundDueAmount: 36000 });
    const seen = await vendorStatus(accessCode);
    expect(seen.account).toMatchObject({ openAmount: 0, refundDueAmount: 36000 });
    expect(seen.account.lines.map((line: { kind: string }) => line.kind)).toContain('refund_due');

    const { body: refunded } = await t
      .http()
      .post(`/api/admin/refunds/${overview.refunds[0].entryId}/refunded`)
      .set(auth)
      .send({ note: 'Bar zurückgegeben', method: 'cash' })
      .expect(200);

    expect(refunded.account).toMatchObject({
      paidAmount: 15000,
      openAmount: 0,
      refundDueAmount: 0,
    });
    const after = await vendorStatus(accessCode);
    expect(after.account).toMatchObject({ paidAmount: 15000, refundDueAmount: 0 });
    expect(after.account.lines.at(-1)).toMatchObject({ kind: 'refund_made', amount: -36000 });
  });

  it('the exact open amount and a payment without an amount book no refund', async () => {
    const exact = await registerOnStall(t, auth, 'AK-01');
    const rest = await registerOnStall(t, auth, 'AK-02');

    const one = await cash(exact.vendorId, { amount: 15000 }).expect(200);
    const two = await cash(rest.vendorId).expect(200);

    for (const { body } of [one, two]) {
      expect(body).toMatchObject({
        message: 'Barzahlung verbucht',
        excessAmount: 0,
        account: { paidAmount: 15000, refundDueAmount: 0 },
      });
    }
    expect(await t.em().count(LedgerEntry, { kind: 'refund_due' })).toBe(0);
  });

  it('refuses cash and card with a German 409 when nothing is open, booking nothing', async () => {
    const { vendorId } = await registerOnStall(t, auth, 'BK-01'); // 75,00 €
    await cash(vendorId).expect(200);

    const onCash = await cash(vendorId, { amount: 1000 }).expect(409);
    const onCard = await card(vendorId, { amount: 1000 }).expect(409);

    expect(onCash.body.message).toBe('Für diesen Händler ist kein Betrag offen.');
    expect(onCard.body.message).toBe('Für diesen Händler ist kein Betrag offen.');
    expect(await entries(vendorId)).toEqual([['cash_payment', 7500]]);
    expect(await t.em().count(Payment, { vendorId })).toBe(0);
  });

  it('a card payment above the open amount books the excess when it is paid, against what is open by then', async () => {
    const { vendorId } = await registerOnStall(t, auth, 'AK-01'); // 150,00 €
    const { body: created } = await card(vendorId, { amount: 20000 }).expect(201);
    expect(created.amount).toBe(20000);
    // Meanwhile 50,00 € came in cash: of the 200,00 € by card, 100,00 € are one too many.
    await cash(vendorId, { amount: 5000 }).expect(200);
    simulator.settle(created.checkoutId, 'pay');

    const { body } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/payment-status`)
      .set(auth)
      .expect(200);
    await t
      .http()
      .post('/api/sumup/webhook')
      .send({ event_type: 'CHECKOUT_STATUS_CHANGED', id: created.checkoutId })
      .expect(204);

    expect(body).toMatchObject({
      status: 'paid',
      vendorStatus: 'paid',
      account: { paidAmount: 25000, openAmount: 0, refundDueAmount: 10000 },
    });
    expect(await entries(vendorId)).toEqual([
      ['cash_payment', 5000],
      ['card_payment', 20000],
      ['refund_due', -10000],
    ]);
    const due = await t.em().findOneOrFail(LedgerEntry, { vendorId, kind: 'refund_due' });
    expect(due).toMatchObject({ method: 'sumup', note: OVERPAID_NOTE });
    expect(due.reference).toContain(created.checkoutId);
  });
});

describe('no mail asks for 0,00 €', () => {
  it('a vendor paid in full (or more) and then set up is not mailed "restliche Standgebühr von 0,00 €"; one who owes is', async () => {
    const paid = await registerOnStall(t, auth, 'AK-01', { email: 'bezahlt@example.at' });
    const overpaid = await registerOnStall(t, auth, 'AK-02', { email: 'zuviel@example.at' });
    const owing = await registerOnStall(t, auth, 'AK-03', { email: 'offen@example.at' });
    await cash(paid.vendorId).expect(200);
    await cash(overpaid.vendorId, { amount: 50000 }).expect(200);
    await settle();
    smtp.clear();

    for (const vendor of [paid, overpaid, owing]) await markSetUp(vendor.vendorId);
    await settle();

    for (const address of ['bezahlt@example.at', 'zuviel@example.at']) {
      const [mail, ...more] = smtp.to(address);
      expect(more).toHaveLength(0);
      expect(mail!.parsed.subject).toBe(
        'Aufbau bestätigt: Standplatz ' + (address === 'bezahlt@example.at' ? 'AK-01' : 'AK-02'),
      );
      expect(mail!.parsed.text).toContain('Ihre Standgebühr ist bereits vollständig bezahlt');
      expect(mail!.parsed.text).not.toContain('0,00');
      expect(mail!.parsed.text).not.toContain('restliche Standgebühr');
      expect(mail!.parsed.html).not.toContain('0,00');
    }
    const [owed] = smtp.to('offen@example.at');
    expect(owed!.parsed.text).toContain(
      'Die restliche Standgebühr von 150,00\u00a0€ ist jetzt fällig',
    );
  });

  it('the payment reminders skip set-up vendors with nothing open and say how many', async () => {
    const owing = await registerOnStall(t, auth, 'AK-01', { email: 'offen@example.at' });
    const paid = await registerOnStall(t, auth, 'AK-02', { email: 'bezahlt@example.at' });
    const overpaid = await registerOnStall(t, auth, 'AK-03', { email: 'zuviel@example.at' });
    for (const vendor of [owing, paid, overpaid]) await markSetUp(vendor.vendorId);
    await cash(paid.vendorId).expect(200);
    await cash(overpaid.vendorId, { amount: 20000 }).expect(200);
    await settle();
    smtp.clear();

    const { body } = await t.http().post('/api/admin/send-payment-reminders').set(auth).expect(200);
    await settle();

    expect(body).toEqual({
      sentCount: 1,
      skippedPaidCount: 2,
      message:
        '1 Zahlungserinnerung versendet; 2 aufgebaute Händler ohne offenen Betrag übersprungen.',
    });
    expect(smtp.to('offen@example.at').map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/^Zahlungserinnerung: /),
    ]);
    expect(smtp.to('offen@example.at')[0]!.parsed.text).toContain('150,00\u00a0€');
    expect(smtp.to('bezahlt@example.at')).toHaveLength(0);
    expect(smtp.to('zuviel@example.at')).toHaveLength(0);
  });
});
