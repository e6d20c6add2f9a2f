import request from 'supertest';
import { Booth } from '../src/booths/domain/booth.entity.js';
import { Payment } from '../src/payments/domain/payment.entity.js';
import { SumUpSimulator } from '../src/payments/infra/sumup-simulator.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { accountOf } from './support/accounts.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';

let t: TestApp;
let simulator: SumUpSimulator;

beforeAll(async () => {
  t = await createTestApp();
  simulator = t.app.get(SumUpSimulator);
});
beforeEach(async () => {
  await t.reset();
  simulator.retryDelaysMs = [0, 50, 100];
  simulator.webhookDeliveries.length = 0;
});
afterAll(() => t.close());

const NOW = '2026-11-21T10:00:00Z';

/** A vendor's browser right after self-registering with a stall (has the session cookie). */
async function selfRegistered(boothNumber: string) {
  const browser = request.agent(t.app.getHttpServer());
  const boothId = await boothIdOf(t, boothNumber);
  const { body } = await browser
    .post('/api/vendors/register')
    .send(registration({ boothAssignmentPreference: 'self', selectedBoothId: boothId }))
    .expect(201);
  return {
    browser,
    boothId,
    vendorId: body.vendorId as string,
    accessCode: body.accessCode as string,
  };
}

async function startCheckout(vendor: Awaited<ReturnType<typeof selfRegistered>>) {
  const { body } = await vendor.browser
    .post('/api/sumup/create-checkout')
    .send({ vendorId: vendor.vendorId, amount: 10 })
    .expect(201);
  return body as { checkout_id: string; checkout_url: string };
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await condition()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The vendor row with its money as the payments ledger has it (the vendor DTO's names). */
async function vendorRow(id: string) {
  const vendor = await t.em().findOneOrFail(Vendor, { id });
  const account = (await accountOf(t, id))!;
  return {
    ...vendor,
    paymentAmount: account.paidAmount,
    downPaymentAmount: account.depositAmount,
    downPaymentPaid: account.depositPaid,
    paymentMethod: account.paymentMethod,
  };
}

describe('the deposit through SumUp (simulator)', () => {
  it('creates a checkout for 10,00 € valid until the hold ends, once per attempt', async () => {
    t.clock.set(NOW);
    const vendor = await selfRegistered('AK-01');

    const first = await startCheckout(vendor);
    const again = await startCheckout(vendor);

    expect(again.checkout_id).toBe(first.checkout_id);
    expect(first.checkout_url).toBe(
      `${t.config.publicUrl}/sumup-simulator/pay/${first.checkout_id}`,
    );
    const { body: checkout } = await t
      .http()
      .get(`/sumup-simulator/v0.1/checkouts/${first.checkout_id}`)
      .set('Authorization', 'Bearer sup_sk_simulator')
      .expect(200);
    expect(checkout).toMatchObject({
      amount: 10,
      currency: 'EUR',
      status: 'PENDING',
      checkout_reference: `standl-${vendor.vendorId}-1`,
      valid_until: '2026-11-21T10:30:00.000Z',
      return_url: `${t.config.publicUrl}/api/sumup/webhook`,
      redirect_url: `${t.config.publicUrl}/vendor-status?accessCode=${vendor.accessCode}`,
    });
  });

  it('answers a double click with the same checkout', async () => {
    const vendor = await selfRegistered('AK-06');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        vendor.browser
          .post('/api/sumup/create-checkout')
          .send({ vendorId: vendor.vendorId, amount: 10 }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.checkout_id)).size).toBe(1);
    expect(await t.em().count(Payment, { vendorId: vendor.vendorId })).toBe(1);
  });

  it('turns the hold into a reservation when paid on the hosted page, counting 10 € once', async () => {
    const vendor = await selfRegistered('AK-02');
    const { checkout_id } = await startCheckout(vendor);

    const paid = await t
      .http()
      .post(`/sumup-simulator/pay/${checkout_id}`)
      .type('form')
      .send({ outcome: 'pay' });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(
      `${t.config.publicUrl}/vendor-status?accessCode=${vendor.accessCode}`,
    );
    await until(async () => (await vendorRow(vendor.vendorId)).downPaymentPaid);

    for (let i = 0; i < 3; i += 1) {
      await t
        .http()
        .post('/api/sumup/webhook')
        .send({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkout_id })
        .expect(204);
      await t
        .http()
        .get(`/api/sumup/check-payment/${checkout_id}`)
        .expect(200, { status: 'paid', vendorStatus: 'approved' });
    }

    expect(await vendorRow(vendor.vendorId)).toMatchObject({
      paymentAmount: 1000,
      downPaymentAmount: 1000,
      downPaymentPaid: true,
      registrationState: 'approved',
    });
    const booth = await t.em().findOneOrFail(Booth, { id: vendor.boothId });
    expect(booth).toMatchObject({
      status: 'reserved',
      vendorId: vendor.vendorId,
      holdVendorId: null,
    });
    const { body } = await vendor.browser
      .post('/api/vendors/status')
      .send({ accessCode: vendor.accessCode })
      .expect(200);
    expect(body.vendor).toMatchObject({
      status: 'approved',
      paymentAmount: 1000,
      totalAmount: 15000,
      boothId: vendor.boothId,
    });
    expect(await t.em().count(DomainEventRecord, { type: 'payments.deposit-paid.v1' })).toBe(1);
    expect(simulator.webhookDeliveries[0]).toMatchObject({
      checkoutId: checkout_id,
      attempt: 1,
      status: 204,
    });
  });

  it('ignores a webhook for a checkout SumUp still reports as pending, and for unknown ids', async () => {
    const vendor = await selfRegistered('AK-03');
    const { checkout_id } = await startCheckout(vendor);

    await t
      .http()
      .post('/api/sumup/webhook')
      .send({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkout_id })
      .expect(204);
    await t
      .http()
      .post('/api/sumup/webhook')
      .send({ event_type: 'CHECKOUT_STATUS_CHANGED', id: 'erfunden' })
      .expect(204);

    expect(await vendorRow(vendor.vendorId)).toMatchObject({
      paymentAmount: 0,
      downPaymentPaid: false,
    });
    expect((await t.em().findOneOrFail(Payment, { checkoutId: checkout_id })).status).toBe(
      'pending',
    );
    await t
      .http()
      .get(`/api/sumup/check-payment/${checkout_id}`)
      .expect(200, { status: 'pending', vendorStatus: 'pending_payment' });
    const missing = await t.http().get('/api/sumup/check-payment/erfunden').expect(404);
    expect(missing.body.message).toBe('Keine Checkout-ID gefunden');
  });

  it('answers a malformed webhook with a German 400', async () => {
    const response = await t.http().post('/api/sumup/webhook').send({}).expect(400);

    expect(response.body.message).toBe('event_type muss ein Text sein; id muss ein Text sein');
  });

  it.each([
    ['decline', 'failed'],
    ['expire', 'expired'],
  ])(
    'records the outcome %s of a checkout and keeps the stall only until the hold ends',
    async (outcome, status) => {
      t.clock.set(NOW);
      const vendor = await selfRegistered('RS-01');
      const { checkout_id } = await startCheckout(vendor);

      await t
        .http()
        .post(`/sumup-simulator/pay/${checkout_id}`)
        .type('form')
        .send({ outcome })
        .expect(303);
      await until(
        async () =>
          (await t.em().findOneOrFail(Payment, { checkoutId: checkout_id })).status !== 'pending',
      );

      expect((await t.em().findOneOrFail(Payment, { checkoutId: checkout_id })).status).toBe(
        status,
      );
      expect((await vendorRow(vendor.vendorId)).paymentAmount).toBe(0);
      t.clock.set('2026-11-21T10:30:00Z');
      const { body: booths } = await t.http().get('/api/booths').expect(200);
      expect(booths.find((b: { id: number }) => b.id === vendor.boothId).isBeingProcessed).toBe(
        false,
      );
    },
  );

  it('keeps the stall for a payment arriving after the hold expired while the stall is still free', async () => {
    t.clock.set(NOW);
    simulator.retryDelaysMs = [];
    const vendor = await selfRegistered('RS-02');
    const { checkout_id } = await startCheckout(vendor);
    simulator.settle(checkout_id, 'pay');

    t.clock.set('2026-11-21T10:45:00Z');
    await t
      .http()
      .get(`/api/sumup/check-payment/${checkout_id}`)
      .expect(200, { status: 'paid', vendorStatus: 'approved' });

    expect(await t.em().findOneOrFail(Booth, { id: vendor.boothId })).toMatchObject({
      status: 'reserved',
      vendorId: vendor.vendorId,
    });
  });

  it('flags a late payment for refund when the stall went to someone else meanwhile', async () => {
    t.clock.set(NOW);
    simulator.retryDelaysMs = [];
    const late = await selfRegistered('RS-03');
    const { checkout_id } = await startCheckout(late);
    simulator.settle(checkout_id, 'pay');
    t.clock.set('2026-11-21T10:40:00Z');
    const other = await selfRegistered('RS-03');

    await t
      .http()
      .get(`/api/sumup/check-payment/${checkout_id}`)
      .expect(200, { status: 'paid', vendorStatus: 'pending' });

    expect(await t.em().findOneOrFail(Payment, { checkoutId: checkout_id })).toMatchObject({
      status: 'paid',
      needsRefund: true,
    });
    expect(await vendorRow(late.vendorId)).toMatchObject({
      paymentAmount: 1000,
      registrationState: 'pending',
    });
    expect((await t.em().findOneOrFail(Booth, { id: late.boothId })).holdVendorId).toBe(
      other.vendorId,
    );
    const [event] = await t.em().find(DomainEventRecord, { type: 'payments.deposit-paid.v1' });
    expect(event.payload).toMatchObject({ boothReserved: false, needsRefund: true });
  });

  it('keeps the first paid stall when a vendor pays two checkouts for two stalls; the second is flagged', async () => {
    simulator.retryDelaysMs = [];
    const vendor = await selfRegistered('RS-04');
    const first = await startCheckout(vendor);
    const secondBooth = await boothIdOf(t, 'RS-05');
    await vendor.browser
      .post('/api/vendors/select-booth')
      .send({ accessCode: vendor.accessCode, boothId: secondBooth })
      .expect(200);
    const secondId = (await startCheckout(vendor)).checkout_id;
    // The hold moved to RS-05; the old checkout can still be paid.
    simulator.settle(first.checkout_id, 'pay');
    await t.http().get(`/api/sumup/check-payment/${first.checkout_id}`).expect(200);

    expect(await t.em().findOneOrFail(Booth, { id: vendor.boothId })).toMatchObject({
      status: 'reserved',
      vendorId: vendor.vendorId,
    });
    expect(await t.em().findOneOrFail(Booth, { id: secondBooth })).toMatchObject({
      holdVendorId: null,
      vendorId: null,
    });

    simulator.settle(secondId, 'pay');
    await t
      .http()
      .get(`/api/sumup/check-payment/${secondId}`)
      .expect(200, { status: 'paid', vendorStatus: 'approved' });

    expect(await t.em().findOneOrFail(Payment, { checkoutId: secondId })).toMatchObject({
      status: 'paid',
      needsRefund: true,
    });
    expect(await vendorRow(vendor.vendorId)).toMatchObject({ paymentAmount: 2000 });
    expect(await t.em().findOneOrFail(Booth, { id: secondBooth })).toMatchObject({
      vendorId: null,
    });
  });

  describe('a deposit paid after the organiser acted', () => {
    async function pay(checkoutId: string) {
      simulator.settle(checkoutId, 'pay');
      await t.http().get(`/api/sumup/check-payment/${checkoutId}`).expect(200);
      return t.em().findOneOrFail(Payment, { checkoutId });
    }

    it('gives a rejected vendor no stall and flags the money for refund', async () => {
      simulator.retryDelaysMs = [];
      const vendor = await selfRegistered('BK-03');
      const { checkout_id } = await startCheckout(vendor);
      await t
        .http()
        .patch(`/api/admin/vendors/${vendor.vendorId}`)
        .set(await adminAuth(t))
        .send({ status: 'rejected' })
        .expect(200);

      expect(await pay(checkout_id)).toMatchObject({ status: 'paid', needsRefund: true });
      expect(await t.em().findOneOrFail(Booth, { id: vendor.boothId })).toMatchObject({
        status: 'available',
        vendorId: null,
      });
      expect(await vendorRow(vendor.vendorId)).toMatchObject({
        registrationState: 'rejected',
        paymentAmount: 1000,
      });
    });

    it('records the payment of a deleted vendor for refund instead of failing', async () => {
      simulator.retryDelaysMs = [];
      const vendor = await selfRegistered('BK-04');
      const { checkout_id } = await startCheckout(vendor);
      await t
        .http()
        .delete(`/api/admin/vendors/${vendor.vendorId}`)
        .set(await adminAuth(t))
        .expect(200);

      expect(await pay(checkout_id)).toMatchObject({ status: 'paid', needsRefund: true });
      await t
        .http()
        .post('/api/sumup/webhook')
        .send({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkout_id })
        .expect(204);
    });

    it('counts the deposit towards the stall the organiser gave the vendor meanwhile', async () => {
      simulator.retryDelaysMs = [];
      const vendor = await selfRegistered('BK-05');
      const { checkout_id } = await startCheckout(vendor);
      await t
        .http()
        .post(`/api/admin/vendors/${vendor.vendorId}/assign-booth`)
        .set(await adminAuth(t))
        .send({ boothId: vendor.boothId })
        .expect(200);

      expect(await pay(checkout_id)).toMatchObject({ status: 'paid', needsRefund: false });
      expect(await vendorRow(vendor.vendorId)).toMatchObject({
        registrationState: 'confirmed',
        paymentAmount: 1000,
        downPaymentPaid: true,
      });
    });

    it('reserves the stall the vendor holds now when the one paid for went to someone else', async () => {
      simulator.retryDelaysMs = [];
      const vendor = await selfRegistered('BK-06');
      const { checkout_id } = await startCheckout(vendor);
      const now = await boothIdOf(t, 'BK-07');
      await vendor.browser
        .post('/api/vendors/select-booth')
        .send({ accessCode: vendor.accessCode, boothId: now })
        .expect(200);
      await t
        .http()
        .post(`/api/admin/booths/${vendor.boothId}/reserve-manually`)
        .set(await adminAuth(t))
        .send({ name: 'Musikverein' })
        .expect(200);

      expect(await pay(checkout_id)).toMatchObject({ status: 'paid', needsRefund: false });
      expect(await t.em().findOneOrFail(Booth, { id: now })).toMatchObject({
        status: 'reserved',
        vendorId: vendor.vendorId,
        holdVendorId: null,
      });
      expect((await vendorRow(vendor.vendorId)).registrationState).toBe('approved');
    });
  });

  it('turns the stall reserved by deposit into an occupied one when the organiser confirms', async () => {
    simulator.retryDelaysMs = [];
    const vendor = await selfRegistered('BK-10');
    const { checkout_id } = await startCheckout(vendor);
    simulator.settle(checkout_id, 'pay');
    await t.http().get(`/api/sumup/check-payment/${checkout_id}`).expect(200);

    const { body } = await t
      .http()
      .patch(`/api/admin/vendors/${vendor.vendorId}`)
      .set(await adminAuth(t))
      .send({ status: 'confirmed' })
      .expect(200);

    expect(body).toMatchObject({ status: 'confirmed', paymentAmount: 1000 });
    expect(await t.em().findOneOrFail(Booth, { id: vendor.boothId })).toMatchObject({
      status: 'occupied',
      vendorId: vendor.vendorId,
    });
  });

  it('opens the deposit again when the organiser corrects the paid amount to below it', async () => {
    simulator.retryDelaysMs = [];
    const vendor = await selfRegistered('BK-11');
    const { checkout_id } = await startCheckout(vendor);
    simulator.settle(checkout_id, 'pay');
    await t.http().get(`/api/sumup/check-payment/${checkout_id}`).expect(200);

    await t
      .http()
      .patch(`/api/admin/vendors/${vendor.vendorId}`)
      .set(await adminAuth(t))
      .send({ paymentAmount: 0 })
      .expect(200);

    expect(await vendorRow(vendor.vendorId)).toMatchObject({
      paymentAmount: 0,
      downPaymentPaid: false,
    });
  });

  it('refuses checkouts for another vendor, other amounts, and without a held stall', async () => {
    const vendor = await selfRegistered('BK-01');
    const other = await selfRegistered('BK-02');

    await vendor.browser
      .post('/api/sumup/create-checkout')
      .send({ vendorId: other.vendorId, amount: 10 })
      .expect(403);
    const wrongAmount = await vendor.browser
      .post('/api/sumup/create-checkout')
      .send({ vendorId: vendor.vendorId, amount: 20 })
      .expect(400);
    expect(wrongAmount.body.message).toBe('Die Anzahlung beträgt 10,00 €.');

    const admin = request.agent(t.app.getHttpServer());
    const { body } = await admin.post('/api/vendors/register').send(registration()).expect(201);
    const noStall = await admin
      .post('/api/sumup/create-checkout')
      .send({ vendorId: body.vendorId, amount: 10 })
      .expect(409);
    expect(noStall.body.message).toBe('Bitte wählen Sie zuerst einen Standplatz aus.');
  });
});

