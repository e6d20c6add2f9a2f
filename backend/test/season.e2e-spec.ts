import { ArchiveEntry } from '../src/archive/domain/archive-entry.entity.js';
import { ArchiveSeasonJob } from '../src/archive/season/archive-season.job.js';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register, registerOnStall, registration } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  t.clock.set('2026-11-20T10:00:00Z');
  auth = await adminAuth(t);
  await t
    .http()
    .patch('/api/admin/market-settings')
    .set(auth)
    .send({ currentYear: 2026, marketStartDate: '2026-12-05', marketEndDate: '2026-12-08' })
    .expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const assigned = (boothNumber: string, change: Record<string, unknown> = {}) =>
  registerOnStall(t, auth, boothNumber, change);

const seasonChange = (dryRun: unknown) =>
  t.http().post('/api/admin/season-change').set(auth).send({ dryRun });

async function vendorIds(): Promise<string[]> {
  const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
  return (body as { id: string }[]).map((vendor) => vendor.id).sort();
}

async function currentYear(): Promise<number> {
  const { body } = await t.http().get('/api/admin/market-settings').set(auth).expect(200);
  return body.currentYear as number;
}

/** Moves the clock to `instant` and signs the organiser in again (tokens expire). */
async function at(instant: string) {
  t.clock.set(instant);
  auth = await adminAuth(t);
}

