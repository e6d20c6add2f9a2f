import request from 'supertest';
import { WITHDRAWAL_MESSAGES } from '@standl/contracts';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { WithdrawalCharge } from '../src/payments/domain/withdrawal-charge.entity.js';
import { Invoice } from '../src/payments/invoices/domain/invoice.entity.js';
import { LiftAppointment } from '../src/lift/domain/lift-appointment.entity.js';
import { adminAuth } from './support/admin.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let auth: { Authorization: string };

/** The market starts Saturday 5 December 2026: free until Saturday 7 November (28 days). */
const MARKET = {
  marketName: 'Adventmarkt Burg Hochosterwitz',
  marketStartDate: '2026-12-05',
  marketEndDate: '2026-12-08',
  setupStartDate: '2026-12-01',
  setupEndDate: '2026-12-04',
  teardownStartDate: '2026-12-09',
  teardownEndDate: '2026-12-12',
  adminNotificationEmail: 'orga@example.at',
  bankAccountHolder: 'Burgverein',
  bankIban: 'AT611904300234573201',
};
/** 23:59:59 in Vienna on the last free day, and the next midnight. */
const LAST_FREE_MOMENT = '2026-11-07T22:59:59Z';
const FIRST_FEE_MOMENT = '2026-11-07T23:00:00Z';

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
  await at('2026-11-01T10:00:00Z');
  await t.http().patch('/api/admin/market-settings').set(auth).send(MARKET).expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/**
 * The vendor's browser: the session cookie sent as a header, since a cookie jar would drop it by
 * the real date (the tests' clock is in autumn 2026).
 */
interface Browser {
  get(path: string): request.Test;
  post(path: string): request.Test;
}