describe('POST /api/vendors/select-booth', () => {
  it('holds the stall and points to the deposit page, creating no checkout in the pick', async () => {
    t.clock.set(NOW);
    const { body: registered } = await t
      .http()
      .post('/api/vendors/register')
      .send(registration())
      .expect(201);
    const boothId = await boothIdOf(t, 'SO-01');

    const { body } = await t
      .http()
      .post('/api/vendors/select-booth')
      .send({ accessCode: registered.accessCode, boothId })
      .expect(200);

    expect(body).toEqual({
      requiresPayment: true,
      boothId,
      boothNumber: 'SO-01',
      boothArea: 'Sonderplatz',
      boothAreaCode: 'SO',
      checkoutId: null,
      checkoutUrl: `${t.config.publicUrl}/payment?vendorId=${registered.vendorId}&amount=10`,
      holdExpiresAt: new Date(Date.parse(NOW) + 30 * 60_000).toISOString(),
    });
    // No checkout (a payment row per SumUp checkout) until the deposit page opens one (issue 17).
    expect(await t.em().count(Payment, { vendorId: registered.vendorId })).toBe(0);
    expect(await vendorRow(registered.vendorId)).toMatchObject({
      selectedBoothId: boothId,
      boothAssignmentPreference: 'self',
    });
  });

  it('assigns directly when the deposit is already paid', async () => {
    const vendor = await selfRegistered('SO-02');
    const { checkout_id } = await startCheckout(vendor);
    simulator.settle(checkout_id, 'pay');
    await t.http().get(`/api/sumup/check-payment/${checkout_id}`).expect(200);
    await t
      .em()
      .execute('update booth set status = ?, vendor_id = null where id = ?', [
        'available',
        vendor.boothId,
      ]);
    const otherStall = await boothIdOf(t, 'SO-04');

    const { body } = await t
      .http()
      .post('/api/vendors/select-booth')
      .send({ accessCode: vendor.accessCode, boothId: otherStall })
      .expect(200);

    expect(body).toMatchObject({ requiresPayment: false, boothNumber: 'SO-04', checkoutUrl: null });
    expect(await t.em().findOneOrFail(Booth, { id: otherStall })).toMatchObject({
      status: 'reserved',
      vendorId: vendor.vendorId,
    });
    expect((await vendorRow(vendor.vendorId)).paymentAmount).toBe(1000);
  });

  it('refuses a taken stall and an unknown code', async () => {
    const holder = await selfRegistered('AK-20');
    const { body: registered } = await t
      .http()
      .post('/api/vendors/register')
      .send(registration())
      .expect(201);

    const taken = await t
      .http()
      .post('/api/vendors/select-booth')
      .send({ accessCode: registered.accessCode, boothId: holder.boothId })
      .expect(409);
    expect(taken.body.message).toBe('Standplatz nicht verfügbar');
    await t
      .http()
      .post('/api/vendors/select-booth')
      .send({ accessCode: 'FALSCH1234', boothId: holder.boothId })
      .expect(404);
  });

  it('takes six picks of one vendor at once one after the other: the last holds, none fails', async () => {
    const { body: registered } = await t
      .http()
      .post('/api/vendors/register')
      .send(registration())
      .expect(201);
    const stalls = await Promise.all(
      ['AK-10', 'AK-11', 'AK-12', 'AK-13', 'AK-14', 'AK-15'].map((n) => boothIdOf(t, n)),
    );

    const responses = await Promise.all(
      stalls.map((boothId) =>
        t
          .http()
          .post('/api/vendors/select-booth')
          .send({ accessCode: registered.accessCode, boothId }),
      ),
    );

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const held = await t.em().find(Booth, { holdVendorId: registered.vendorId });
    expect(held).toHaveLength(1);
    expect((await vendorRow(registered.vendorId)).selectedBoothId).toBe(held[0].id);
  });
});