describe('season change (POST /api/admin/season-change)', () => {
  it('archives only after the last market day is over; the dry run may look ahead', async () => {
    await assigned('AK-01');
    await at('2026-12-08T22:00:00Z'); // 23:00 in Vienna on the last market day
    await seasonChange(false)
      .expect(409)
      .expect(({ body }) =>
        expect(body.message).toBe(
          'Die Saison kann erst nach dem letzten Markttag archiviert werden.',
        ),
      );
    // The dry run may look ahead (vendors registered so far).
    expect((await seasonChange(true).expect(200)).body).toMatchObject({ vendorCount: 1 });
    await seasonChange('ja').expect(400);
    expect(await currentYear()).toBe(2026);
  });

  it('shows a dry run first, then archives the season, frees the stalls and advances the year', async () => {
    const paid = await assigned('AK-01', { name: 'Glühwein Gruber', email: 'gruber@example.at' });
    await t
      .http()
      .post(`/api/admin/vendors/${paid.vendorId}/cash-payment`)
      .set(auth)
      .send({})
      .expect(200);
    const blocked = await assigned('AK-02', { name: 'Krapfen Klein', email: 'klein@example.at' });
    await t
      .http()
      .post(`/api/admin/vendors/${blocked.vendorId}/block`)
      .set(auth)
      .send({ reason: 'Früher abgebaut' })
      .expect(200);
    const waiting = await register(t, { name: 'Wartend Weber' });
    await at('2026-12-20T09:00:00Z');
    const nextSeason = await register(t, { name: 'Neu Nagl' });
    const ledgerBefore = await t.em().count(LedgerEntry, {});

    const dry = await seasonChange(true).expect(200);
    expect(dry.body).toMatchObject({
      dryRun: true,
      year: 2026,
      nextYear: 2027,
      vendorCount: 3,
      blockedCount: 1,
      stallsFreed: 2,
      message: 'Probelauf: 3 Händler würden für 2026 archiviert.',
    });
    expect(dry.body.vendors).toEqual([
      {
        vendorId: paid.vendorId,
        name: 'Glühwein Gruber',
        boothNumber: 'AK-01',
        status: 'paid',
        blocked: false,
      },
      {
        vendorId: blocked.vendorId,
        name: 'Krapfen Klein',
        boothNumber: 'AK-02',
        status: 'confirmed',
        blocked: true,
      },
      {
        vendorId: waiting.vendorId,
        name: 'Wartend Weber',
        boothNumber: null,
        status: 'pending',
        blocked: false,
      },
    ]);
    expect(await vendorIds()).toHaveLength(4);
    expect(await t.em().count(ArchiveEntry, { year: 2026, status: 'active' })).toBe(0);
    expect(await currentYear()).toBe(2026);

    const done = await seasonChange(false).expect(200);
    expect(done.body.message).toBe(
      'Saison 2026 archiviert (3 Händler). Die aktuelle Saison ist jetzt 2027.',
    );
    await t.settle();
    expect(await vendorIds()).toEqual([nextSeason.vendorId]);
    expect(await currentYear()).toBe(2027);
    const { body: booths } = await t.http().get('/api/booths').expect(200);
    for (const number of ['AK-01', 'AK-02']) {
      expect(
        (booths as { number: string; status: string }[]).find((b) => b.number === number),
      ).toMatchObject({ status: 'available' });
    }
    const entries = await t.em().find(ArchiveEntry, { year: 2026 }, { orderBy: { name: 'asc' } });
    expect(
      entries.map((entry) => ({
        name: entry.name,
        email: entry.email,
        phone: entry.phone,
        description: entry.description,
        status: entry.status,
        reason: entry.reason,
        boothArea: entry.boothArea,
        boothNumber: entry.boothNumber,
        totalAmount: entry.totalAmount,
        paymentAmount: entry.paymentAmount,
        paymentMethod: entry.paymentMethod,
      })),
    ).toEqual([
      {
        name: 'Glühwein Gruber',
        email: 'gruber@example.at',
        phone: null,
        description: null,
        status: 'active',
        reason: null,
        boothArea: 'Arkadenhof',
        boothNumber: 'AK-01',
        totalAmount: 15000,
        paymentAmount: 15000,
        paymentMethod: 'cash',
      },
      expect.objectContaining({
        name: 'Krapfen Klein',
        status: 'blocked',
        reason: 'Früher abgebaut',
        boothNumber: 'AK-02',
      }),
      expect.objectContaining({ name: 'Wartend Weber', boothNumber: null, status: 'active' }),
    ]);
    // The archived vendor's history stays readable.
    const history = await t
      .http()
      .get(`/api/admin/vendors/${paid.vendorId}/history`)
      .set(auth)
      .expect(200);
    expect(JSON.stringify(history.body)).toContain('Barzahlung verbucht');
    await t
      .http()
      .get('/api/admin/vendors/3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f/history')
      .set(auth)
      .expect(404);
    // Money documents are untouched.
    expect(await t.em().count(LedgerEntry, {})).toBe(ledgerBefore);

    // Running it again changes nothing.
    await seasonChange(false)
      .expect(409)
      .expect(({ body }) => expect(body.message).toContain('bereits archiviert'));
    expect(await currentYear()).toBe(2027);

    // A returning vendor is offered last year's stall.
    const returning = await register(t, { email: 'GRUBER@example.at' });
    const suggestion = await t
      .http()
      .get(`/api/admin/vendors/${returning.vendorId}/booth-suggestion`)
      .set(auth)
      .expect(200);
    expect(suggestion.body.suggestion).toMatchObject({ boothNumber: 'AK-01', year: 2026 });

    // The blocked vendor stays blocked for the next season (docs/decisions.md 77).
    const refused = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ email: 'Klein@Example.at' }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.message).toBe(
      'Eine Anmeldung ist mit dieser E-Mail-Adresse derzeit nicht möglich. Bitte kontaktieren Sie den Veranstalter.',
    );
  });

  it('runs by itself two months after the market end, once', async () => {
    const gone = await assigned('AK-01');
    const job = t.app.get(ArchiveSeasonJob);
    await at('2027-02-08T21:00:00Z'); // 22:00 in Vienna, two months after 8 December
    expect(await job.run('test')).toBeNull();
    expect(await currentYear()).toBe(2026);
    await at('2027-02-08T23:30:00Z');
    expect(await job.run('test')).toBe(1);
    await t.settle();
    expect(await vendorIds()).toEqual([]);
    expect(await currentYear()).toBe(2027);
    expect(await t.em().count(ArchiveEntry, { vendorId: gone.vendorId, year: 2026 })).toBe(1);
    expect(await job.run('test')).toBeNull();
    expect(await currentYear()).toBe(2027);
    const { body: jobs } = await t.http().get('/api/admin/jobs').set(auth).expect(200);
    expect(
      (jobs as { name: string }[]).find((entry) => entry.name === 'archive-season'),
    ).toMatchObject({
      label: 'Saison archivieren (zwei Monate nach Marktende)',
      lastRun: {
        status: 'succeeded',
        summary: 'Saison 2026 archiviert (1 Händler). Die aktuelle Saison ist jetzt 2027.',
      },
    });
  });

  it('lists its next run as the first 03:00 after it is due, as its schedule says', async () => {
    const { body: jobs } = await t.http().get('/api/admin/jobs').set(auth).expect(200);
    const job = (jobs as { name: string; schedule: string; nextRunAt: string | null }[]).find(
      (entry) => entry.name === 'archive-season',
    )!;
    expect(job.schedule).toBe(
      'täglich um 03:00; wirkt einmal pro Saison, zwei Monate nach dem letzten Markttag',
    );
    // Due at the end of 8 February 2027; the daily 03:00 run (Vienna, UTC+1) archives on the 9th.
    expect(job.nextRunAt).toBe('2027-02-09T02:00:00.000Z');
  });

  it('is for the organiser only', async () => {
    await t.http().post('/api/admin/season-change').send({ dryRun: true }).expect(401);
  });
});