async function signedIn(body: Record<string, unknown>) {
  const response = await request(t.app.getHttpServer())
    .post('/api/vendors/register')
    .send(body)
    .expect(201);
  const cookie = (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  const server = t.app.getHttpServer();
  const browser: Browser = {
    get: (path) => request(server).get(path).set('Cookie', cookie),
    post: (path) => request(server).post(path).set('Cookie', cookie),
  };
  return {
    vendorId: response.body.vendorId as string,
    accessCode: response.body.accessCode as string,
    browser,
  };
}

/** A signed-in vendor (the registration starts the session), on `boothNumber` if given. */
async function vendor(email: string, boothNumber: string | null = 'AK-01') {
  const signedInVendor = await signedIn(registration({ email, name: `Händler ${email}` }));
  if (boothNumber) {
    expect((await assignByNumber(signedInVendor.vendorId, boothNumber)).status).toBe(200);
  }
  return signedInVendor;
}

function assign(vendorId: string, boothNumber: string | number) {
  return t
    .http()
    .post(`/api/admin/vendors/${vendorId}/assign-booth`)
    .set(auth)
    .send({ boothId: boothNumber });
}

async function assignByNumber(vendorId: string, boothNumber: string) {
  return assign(vendorId, await boothIdOf(t, boothNumber));
}

function cash(vendorId: string, amount: number) {
  return t
    .http()
    .post(`/api/admin/vendors/${vendorId}/cash-payment`)
    .set(auth)
    .send({ amount, description: 'Bar' })
    .expect(200);
}

function withdraw(browser: Browser, vendorId: string, body: Record<string, unknown>) {
  return browser.post(`/api/vendors/${vendorId}/withdrawal`).send(body);
}

function withdrawByOrganiser(vendorId: string, body: Record<string, unknown> = {}) {
  return t.http().post(`/api/admin/vendors/${vendorId}/withdrawal`).set(auth).send(body);
}

async function boothStatus(number: string): Promise<{ status: string; isBeingProcessed: boolean }> {
  const { body } = await t.http().get('/api/booths').expect(200);
  return (body as { number: string; status: string; isBeingProcessed: boolean }[]).find(
    (booth) => booth.number === number,
  )!;
}

async function entries(vendorId: string) {
  return t.em().find(LedgerEntry, { vendorId }, { orderBy: { id: 'asc' } });
}

/** Moves the clock; the organiser signs in again (a console session ends after a while idle). */
async function at(instant: string) {
  t.clock.set(instant);
  auth = await adminAuth(t);
}

async function settle() {
  await t.settle();
  await t.settle();
}

describe('withdrawal by the vendor', () => {
  it('on the last free day (Vienna): free, stall freed, lift freed, deposit due back in full, mails to both', async () => {
    const { vendorId, browser } = await vendor('anna@example.at', 'AK-01');
    await cash(vendorId, 1000);
    await t
      .http()
      .post('/api/admin/lift-appointments')
      .set(auth)
      .send({
        vendorId,
        vendorName: 'Händler',
        date: '2026-12-03',
        timeSlot: '09:00-09:30',
        appointmentType: 'setup',
        notes: null,
        status: 'booked',
        bookedBy: 'admin',
      })
      .expect(201);
    await settle();
    smtp.clear();
    await at(LAST_FREE_MOMENT);

    const { body: quote } = await browser.get(`/api/vendors/${vendorId}/withdrawal`).expect(200);
    expect(quote).toEqual({
      allowed: true,
      refusal: null,
      free: true,
      lastFreeDay: '2026-11-07',
      stallFee: 15000,
      feePercent: 50,
      feeAmount: 0,
      paidAmount: 1000,
      refundAmount: 1000,
      openAmount: 0,
      boothNumber: 'AK-01',
    });

    const { body: done } = await withdraw(browser, vendorId, {
      confirmedFeeAmount: 0,
      reason: 'Krank',
    }).expect(200);
    expect(done).toEqual({
      withdrawnAt: new Date(LAST_FREE_MOMENT).toISOString(),
      by: 'vendor',
      feeAmount: 0,
      free: true,
      waived: false,
      refundAmount: 1000,
      openAmount: 0,
      boothNumber: 'AK-01',
    });

    expect(await boothStatus('AK-01')).toMatchObject({ status: 'available' });
    expect(await t.em().count(LiftAppointment, { vendorId })).toBe(0);
    const refund = (await entries(vendorId)).find((entry) => entry.kind === 'refund_due');
    expect(refund).toMatchObject({ amount: -1000, note: WITHDRAWAL_MESSAGES.refundNote });

    const { body: status } = await browser.get('/api/vendors/session').expect(200);
    expect(status.vendor.status).toBe('withdrawn');
    expect(status.booth).toBeNull();
    expect(status.account).toMatchObject({ totalAmount: 0, paidAmount: 1000, openAmount: 0 });
    expect(status.withdrawal).toMatchObject({ by: 'vendor', free: true, refundAmount: 1000 });

    await settle();
    const [mail] = smtp.to('anna@example.at');
    expect(smtp.to('anna@example.at')).toHaveLength(1);
    expect(mail!.parsed.subject).toBe('Rücktritt bestätigt: Adventmarkt Burg Hochosterwitz');
    expect(mail!.parsed.text).toContain('Standplatz AK-01 (Arkadenhof) ist freigegeben');
    expect(mail!.parsed.text).toContain(
      'Der Rücktritt ist kostenlos (bis einschließlich 7. November 2026).',
    );
    expect(mail!.parsed.text).toContain('erstatten wir Ihnen 10,00\u00a0€');
    const [notice] = smtp.to('orga@example.at');
    expect(notice!.parsed.subject).toBe('Rücktritt: Händler anna@example.at');
    expect(notice!.parsed.text).toContain('Krank');

    const { body: history } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/history`)
      .set(auth)
      .expect(200);
    expect(history.map((entry: { title: string }) => entry.title)).toContain(
      'Anmeldung zurückgezogen',
    );
  });

  it('from Vienna midnight after the last free day: half the stall fee, the rest open; a stale confirmation changes nothing', async () => {
    const { vendorId, browser } = await vendor('bert@example.at', 'AK-02');
    await cash(vendorId, 1000);
    await at(FIRST_FEE_MOMENT);

    const { body: quote } = await browser.get(`/api/vendors/${vendorId}/withdrawal`).expect(200);
    expect(quote).toMatchObject({
      free: false,
      feeAmount: 7500,
      refundAmount: 0,
      openAmount: 6500,
    });

    // The dialog was opened before midnight and showed no fee.
    const stale = await withdraw(browser, vendorId, { confirmedFeeAmount: 0 }).expect(409);
    expect(stale.body.message).toBe(WITHDRAWAL_MESSAGES.feeChanged(7500));
    expect(stale.body.message).toContain('75,00');
    expect(await boothStatus('AK-02')).toMatchObject({ status: 'occupied' });
    expect(await t.em().count(WithdrawalCharge, { vendorId })).toBe(0);

    const { body: done } = await withdraw(browser, vendorId, { confirmedFeeAmount: 7500 }).expect(
      200,
    );
    expect(done).toMatchObject({ feeAmount: 7500, free: false, refundAmount: 0, openAmount: 6500 });
    expect((await entries(vendorId)).map((entry) => entry.kind)).toEqual(['cash_payment']);

    await settle();
    const text = smtp.to('bert@example.at').at(-1)!.parsed.text!;
    expect(text).toContain('Die Rücktrittsgebühr beträgt 75,00\u00a0€ (50 % der Standgebühr).');
    expect(text).toContain('noch 65,00\u00a0€ offen');
    expect(text).toContain('AT61 1904 3002 3457 3201');

    // Paying the rest later issues the invoice for the fee through the usual reaction.
    await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
    await cash(vendorId, 6500);
    await settle();
    const invoices = await t.em().find(Invoice, { vendorId });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      kind: 'invoice',
      grossAmount: 7500,
      serviceDescription:
        'Rücktrittsgebühr (50 % der Standgebühr) für Standplatz AK-02 (Arkadenhof), Adventmarkt 2026',
    });
  });

  it('paid in full and invoiced, withdrawn late: Storno, fee invoice, the rest due back', async () => {
    await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
    const { vendorId, browser } = await vendor('clara@example.at', 'AK-03');
    await cash(vendorId, 15000);
    await settle();
    const [original] = await t.em().find(Invoice, { vendorId });
    expect(original).toMatchObject({ kind: 'invoice', grossAmount: 15000 });

    await at('2026-11-20T10:00:00Z');
    const { body: done } = await withdraw(browser, vendorId, { confirmedFeeAmount: 7500 }).expect(
      200,
    );
    expect(done).toMatchObject({ feeAmount: 7500, refundAmount: 7500, openAmount: 0 });
    await settle();

    const invoices = await t.em().find(Invoice, { vendorId }, { orderBy: { issuedAt: 'asc' } });
    const storno = invoices.find((invoice) => invoice.kind === 'cancellation')!;
    expect(storno).toMatchObject({
      cancelsNumber: original!.number,
      grossAmount: -15000,
      cancellationReason: 'Rücktritt',
    });
    const valid = invoices.filter((invoice) => invoice.kind === 'invoice' && !invoice.cancelledAt);
    expect(valid).toHaveLength(1);
    expect(valid[0]).toMatchObject({ grossAmount: 7500, boothNumber: 'AK-03' });
    expect(valid[0]!.serviceDescription).toContain('Rücktrittsgebühr (50 % der Standgebühr)');

    // The reaction ran twice (settle twice): nothing issued twice.
    expect(invoices).toHaveLength(3);
    const { body: status } = await browser.get('/api/vendors/session').expect(200);
    expect(status.account).toMatchObject({
      totalAmount: 7500,
      paidAmount: 15000,
      refundDueAmount: 7500,
    });
  });

  it('withdrawing with a mere hold costs nothing, even late', async () => {
    const { vendorId, browser } = await signedIn(
      registration({
        email: 'dora@example.at',
        boothAssignmentPreference: 'self',
        selectedBoothId: await boothIdOf(t, 'AK-04'),
      }),
    );
    await at('2026-11-20T10:00:00Z');
    const { body: quote } = await browser.get(`/api/vendors/${vendorId}/withdrawal`);
    expect(quote).toMatchObject({ free: true, feeAmount: 0, boothNumber: null });
    await withdraw(browser, vendorId, { confirmedFeeAmount: 0 }).expect(200);
    expect(await boothStatus('AK-04')).toMatchObject({
      status: 'available',
      isBeingProcessed: false,
    });
  });
});

describe('withdrawal by the organiser', () => {
  it('may waive the fee with a reason, also for a blocked vendor', async () => {
    const { vendorId } = await vendor('emil@example.at', 'AK-05');
    await cash(vendorId, 1000);
    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/block`)
      .set(auth)
      .send({ reason: 'Unfreundlich' })
      .expect(200);
    await at('2026-11-20T10:00:00Z');

    const { body: quote } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/withdrawal`)
      .set(auth)
      .expect(200);
    expect(quote).toMatchObject({ allowed: true, feeAmount: 7500 });

    const missing = await withdrawByOrganiser(vendorId, { waiveFee: true }).expect(400);
    expect(JSON.stringify(missing.body)).toContain(WITHDRAWAL_MESSAGES.waiverReasonRequired);

    const { body: done } = await withdrawByOrganiser(vendorId, {
      waiveFee: true,
      waiverReason: 'Krankheit mit Attest',
      reason: 'Telefonisch abgesagt',
    }).expect(200);
    expect(done).toMatchObject({
      by: 'organiser',
      feeAmount: 0,
      waived: true,
      free: false,
      refundAmount: 1000,
      openAmount: 0,
    });
    const { body: vendors } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(vendors.find((v: { id: string }) => v.id === vendorId)).toMatchObject({
      status: 'withdrawn',
      withdrawnAt: new Date('2026-11-20T10:00:00Z').toISOString(),
    });
    await settle();
    // A blocked vendor gets no automatic mail; the organiser gets the notice.
    const withdrawalMails = smtp
      .to('emil@example.at')
      .filter((mail) => mail.parsed.subject?.startsWith('Rücktritt'));
    expect(withdrawalMails).toHaveLength(0);
    expect(smtp.to('orga@example.at').at(-1)!.parsed.text).toContain('Krankheit mit Attest');
  });
});

describe('refusals', () => {
  it('after set-up, when rejected, and twice', async () => {
    const setUp = await vendor('fritz@example.at', 'AK-06');
    await t.http().post(`/api/admin/vendors/${setUp.vendorId}/mark-setup`).set(auth).expect(200);
    const { body: quote } = await setUp.browser
      .get(`/api/vendors/${setUp.vendorId}/withdrawal`)
      .expect(200);
    expect(quote).toMatchObject({ allowed: false, refusal: WITHDRAWAL_MESSAGES.afterSetUp });
    const afterSetUp = await withdraw(setUp.browser, setUp.vendorId, {
      confirmedFeeAmount: 0,
    }).expect(409);
    expect(afterSetUp.body.message).toBe(WITHDRAWAL_MESSAGES.afterSetUp);

    const rejected = await vendor('gerda@example.at', null);
    await t
      .http()
      .patch(`/api/admin/vendors/${rejected.vendorId}`)
      .set(auth)
      .send({ status: 'rejected' })
      .expect(200);
    const refused = await withdrawByOrganiser(rejected.vendorId).expect(409);
    expect(refused.body.message).toBe(WITHDRAWAL_MESSAGES.rejected);

    const twice = await vendor('hans@example.at', null);
    await withdraw(twice.browser, twice.vendorId, { confirmedFeeAmount: 0 }).expect(200);
    const again = await withdrawByOrganiser(twice.vendorId).expect(409);
    expect(again.body.message).toBe(WITHDRAWAL_MESSAGES.alreadyWithdrawn);
  });

  it('a withdrawn vendor gets no stall, picks none, books no lift slot and pays no deposit', async () => {
    const { vendorId, accessCode, browser } = await vendor('ida@example.at', null);
    await withdraw(browser, vendorId, { confirmedFeeAmount: 0 }).expect(200);

    const assigned = await assignByNumber(vendorId, 'AK-07');
    expect(assigned.status).toBe(409);
    expect(assigned.body.message).toBe(WITHDRAWAL_MESSAGES.vendorWithdrawn);
    const picked = await browser
      .post('/api/vendors/select-booth')
      .send({ accessCode, boothId: await boothIdOf(t, 'AK-07') })
      .expect(409);
    expect(picked.body.message).toBe(WITHDRAWAL_MESSAGES.vendorWithdrawn);
    const lift = await t
      .http()
      .post('/api/admin/lift-appointments')
      .set(auth)
      .send({
        vendorId,
        vendorName: 'x',
        date: '2026-12-03',
        timeSlot: '09:00-09:30',
        appointmentType: 'setup',
        notes: null,
        status: 'booked',
        bookedBy: 'admin',
      })
      .expect(409);
    expect(lift.body.message).toBe(WITHDRAWAL_MESSAGES.vendorWithdrawn);
    const deposit = await browser
      .post('/api/sumup/create-checkout')
      .send({ vendorId, amount: 10 })
      .expect(409);
    expect(deposit.body.message).toBe(WITHDRAWAL_MESSAGES.vendorWithdrawn);
    const status = await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(auth)
      .send({ status: 'pending' })
      .expect(409);
    expect(status.body.message).toBe(WITHDRAWAL_MESSAGES.vendorWithdrawn);
  });
});

describe('races', () => {
  it('a double click: one 200, one 409, the money booked once', async () => {
    const { vendorId, browser } = await vendor('jakob@example.at', 'AK-08');
    await cash(vendorId, 1000);
    const answers = await Promise.all([
      withdraw(browser, vendorId, { confirmedFeeAmount: 0 }),
      withdraw(browser, vendorId, { confirmedFeeAmount: 0 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      WITHDRAWAL_MESSAGES.alreadyWithdrawn,
    );
    expect(await t.em().count(WithdrawalCharge, { vendorId })).toBe(1);
    expect((await entries(vendorId)).filter((entry) => entry.kind === 'refund_due')).toHaveLength(
      1,
    );
  });

  it('a withdrawal racing an assignment: one consistent outcome each time', async () => {
    for (const [index, number] of ['AK-10', 'AK-11', 'AK-12', 'AK-13'].entries()) {
      const { vendorId } = await vendor(`race${index}@example.at`, null);
      const boothId = await boothIdOf(t, number);
      const [assignment, withdrawal] = await Promise.all([
        assign(vendorId, boothId),
        withdrawByOrganiser(vendorId),
      ]);
      expect(withdrawal.status).toBe(200);
      if (assignment.status === 200) {
        // The assignment came first: the withdrawal gave up the stall just assigned.
        expect(withdrawal.body.boothNumber).toBe(number);
      } else {
        expect(assignment.status).toBe(409);
        expect(assignment.body.message).toBe(WITHDRAWAL_MESSAGES.vendorWithdrawn);
        expect(withdrawal.body.boothNumber).toBeNull();
      }
      expect(await boothStatus(number)).toMatchObject({ status: 'available' });
    }
  });
});