describe('POST /api/payments/process', () => {
  it("'cash' gives up the held stall: no money yet, the organiser assigns", async () => {
    const vendor = await selfRegistered('AK-21');

    const { body } = await vendor.browser
      .post('/api/payments/process')
      .send({ vendorId: vendor.vendorId, amount: 10, method: 'cash' })
      .expect(200);

    expect(body).toMatchObject({ method: 'cash', checkoutUrl: null });
    expect(body.message).toContain('bar beim Veranstalter');
    expect(await t.em().findOneOrFail(Booth, { id: vendor.boothId })).toMatchObject({
      holdVendorId: null,
      status: 'available',
    });
    // Nothing was paid: the method is that of money received (the ledger), none yet.
    expect(await vendorRow(vendor.vendorId)).toMatchObject({
      boothAssignmentPreference: 'admin',
      paymentMethod: 'bank_transfer',
      paymentAmount: 0,
    });
  });

  it("refuses 'cash' once the deposit is paid, changing nothing", async () => {
    simulator.retryDelaysMs = [];
    const vendor = await selfRegistered('AK-23');
    const { checkout_id } = await startCheckout(vendor);
    simulator.settle(checkout_id, 'pay');
    await t.http().get(`/api/sumup/check-payment/${checkout_id}`).expect(200);

    const refused = await vendor.browser
      .post('/api/payments/process')
      .send({ vendorId: vendor.vendorId, amount: 10, method: 'cash' })
      .expect(409);

    expect(refused.body.message).toBe('Die Anzahlung ist bereits bezahlt.');
    expect(await vendorRow(vendor.vendorId)).toMatchObject({
      boothAssignmentPreference: 'self',
      paymentMethod: 'sumup',
    });
  });

  it("'sumup' opens the checkout", async () => {
    const vendor = await selfRegistered('AK-22');

    const { body } = await vendor.browser
      .post('/api/payments/process')
      .send({ vendorId: vendor.vendorId, amount: 10, method: 'sumup' })
      .expect(200);

    expect(body).toMatchObject({ method: 'sumup', checkoutId: expect.any(String) });
  });
});

