import type { EntityManager } from '@mikro-orm/sql';
import { TEST_ISSUER } from './support/invoice-issuer.js';
import { payInFull } from './support/invoices.js';
import { smtpTestApp } from './support/mail-app.js';
import { statementsDuring } from './support/statements.js';
import type { TestApp } from './support/test-app.js';
import { boothIdOf, registerInBrowser } from './support/vendors.js';

// The status look-up every vendor repeats (issue 34): the whole status from the access code in
// one statement (the vendor with everything else), with the stall, the money, the lift, the
// invoice and the settings each as their own queries answer them. And the stall pick of a rush in
// few statements.

let t: TestApp;
let auth: { Authorization: string };
smtpTestApp(
  {
    marketName: 'Adventmarkt Burg Hochosterwitz',
    marketStartDate: '2026-12-05',
    marketEndDate: '2026-12-08',
    setupStartDate: '2026-12-01',
    setupEndDate: '2026-12-04',
    bankAccountHolder: 'Burgverein',
    bankIban: 'AT611904300234573201',
  },
  (app, header) => {
    t = app;
    auth = header;
  },
);

async function vendorOnStallWithEverything() {
  const vendor = await registerInBrowser(t);
  await t
    .http()
    .post(`/api/admin/vendors/${vendor.vendorId}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(t, 'AK-01') })
    .expect(200);
  await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
  const { body: status } = await vendor.browser
    .post('/api/vendors/status')
    .send({ accessCode: vendor.accessCode })
    .expect(200);
  await payInFull(t, auth, vendor, status.account.totalAmount);
  await vendor.browser
    .post('/api/vendor/lift-appointments')
    .send({
      vendorId: vendor.vendorId,
      vendorName: 'wird ignoriert',
      date: '2026-12-02',
      time: '06:00',
      type: 'setup',
      notes: null,
    })
    .expect(201);
  await t.settle();
  return vendor;
}

it('answers the whole status of an access code from one statement', async () => {
  const vendor = await vendorOnStallWithEverything();
  const [invoice] = await t
    .em()
    .execute<{ number: string }[]>(`select number from invoice where vendor_id = ?`, [
      vendor.vendorId,
    ]);
  expect(invoice).toBeDefined();

  const { result, sql } = await statementsDuring(t, () =>
    t.http().post('/api/vendors/status').send({ accessCode: vendor.accessCode }).expect(200),
  );
  const status = result.body;
  expect(sql).toHaveLength(1);
  expect(status.vendor).toMatchObject({ id: vendor.vendorId, status: 'paid' });
  expect(status.booth).toMatchObject({ number: 'AK-01', holdExpiresAt: null });
  expect(status.account).toMatchObject({ openAmount: 0 });
  expect(status.account.paidAmount).toBe(status.account.totalAmount);
  expect(status.account.lines.length).toBeGreaterThan(0);
  expect(status.liftAppointments).toEqual([
    expect.objectContaining({ date: '2026-12-02', appointmentType: 'setup', status: 'booked' }),
  ]);
  expect(typeof status.liftAppointments[0].createdAt).toBe('string');
  expect(status.invoice).toMatchObject({ number: invoice!.number, state: 'issued' });
  expect(status.marketSettings).toMatchObject({ marketName: 'Adventmarkt Burg Hochosterwitz' });
  expect(status.bankDetails).toMatchObject({
    accountHolder: 'Burgverein',
    reference: expect.any(String),
  });
  expect(status.waitlist).toBeNull();
  expect(status.withdrawal).toBeNull();

  // The vendor's session shows the same status, from two statements (the session's vendor first).
  const session = await statementsDuring(t, () =>
    vendor.browser.get('/api/vendors/session').expect(200),
  );
  expect(session.result.body).toEqual(status);
  expect(session.sql).toHaveLength(2);
});

it('picks a stall in six statements, a lost one in two', async () => {
  const vendor = await registerInBrowser(t, { boothAssignmentPreference: 'self' });
  const rival = await registerInBrowser(t, { boothAssignmentPreference: 'self' });
  const [first, second] = [await boothIdOf(t, 'AK-03'), await boothIdOf(t, 'AK-04')];
  const pick = (who: typeof vendor, boothId: number) =>
    who.browser.post('/api/vendors/select-booth').send({ accessCode: who.accessCode, boothId });
  await t.settle();

  // The vendor (by the session), the stall's check, then in the transaction the vendor locked
  // with their stall and payments, the stall held, the events, the vendor's choice.
  const won = await statementsDuring(t, () => pick(vendor, first).expect(200));
  const lost = await statementsDuring(t, () => pick(rival, first).expect(409));
  // Another stall: the first hold is cleared in the statement that holds it; the cleared hold's
  // event has a reaction (the waiting list), written after the events.
  const moved = await statementsDuring(t, () => pick(vendor, second).expect(200));

  expect(won.sql).toHaveLength(6);
  expect(won.result.body).toMatchObject({ boothNumber: 'AK-03', requiresPayment: true });
  expect(lost.sql).toHaveLength(2);
  expect(moved.sql).toHaveLength(7);
  expect(moved.sql.filter((query) => /^update booth|^with released/.test(query))).toHaveLength(1);
  const booths = await t
    .em()
    .execute<{ number: string; hold_vendor_id: string | null }[]>(
      `select number, hold_vendor_id from booth where id in (?, ?) order by number`,
      [first, second],
    );
  expect(booths).toEqual([
    { number: 'AK-03', hold_vendor_id: null },
    { number: 'AK-04', hold_vendor_id: vendor.vendorId },
  ]);
  const events = await t
    .em()
    .execute<{ type: string }[]>(
      `select type from domain_event where aggregate_type = 'booth' and aggregate_id in (?, ?) order by id`,
      [String(first), String(second)],
    );
  expect(events.map(({ type }) => type)).toEqual([
    'booths.booth-held.v1',
    'booths.booth-hold-released.v1',
    'booths.booth-held.v1',
  ]);
});

it('shows a hold with its end, and no stall once the hold ran out', async () => {
  const vendor = await registerInBrowser(t, { boothAssignmentPreference: 'self' });
  const boothId = await boothIdOf(t, 'AK-02');
  const { sql } = await statementsDuring(t, () =>
    t.http().post('/api/vendors/status').send({ accessCode: vendor.accessCode }).expect(200),
  );
  expect(sql).toHaveLength(1);

  await vendor.browser
    .post('/api/vendors/select-booth')
    .send({ accessCode: vendor.accessCode, boothId })
    .expect(200);
  const { body: held } = await t
    .http()
    .post('/api/vendors/status')
    .send({ accessCode: vendor.accessCode })
    .expect(200);
  expect(held.booth).toMatchObject({ number: 'AK-02', holdExpiresAt: expect.any(String) });

  t.clock.advance(31 * 60_000);
  const { body: expired } = await t
    .http()
    .post('/api/vendors/status')
    .send({ accessCode: vendor.accessCode })
    .expect(200);
  expect(expired.booth).toBeNull();
});

it('reads date columns back as dates', async () => {
  const vendor = await vendorOnStallWithEverything();
  const em: EntityManager = t.em();
  const [row] = await em.execute<{ created_at: Date }[]>(
    `select created_at from lift_appointment where vendor_id = ?`,
    [vendor.vendorId],
  );
  const { body } = await t
    .http()
    .post('/api/vendors/status')
    .send({ accessCode: vendor.accessCode })
    .expect(200);
  expect(body.liftAppointments[0].createdAt).toBe(new Date(row!.created_at).toISOString());
});
