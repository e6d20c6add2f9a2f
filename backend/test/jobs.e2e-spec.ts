import { BlockNotSetUpJob } from '../src/archive/jobs/block-not-set-up.job.js';
import { BlockOpenAmountJob } from '../src/archive/jobs/block-open-amount.job.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { JobRun } from '../src/shared/jobs/job-run.entity.js';
import pg from 'pg';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register } from './support/vendors.js';

const MARKET = { marketStartDate: '2026-12-05', marketEndDate: '2026-12-08' };
/** The last market day, 18:00 in Vienna (UTC+1 in December). */
const DEADLINE = '2026-12-08T17:00:00.000Z';
/** The end of the last market day: midnight in Vienna. */
const MARKET_END = '2026-12-08T23:00:00.000Z';
const VENDOR_BLOCKED = 'registration.vendor-blocked.v1';

interface AdminVendor {
  id: string;
  isBlocked: boolean;
  blockedReason: string | null;
  totalAmount: number;
}

interface Job {
  name: string;
  label: string;
  schedule: string;
  lastRun: {
    startedAt: string;
    finishedAt: string | null;
    status: string;
    summary: string;
  } | null;
  nextRunAt: string | null;
}

/** Helpers bound to one app instance. */
function on(t: TestApp) {
  let auth: { Authorization: string };
  const self = {
    async signIn() {
      auth = await adminAuth(t);
      return auth;
    },
    /** Moves the clock; the organiser's token would have expired, so sign in again. */
    async at(instant: string) {
      t.clock.set(instant);
      await self.signIn();
    },
    async assigned(boothNumber: string, name = 'Kerzen Huber') {
      const { vendorId } = await register(t, { name });
      await t
        .http()
        .post(`/api/admin/vendors/${vendorId}/assign-booth`)
        .set(auth)
        .send({ boothId: await boothIdOf(t, boothNumber) })
        .expect(200);
      return vendorId;
    },
    async vendors(): Promise<Map<string, AdminVendor>> {
      const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
      return new Map((body as AdminVendor[]).map((vendor) => [vendor.id, vendor]));
    },
    async blockedIds(): Promise<string[]> {
      return [...(await self.vendors()).values()]
        .filter((vendor) => vendor.isBlocked)
        .map((vendor) => vendor.id)
        .sort();
    },
    check() {
      return t.http().post('/api/admin/check-block-unbuilt').set(auth).expect(200);
    },
    async jobs(): Promise<Job[]> {
      const { body } = await t.http().get('/api/admin/jobs').set(auth).expect(200);
      return body as Job[];
    },
    async archive() {
      const { body } = await t.http().get('/api/admin/vendor-archive').set(auth).expect(200);
      return body as { vendorId: string; status: string; reason: string; year: number }[];
    },
    blockEvents(vendorId?: string) {
      return t.em().count(DomainEventRecord, {
        type: VENDOR_BLOCKED,
        ...(vendorId && { aggregateId: vendorId }),
      });
    },
    runs(name: string) {
      return t.em().find(JobRun, { name });
    },
    auth: () => auth,
  };
  return self;
}

