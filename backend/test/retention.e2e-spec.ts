import request from 'supertest';
import { AnalyticsEvent } from '../src/analytics/domain/analytics-event.entity.js';
import { DeleteOldAnalyticsEventsJob } from '../src/analytics/jobs/delete-old-analytics-events.job.js';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { Invoice } from '../src/payments/invoices/domain/invoice.entity.js';
import { DeleteExpiredTaxRecordsJob } from '../src/payments/jobs/delete-expired-tax-records.job.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';
import { camt053 } from './support/bank-statements.js';

const smtp = new TestSmtpServer();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** A vendor paid in full in cash on `day`, with the invoice that follows. */
async function paidWithInvoice(day: string) {
  t.clock.set(`${day}T10:00:00Z`);
  const auth = await adminAuth(t);
  await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
  const browser = request.agent(t.app.getHttpServer());
  const { body } = await browser.post('/api/vendors/register').send(registration()).expect(201);
  await browser
    .patch(`/api/vendors/${body.vendorId}/billing`)
    .send({
      billingStreet: 'Hauptplatz 1',
      billingPostalCode: '9300',
      billingCity: 'St. Veit an der Glan',
      billingCountry: 'Österreich',
    })
    .expect(200);
  await t
    .http()
    .post(`/api/admin/vendors/${body.vendorId}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(t, 'AK-01') })
    .expect(200);
  await t
    .http()
    .post(`/api/admin/vendors/${body.vendorId}/cash-payment`)
    .set(auth)
    .send({})
    .expect(200);
  await t.settle();
  await t.settle();
}

describe('tax records are kept seven years after their calendar year (docs/decisions.md 81)', () => {
  it('deletes invoices and ledger entries only once their seven years are over', async () => {
    await paidWithInvoice('2026-12-06');
    expect(await t.em().count(Invoice, {})).toBe(1);
    expect(await t.em().count(LedgerEntry, {})).toBe(1);
    // An imported statement holds payers' names and IBANs: it goes with the bookings.
    await t
      .http()
      .post('/api/admin/bank-statements')
      .set(await adminAuth(t))
      .attach(
        'file',
        Buffer.from(
          camt053([
            {
              amount: 4500,
              bookingDate: '2026-12-06',
              valueDate: '2026-12-06',
              payerName: 'Maria Muster',
              payerIban: 'AT611904300234573201',
              remittance: 'Standgebühr',
              reference: 'REF-2026-1',
            },
          ]),
        ),
        'auszug.xml',
      )
      .expect(201);
    const statementRows = () =>
      t
        .em()
        .execute<{ n: string }[]>(
          `select (select count(*) from bank_statement) + (select count(*) from bank_statement_line) as n`,
        );
    expect(Number((await statementRows())[0]!.n)).toBe(2);
    // Outside the retention job the ledger stays append-only.
    await expect(t.em().execute('delete from ledger_entry')).rejects.toThrow(/append-only/);
    const job = t.app.get(DeleteExpiredTaxRecordsJob);

    t.clock.set('2033-12-31T22:30:00Z'); // 23:30 on New Year's Eve in Vienna
    expect(await job.run('test')).toBe('0 Rechnungen und 0 Buchungen gelöscht');
    expect(await t.em().count(Invoice, {})).toBe(1);
    expect(Number((await statementRows())[0]!.n)).toBe(2);

    t.clock.set('2033-12-31T23:30:00Z'); // 00:30 on 1 January 2034 in Vienna
    expect(await job.run('test')).toBe('1 Rechnung und 1 Buchung gelöscht');
    expect(await t.em().count(Invoice, {})).toBe(0);
    expect(await t.em().count(LedgerEntry, {})).toBe(0);
    expect(Number((await statementRows())[0]!.n)).toBe(0);
    expect(await job.run('test')).toBe('0 Rechnungen und 0 Buchungen gelöscht');

    const auth = await adminAuth(t);
    const { body: jobs } = await t.http().get('/api/admin/jobs').set(auth).expect(200);
    expect(
      (jobs as { name: string }[]).find((entry) => entry.name === 'delete-expired-tax-records'),
    ).toMatchObject({
      label: 'Rechnungen und Buchungen nach sieben Jahren löschen',
      lastRun: { status: 'succeeded', summary: '0 Rechnungen und 0 Buchungen gelöscht' },
    });
  });
});

describe('analytics events are kept 14 months', () => {
  it('deletes older events and keeps the rest', async () => {
    t.clock.set('2026-01-10T10:00:00Z');
    for (const page of ['/', '/vendor-registration']) {
      await t
        .http()
        .post('/api/analytics/events')
        .send({ sessionId: 'sitzung-1', eventType: 'page_view', eventName: 'view', page })
        .expect(204);
    }
    t.clock.set('2026-06-10T10:00:00Z');
    await t
      .http()
      .post('/api/analytics/events')
      .send({ sessionId: 'sitzung-2', eventType: 'page_view', eventName: 'view', page: '/' })
      .expect(204);
    const job = t.app.get(DeleteOldAnalyticsEventsJob);

    t.clock.set('2027-03-09T10:00:00Z');
    expect(await job.run('test')).toBe('0 Statistik-Ereignisse gelöscht');
    t.clock.set('2027-03-10T10:00:01Z');
    expect(await job.run('test')).toBe('2 Statistik-Ereignisse gelöscht');
    expect(await t.em().count(AnalyticsEvent, {})).toBe(1);
  });
});
