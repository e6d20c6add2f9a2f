import type { EntityManager } from '@mikro-orm/sql';
import { TEST_ISSUER } from './support/invoice-issuer.js';
import { payInFull } from './support/invoices.js';
import { smtpTestApp } from './support/mail-app.js';
import type { TestApp } from './support/test-app.js';
import { boothIdOf, registerInBrowser } from './support/vendors.js';

// The status look-up every vendor repeats (issue 34): the whole status from the access code in
// two statements (the vendor, then everything else), with the stall, the money, the lift, the invoice and the settings each as
// their own queries answer them.

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

/** The SQL statements the app sends while `action` runs (the background workers paused). */
async function statementsDuring<T>(
  action: () => Promise<T>,
): Promise<{ result: T; sql: string[] }> {
  const resume = await t.pauseWorkers();
  const connection = t.em().getConnection() as unknown as {
    executeQuery: (query: string, ...rest: unknown[]) => Promise<unknown>;
  };
  const original = connection.executeQuery;
  const sql: string[] = [];
  connection.executeQuery = function (this: unknown, query: string, ...rest: unknown[]) {
    sql.push(query);
    return original.call(this, query, ...rest);
  };
  try {
    return { result: await action(), sql };
  } finally {
    connection.executeQuery = original;
    resume();
  }
}

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

it('answers the whole status of an access code from two statements', async () => {
  const vendor = await vendorOnStallWithEverything();
  const [invoice] = await t
    .em()
    .execute<{ number: string }[]>(`select number from invoice where vendor_id = ?`, [
      vendor.vendorId,
    ]);
  expect(invoice).toBeDefined();

  const { result, sql } = await statementsDuring(() =>
    t.http().post('/api/vendors/status').send({ accessCode: vendor.accessCode }).expect(200),
  );
  const status = result.body;
  expect(sql).toHaveLength(2);
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

  // The vendor's session shows the same status.
  const { body: resumed } = await vendor.browser.get('/api/vendors/session').expect(200);
  expect(resumed).toEqual(status);
});

it('shows a hold with its end, and no stall once the hold ran out', async () => {
  const vendor = await registerInBrowser(t, { boothAssignmentPreference: 'self' });
  const boothId = await boothIdOf(t, 'AK-02');
  const { sql } = await statementsDuring(() =>
    t.http().post('/api/vendors/status').send({ accessCode: vendor.accessCode }).expect(200),
  );
  expect(sql).toHaveLength(2);

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