describe('scheduled blocking jobs (PGlite or DATABASE_URL)', () => {
  let t: TestApp;
  let app: ReturnType<typeof on>;

  beforeAll(async () => {
    t = await createTestApp();
    app = on(t);
  });
  beforeEach(async () => {
    await t.reset();
    await app.at('2026-12-03T08:00:00Z');
    await t.http().patch('/api/admin/market-settings').set(app.auth()).send(MARKET).expect(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('blocks once after the last market day 18:00 exactly the vendors with a stall who never set up', async () => {
    const notSetUp = await app.assigned('AK-01', 'Nie aufgebaut');
    const setUp = await app.assigned('AK-02', 'Aufgebaut');
    const alsoNotSetUp = await app.assigned('AK-03', 'Auch nicht aufgebaut');
    const withoutStall = (await register(t, { name: 'Ohne Platz' })).vendorId;
    await t.http().post(`/api/admin/vendors/${setUp}/mark-setup`).set(app.auth()).expect(200);

    // 17:59 on the last market day: too early, by hand or by schedule.
    await app.at('2026-12-08T16:59:00Z');
    const early = await app.check();
    expect(early.body).toEqual({
      blockedCount: 0,
      message:
        'Die Prüfung ist erst nach dem letzten Markttag um 18:00 Uhr möglich. Es wurde niemand gesperrt.',
    });
    await t.app.get(BlockNotSetUpJob).tick();
    expect(await app.blockedIds()).toEqual([]);
    expect(await app.runs('block-not-set-up')).toEqual([]);

    // 18:00:30: the scheduled run blocks the two.
    await app.at('2026-12-08T17:00:30Z');
    await t.app.get(BlockNotSetUpJob).tick();
    expect(await app.blockedIds()).toEqual([notSetUp, alsoNotSetUp].sort());
    const vendors = await app.vendors();
    expect(vendors.get(notSetUp)!.blockedReason).toBe('Nicht aufgebaut');
    expect(vendors.get(setUp)!.isBlocked).toBe(false);
    expect(vendors.get(withoutStall)!.isBlocked).toBe(false);
    const [run, ...more] = await app.runs('block-not-set-up');
    expect(more).toEqual([]);
    expect(run).toMatchObject({
      season: 2026,
      triggeredBy: 'schedule',
      status: 'succeeded',
      summary: '2 Händler gesperrt (nicht aufgebaut)',
    });
    await t.settle();
    const archive = await app.archive();
    expect(
      archive.map((entry) => [entry.vendorId, entry.status, entry.reason, entry.year]).sort(),
    ).toEqual(
      [
        [notSetUp, 'blocked', 'Nicht aufgebaut', 2026],
        [alsoNotSetUp, 'blocked', 'Nicht aufgebaut', 2026],
      ].sort(),
    );
    expect(await app.blockEvents(notSetUp)).toBe(1);
    const blockedAt = await t
      .em()
      .findOneOrFail(DomainEventRecord, { type: VENDOR_BLOCKED, aggregateId: notSetUp });
    expect(blockedAt.actor).toBe('system');

    // Not twice: by hand, by schedule, even after the organiser lifted one block.
    await t.http().post(`/api/admin/vendors/${alsoNotSetUp}/unblock`).set(app.auth()).expect(200);
    const again = await app.check();
    expect(again.body).toEqual({
      blockedCount: 0,
      message: 'Die Prüfung für 2026 wurde bereits durchgeführt. Es wurde niemand erneut gesperrt.',
    });
    await app.at('2026-12-09T09:00:00Z');
    await t.app.get(BlockNotSetUpJob).tick();
    await t.settle();
    expect(await app.blockedIds()).toEqual([notSetUp]);
    expect(await app.blockEvents()).toBe(2);
    expect(await app.runs('block-not-set-up')).toHaveLength(1);
  });

  it('runs by hand through the same runner and answers the count', async () => {
    const vendorId = await app.assigned('AK-04');
    await app.at('2026-12-08T17:05:00Z');
    const { body } = await app.check();
    expect(body).toEqual({
      blockedCount: 1,
      message: 'Prüfung abgeschlossen: 1 Händler ohne Aufbau gesperrt.',
    });
    expect(await app.blockedIds()).toEqual([vendorId]);
    const [run] = await app.runs('block-not-set-up');
    expect(run).toMatchObject({ triggeredBy: 'admin', status: 'succeeded', season: 2026 });
  });

  it('counts the season by the last market day: a new year with the old dates is no new deadline', async () => {
    const vendorId = await app.assigned('AK-12');
    await app.at('2026-12-08T17:01:00Z');
    expect((await app.check()).body.blockedCount).toBe(1);
    await t.http().post(`/api/admin/vendors/${vendorId}/unblock`).set(app.auth()).expect(200);

    // The season change advanced the year; the dates are still last season's.
    await t
      .http()
      .patch('/api/admin/market-settings')
      .set(app.auth())
      .send({ currentYear: 2027 })
      .expect(200);
    expect((await app.check()).body).toEqual({
      blockedCount: 0,
      message: 'Die Prüfung für 2026 wurde bereits durchgeführt. Es wurde niemand erneut gesperrt.',
    });
    expect(await app.blockedIds()).toEqual([]);

    // The organiser enters the new dates: the rule waits for the new deadline.
    await t
      .http()
      .patch('/api/admin/market-settings')
      .set(app.auth())
      .send({ marketStartDate: '2027-12-04', marketEndDate: '2027-12-07' })
      .expect(200);
    expect((await app.check()).body.blockedCount).toBe(0);
    expect(await app.runs('block-not-set-up')).toHaveLength(1);
    await app.at('2027-12-07T17:01:00Z');
    expect((await app.check()).body.blockedCount).toBe(1);
    expect((await app.runs('block-not-set-up')).map((run) => run.season).sort()).toEqual([
      2026, 2027,
    ]);
  });

  it('never blocks on a fresh install whose dates lie in the past', async () => {
    // The seed's market ended before anyone registered.
    await t
      .http()
      .patch('/api/admin/market-settings')
      .set(app.auth())
      .send({ marketStartDate: '2026-11-20', marketEndDate: '2026-11-23' })
      .expect(200);
    const first = await app.assigned('AK-05');
    const second = await app.assigned('AK-06');
    const { body } = await app.check();
    expect(body.blockedCount).toBe(0);
    await t.app.get(BlockNotSetUpJob).tick();
    await t.app.get(BlockOpenAmountJob).tick();
    expect(await app.blockedIds()).toEqual([]);
    expect((await app.vendors()).get(first)!.isBlocked).toBe(false);
    expect((await app.vendors()).get(second)!.isBlocked).toBe(false);
    expect(await app.blockEvents()).toBe(0);

    // With nobody registered at all, too.
    await t.reset();
    await app.at('2026-12-03T08:00:00Z');
    await t
      .http()
      .patch('/api/admin/market-settings')
      .set(app.auth())
      .send({ marketStartDate: '2026-11-20', marketEndDate: '2026-11-23' })
      .expect(200);
    expect((await app.check()).body.blockedCount).toBe(0);
    expect(await app.blockEvents()).toBe(0);
  });

  it('blocks vendors with an open amount once the last market day is over', async () => {
    const unpaid = await app.assigned('AK-07', 'Offen');
    const paid = await app.assigned('AK-08', 'Bezahlt');
    const setUpUnpaid = await app.assigned('AK-09', 'Aufgebaut, offen');
    const withoutStall = (await register(t)).vendorId;
    const total = (await app.vendors()).get(paid)!.totalAmount;
    expect(total).toBeGreaterThan(0);
    await t
      .http()
      .patch(`/api/admin/vendors/${paid}`)
      .set(app.auth())
      .send({ paymentAmount: total })
      .expect(200);
    await t.http().post(`/api/admin/vendors/${setUpUnpaid}/mark-setup`).set(app.auth()).expect(200);

    const job = t.app.get(BlockOpenAmountJob);
    await app.at('2026-12-08T22:59:00Z');
    expect(await job.run('schedule')).toEqual({
      state: 'too-early',
      dueAt: new Date(MARKET_END),
    });
    expect(await app.blockedIds()).toEqual([]);

    await app.at('2026-12-08T23:00:01Z');
    expect(await job.run('schedule')).toEqual({ state: 'done', season: 2026, blockedCount: 2 });
    const vendors = await app.vendors();
    expect(await app.blockedIds()).toEqual([unpaid, setUpUnpaid].sort());
    expect(vendors.get(unpaid)!.blockedReason).toBe('Offener Betrag bei Marktende');
    expect(vendors.get(paid)!.isBlocked).toBe(false);
    expect(vendors.get(withoutStall)!.isBlocked).toBe(false);
    await t.settle();
    expect(
      (await app.archive()).map((entry) => [entry.vendorId, entry.status, entry.reason]).sort(),
    ).toEqual(
      [
        [unpaid, 'blocked', 'Offener Betrag bei Marktende'],
        [setUpUnpaid, 'blocked', 'Offener Betrag bei Marktende'],
      ].sort(),
    );

    expect(await job.run('schedule')).toEqual({ state: 'already-done', season: 2026 });
    expect(await app.blockEvents()).toBe(2);
    expect(await app.runs('block-open-amount')).toHaveLength(1);
  });

  it('lists each job with label, schedule, last run and next run', async () => {
    await app.assigned('AK-10');
    let jobs = await app.jobs();
    expect(jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['block-not-set-up', 'block-open-amount']),
    );
    const notSetUp = () => jobs.find((job) => job.name === 'block-not-set-up')!;
    const openAmount = () => jobs.find((job) => job.name === 'block-open-amount')!;
    expect(notSetUp()).toEqual({
      name: 'block-not-set-up',
      label: 'Sperre: nicht aufgebaut bis zum letzten Markttag 18:00',
      schedule: 'alle 10 Minuten; wirkt einmal pro Saison nach dem letzten Markttag, 18:00',
      lastRun: null,
      nextRunAt: expect.any(String),
    });
    // The schedule ticks now, but the rule first acts at its deadline.
    const nextTick = new Date(notSetUp().nextRunAt!).getTime();
    expect(nextTick).toBeGreaterThanOrEqual(Math.min(new Date(DEADLINE).getTime(), Date.now()));
    if (Date.now() < new Date(DEADLINE).getTime()) expect(notSetUp().nextRunAt).toBe(DEADLINE);
    expect(openAmount().lastRun).toBeNull();
    expect(openAmount().label).toBe('Sperre: offener Betrag bei Marktende');

    await app.at('2026-12-08T17:01:00Z');
    await app.check();
    jobs = await app.jobs();
    expect(notSetUp().lastRun).toEqual({
      startedAt: '2026-12-08T17:01:00.000Z',
      finishedAt: '2026-12-08T17:01:00.000Z',
      status: 'succeeded',
      summary: '1 Händler gesperrt (nicht aufgebaut)',
    });
    // Done for this season: nothing more to come.
    expect(notSetUp().nextRunAt).toBeNull();
    expect(openAmount().lastRun).toBeNull();
  });

  it('records a failed run with its error and rolls its work back', async () => {
    await app.assigned('AK-11');
    await app.at('2026-12-08T17:01:00Z');
    await t
      .em()
      .execute(`alter table archive_entry add constraint fail_test check (year < 0) not valid`);
    try {
      await t.app.get(BlockNotSetUpJob).tick();
    } finally {
      await t.em().execute('alter table archive_entry drop constraint fail_test');
    }
    expect(await app.blockedIds()).toEqual([]);
    const runs = await app.runs('block-not-set-up');
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((run) => run.status === 'failed')).toBe(true);
    expect(runs[0].summary).toMatch(/^Fehlgeschlagen: /);
    const jobs = await app.jobs();
    expect(jobs.find((job) => job.name === 'block-not-set-up')!.lastRun).toMatchObject({
      status: 'failed',
    });
    // Once the cause is gone the next run does the work.
    expect((await app.check()).body.blockedCount).toBe(1);
  });
});

describe('two app instances on one PostgreSQL', () => {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl);
    first = await createTestApp({ databaseUrl: database.url });
    second = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('leave a job alone while another instance holds its lock', async () => {
    const a = on(first);
    await a.at('2026-12-03T08:00:00Z');
    await first.http().patch('/api/admin/market-settings').set(a.auth()).send(MARKET).expect(200);
    const vendorId = await a.assigned('AK-10', 'Händler AK-10');
    await a.at('2026-12-08T17:10:00Z');

    // Another instance in the middle of the job: it holds the job's advisory lock.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query(`select pg_advisory_lock(hashtext('job:block-not-set-up'))`);
      expect(await first.app.get(BlockNotSetUpJob).run('schedule')).toEqual({ state: 'busy' });
      const busy = await first.http().post('/api/admin/check-block-unbuilt').set(a.auth());
      expect(busy.body).toEqual({
        blockedCount: 0,
        message:
          'Die Prüfung läuft gerade. Bitte versuchen Sie es in einer Minute noch einmal. Es wurde niemand gesperrt.',
      });
      expect(await a.blockedIds()).toEqual([]);
      expect(await a.runs('block-not-set-up')).toEqual([]);
    } finally {
      await other.end();
    }
    expect(await first.app.get(BlockNotSetUpJob).run('schedule')).toEqual({
      state: 'done',
      season: 2026,
      blockedCount: 1,
    });
    expect(await a.blockedIds()).toEqual([vendorId]);
    await first.reset(second);
  });

  it('run a due job once when both start it at the same moment', async () => {
    const a = on(first);
    await a.at('2026-12-03T08:00:00Z');
    second.clock.set('2026-12-03T08:00:00Z');
    await first.http().patch('/api/admin/market-settings').set(a.auth()).send(MARKET).expect(200);
    const vendorIds: string[] = [];
    for (const number of ['AK-01', 'AK-02', 'AK-03', 'AK-04', 'AK-05', 'AK-06']) {
      vendorIds.push(await a.assigned(number, `Händler ${number}`));
    }

    await a.at('2026-12-08T17:10:00Z');
    second.clock.set('2026-12-08T17:10:00Z');
    const jobs = [first, second].map((t) => t.app.get(BlockNotSetUpJob));
    const outcomes = await Promise.all([
      jobs[0].run('schedule'),
      jobs[1].run('schedule'),
      jobs[0].run('schedule'),
      jobs[1].run('schedule'),
    ]);
    const done = outcomes.filter((outcome) => outcome.state === 'done');
    expect(done).toEqual([{ state: 'done', season: 2026, blockedCount: 6 }]);
    for (const outcome of outcomes.filter((o) => o.state !== 'done')) {
      expect(['busy', 'already-done']).toContain(outcome.state);
    }

    const runs = await a.runs('block-not-set-up');
    expect(runs.map((run) => run.status)).toEqual(['succeeded']);
    expect(await a.blockedIds()).toEqual([...vendorIds].sort());
    for (const vendorId of vendorIds) expect(await a.blockEvents(vendorId)).toBe(1);
    await first.settle();
    await second.settle();
    const archive = await a.archive();
    expect(archive).toHaveLength(6);
    expect(archive.every((entry) => entry.status === 'blocked')).toBe(true);

    // Later ticks of either instance change nothing.
    await Promise.all(jobs.map((job) => job.tick()));
    expect(await a.blockEvents()).toBe(6);
    expect(await a.runs('block-not-set-up')).toHaveLength(1);
  });
});