describe('the simulator speaks SumUp’s API', () => {
  it('refuses a reused checkout_reference and a wrong key like SumUp', async () => {
    const checkout = {
      checkout_reference: 'ref-1',
      amount: 10,
      currency: 'EUR',
      merchant_code: 'MSIMULATOR',
    };
    const auth = 'Bearer sup_sk_simulator';
    await t
      .http()
      .post('/sumup-simulator/v0.1/checkouts')
      .set('Authorization', auth)
      .send(checkout)
      .expect(201);

    const duplicate = await t
      .http()
      .post('/sumup-simulator/v0.1/checkouts')
      .set('Authorization', auth)
      .send(checkout)
      .expect(409);
    expect(duplicate.body.error_code).toBe('DUPLICATED_CHECKOUT');
    await t
      .http()
      .post('/sumup-simulator/v0.1/checkouts')
      .set('Authorization', 'Bearer nope')
      .send(checkout)
      .expect(401);
  });

  it.each([
    { description: 123 },
    { redirect_url: 'javascript:alert(1)' },
    { return_url: {} },
    { valid_until: {} },
  ])('refuses a checkout with %o like SumUp, instead of failing later', async (field) => {
    const response = await t
      .http()
      .post('/sumup-simulator/v0.1/checkouts')
      .set('Authorization', 'Bearer sup_sk_simulator')
      .send({
        checkout_reference: 'ref-x',
        amount: 10,
        currency: 'EUR',
        merchant_code: 'M',
        ...field,
      })
      .expect(400);

    expect(response.body.error_code).toBe('INVALID');
  });

  it('treats a session cookie with broken %-encoding as no session, not a server error', async () => {
    await t.http().post('/api/vendors/logout').set('Cookie', 'standl_vendor=%E2%82; x').expect(204);
    await t
      .http()
      .post('/api/payments/process')
      .set('Cookie', 'standl_vendor=%E2%82; x')
      .send({ vendorId: '00000000-0000-4000-8000-000000000000', amount: 10, method: 'cash' })
      .expect(401);
  });

  it('retries a webhook that does not answer 2xx', async () => {
    const { body: checkout } = await t
      .http()
      .post('/sumup-simulator/v0.1/checkouts')
      .set('Authorization', 'Bearer sup_sk_simulator')
      .send({
        checkout_reference: 'ref-2',
        amount: 10,
        currency: 'EUR',
        merchant_code: 'M',
        return_url: `${t.config.publicUrl}/api/does-not-exist`,
      })
      .expect(201);

    simulator.settle(checkout.id, 'pay');
    await until(async () => simulator.webhookDeliveries.length === 3);

    expect(simulator.webhookDeliveries.map((d) => [d.attempt, d.status])).toEqual([
      [1, 404],
      [2, 404],
      [3, 404],
    ]);
  });
});
