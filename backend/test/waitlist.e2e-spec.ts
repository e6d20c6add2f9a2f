import request from 'supertest';
import { WaitlistEntry } from '../src/waitlist/domain/waitlist-entry.entity.js';
import { WaitlistOffer } from '../src/waitlist/domain/waitlist-offer.entity.js';
import { ExpireWaitlistOffersJob } from '../src/waitlist/jobs/expire-waitlist-offers.job.js';
import { Booth } from '../src/booths/domain/booth.entity.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register, registerOnStall, registration } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
  auth = await adminAuth(t);
  t.clock.set('2026-11-02T09:00:00Z');
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

async function settle(app = t) {
  await app.settle();
  await app.settle();
}

async function areaOf(code: string) {
  const { body } = await t.http().get('/api/booth-areas').expect(200);
  return (body as { id: number; code: string; freeStalls: number; waitlistOpen: boolean }[]).find(
    (area) => area.code === code,
  )!;
}

async function changeArea(code: string, change: Record<string, unknown>) {
  const { id } = await areaOf(code);
  await t.http().patch(`/api/admin/booth-areas/${id}`).set(auth).send(change).expect(200);
}

/** Area SO with `count` stalls, each given to a vendor: full. */
async function fullArea(count: number) {
  await changeArea('SO', { totalBooths: count });
  const holders = [];
  for (let n = 1; n <= count; n += 1) {
    holders.push(await registerOnStall(t, auth, `SO-0${n}`, { email: `inhaber${n}@example.at` }));
  }
  return holders;
}

async function waiting(email: string) {
  const so = await areaOf('SO');
  return register(t, { email, waitlistAreaId: so.id });
}

/** A stall's id, also of an area the public map leaves out. */
async function stallId(number: string): Promise<number> {
  return (await t.em().findOneOrFail(Booth, { number })).id;
}

async function release(number: string) {
  await t
    .http()
    .patch(`/api/admin/booths/${await stallId(number)}`)
    .set(auth)
    .send({ vendorId: null, status: 'available' })
    .expect(200);
}

function offerMails(email: string) {
  return smtp
    .to(email)
    .filter((mail) => /Ein Standplatz wird frei/.test(mail.parsed.subject ?? ''));
}

/** The token of the newest offer mail to `email`. */
function tokenOf(email: string): string {
  const mails = offerMails(email);
  const text = mails.at(-1)?.parsed.text ?? '';
  const match = /warteliste-angebot\?token=([A-Za-z0-9._-]+)/.exec(text);
  if (!match) throw new Error(`Kein Angebotslink an ${email}`);
  return match[1]!;
}

async function openOffers() {
  return t.em().find(WaitlistOffer, { state: 'open' }, { orderBy: { createdAt: 'asc' } });
}

describe('joining the waiting list', () => {
  it('is refused while the area has a free stall and open once it is full', async () => {
    await changeArea('SO', { totalBooths: 1 });
    const so = await areaOf('SO');
    expect(so).toMatchObject({ freeStalls: 1, waitlistOpen: false });
    const refused = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ waitlistAreaId: so.id }))
      .expect(409);
    expect(refused.body.message).toBe(
      'Im Bereich Sonderplatz ist noch ein Standplatz frei. Bitte wählen Sie ihn direkt aus.',
    );
    expect(await t.em().count(Vendor, {})).toBe(0);

    await registerOnStall(t, auth, 'SO-01');
    expect(await areaOf('SO')).toMatchObject({ freeStalls: 0, waitlistOpen: true });
    const first = await waiting('erste@example.at');
    const second = await waiting('zweite@example.at');
    expect(first.waitlist).toEqual({ areaId: so.id, areaName: 'Sonderplatz', position: 1 });
    expect(second.waitlist).toMatchObject({ position: 2 });

    // Not together with a stall of one's own.
    await t
      .http()
      .post('/api/vendors/register')
      .send(
        registration({
          boothAssignmentPreference: 'self',
          selectedBoothId: await boothIdOf(t, 'AK-01'),
          waitlistAreaId: so.id,
        }),
      )
      .expect(400);

    // The status shows the position; the registration mail states it.
    const browser = request.agent(t.app.getHttpServer());
    const status = await browser
      .post('/api/vendors/status')
      .send({ accessCode: second.accessCode })
      .expect(200);
    expect(status.body.waitlist).toMatchObject({ areaName: 'Sonderplatz', position: 2 });
    expect(status.body.waitlistOffer).toBeNull();
    await settle();
    expect(smtp.to('zweite@example.at')[0]?.parsed.text).toContain(
      'Sie stehen auf der Warteliste für Sonderplatz an Position 2.',
    );

    // The first leaves: the second moves up; leaving twice is the same as once.
    const firstBrowser = request.agent(t.app.getHttpServer());
    await firstBrowser
      .post('/api/vendors/status')
      .send({ accessCode: first.accessCode })
      .expect(200);
    await firstBrowser.delete(`/api/vendors/${first.vendorId}/waitlist`).expect(204);
    await firstBrowser.delete(`/api/vendors/${first.vendorId}/waitlist`).expect(204);
    const after = await browser.get('/api/vendors/session').expect(200);
    expect(after.body.waitlist).toMatchObject({ position: 1 });

    // A registered vendor without a stall joins later, at the end.
    await firstBrowser
      .post(`/api/vendors/${first.vendorId}/waitlist`)
      .send({ areaId: so.id })
      .expect(201)
      .expect((response) => expect(response.body.position).toBe(2));
    await firstBrowser
      .post(`/api/vendors/${first.vendorId}/waitlist`)
      .send({ areaId: so.id })
      .expect(409);
  });

  it('is open for a closed area, whose stalls cannot be picked any more', async () => {
    await changeArea('RS', { closedForSelection: true });
    const rs = await areaOf('RS');
    expect(rs).toMatchObject({ waitlistOpen: true, freeStalls: 12 });
    await t
      .http()
      .post('/api/vendors/register')
      .send(
        registration({
          boothAssignmentPreference: 'self',
          selectedBoothId: await boothIdOf(t, 'RS-01'),
        }),
      )
      .expect(409);
    const vendor = await register(t, { email: 'rs@example.at', waitlistAreaId: rs.id });
    expect(vendor.waitlist).toMatchObject({ areaName: 'Rittersaal', position: 1 });
    // A closed area's free stalls go to its list in order: the first free one is offered at once.
    await settle();
    const [offer] = await openOffers();
    expect(offer).toMatchObject({ vendorId: vendor.vendorId, boothNumber: 'RS-01' });
    expect(offerMails('rs@example.at')).toHaveLength(1);
  });
});

describe('the chain of offers', () => {
  it('offers a freed stall to the first, then to the next when declined, and lets one accept', async () => {
    await fullArea(1);
    const a = await waiting('a@example.at');
    const b = await waiting('b@example.at');
    const c = await waiting('c@example.at');
    await settle();
    expect(await openOffers()).toEqual([]);

    await release('SO-01');
    await settle();
    const [first] = await openOffers();
    expect(first).toMatchObject({ vendorId: a.vendorId, boothNumber: 'SO-01' });
    const stall = await t.em().findOneOrFail(Booth, { number: 'SO-01' });
    expect(stall.holdVendorId).toBe(a.vendorId);
    expect(stall.holdExpiresAt?.toISOString()).toBe('2026-11-04T09:00:00.000Z');
    const mail = (offerMails('a@example.at')[0]!.parsed.text ?? '').replace(/\s+/g, ' ');
    expect(mail).toContain('Standplatz SO-01 (Sonderplatz)');
    expect(mail).toContain('4. November 2026, 10:00 Uhr');
    expect(mail).toContain('Anzahlung von 10,00 €');
    expect(offerMails('b@example.at')).toHaveLength(0);

    const tokenA = tokenOf('a@example.at');
    const lookup = await t.http().post('/api/waitlist-offers/lookup').send({ token: tokenA });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({
      state: 'open',
      boothNumber: 'SO-01',
      areaName: 'Sonderplatz',
      requiresDeposit: true,
      depositAmount: 1000,
      vendorName: 'Kerzenzieherei Huber',
    });

    // Declined: the stall goes to the next; the link is used up.
    await t.http().post('/api/waitlist-offers/decline').send({ token: tokenA }).expect(200);
    const again = await t.http().post('/api/waitlist-offers/accept').send({ token: tokenA });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Dieses Angebot wurde bereits abgelehnt.');
    await settle();
    const [second] = await openOffers();
    expect(second).toMatchObject({ vendorId: b.vendorId, boothNumber: 'SO-01' });
    expect(await t.em().findOneOrFail(WaitlistEntry, { vendorId: a.vendorId })).toMatchObject({
      state: 'declined',
    });

    // Accepted: a pick held for the deposit, the vendor signed in by the link.
    const browser = request.agent(t.app.getHttpServer());
    const accepted = await browser
      .post('/api/waitlist-offers/accept')
      .send({ token: tokenOf('b@example.at') })
      .expect(200);
    expect(accepted.body).toMatchObject({
      requiresPayment: true,
      boothNumber: 'SO-01',
      holdExpiresAt: '2026-11-02T09:30:00.000Z',
      offer: { state: 'accepted' },
    });
    const status = await browser.get('/api/vendors/session').expect(200);
    expect(status.body.vendor.id).toBe(b.vendorId);
    expect(status.body.booth).toMatchObject({ number: 'SO-01' });
    expect(status.body.waitlist).toBeNull();

    const used = await t
      .http()
      .post('/api/waitlist-offers/accept')
      .send({ token: tokenOf('b@example.at') });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('Dieses Angebot wurde bereits angenommen.');
    const forged = await t
      .http()
      .post('/api/waitlist-offers/accept')
      .send({ token: `${first!.id}.Zm9yZ2Vk` });
    expect(forged.status).toBe(400);
    await t.http().post('/api/waitlist-offers/lookup').send({ token: 'nichts' }).expect(400);

    await settle();
    expect(await openOffers()).toEqual([]);
    expect(offerMails('c@example.at')).toHaveLength(0);
    const history = await t
      .http()
      .get(`/api/admin/vendors/${b.vendorId}/history`)
      .set(auth)
      .expect(200);
    const titles = (history.body as { title: string }[]).map((entry) => entry.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Auf die Warteliste gesetzt',
        'Standplatz von der Warteliste angeboten',
        'Angebot der Warteliste angenommen',
      ]),
    );
    void c;
  });

  it('passes an expired offer on, and an answer after the end is 410', async () => {
    await fullArea(1);
    const a = await waiting('a@example.at');
    const b = await waiting('b@example.at');
    await release('SO-01');
    await settle();
    const tokenA = tokenOf('a@example.at');

    t.clock.advance(48 * 3_600_000);
    const late = await t.http().post('/api/waitlist-offers/accept').send({ token: tokenA });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('Dieses Angebot ist abgelaufen.');
    expect(await t.em().findOneOrFail(Booth, { number: 'SO-01' })).toMatchObject({
      vendorId: null,
    });

    const run = await t.app.get(ExpireWaitlistOffersJob).run('manual');
    expect(run).toMatchObject({ state: 'succeeded', result: { expired: 1 } });
    await settle();
    const [next] = await openOffers();
    expect(next).toMatchObject({ vendorId: b.vendorId, boothNumber: 'SO-01' });
    expect(await t.em().findOneOrFail(WaitlistEntry, { vendorId: a.vendorId })).toMatchObject({
      state: 'expired',
    });
    expect(smtp.to('a@example.at').map((mail) => mail.parsed.subject)).toContain(
      'Ihr Angebot für SO-01 ist abgelaufen',
    );
    // Nothing more to expire: the next run records nothing.
    expect(await t.app.get(ExpireWaitlistOffersJob).run('manual')).toEqual({ state: 'skipped' });
  });

  it('gives two stalls freed at once to the next two vendors', async () => {
    await fullArea(2);
    const a = await waiting('a@example.at');
    const b = await waiting('b@example.at');
    await waiting('c@example.at');
    await release('SO-01');
    await release('SO-02');
    await settle();
    const offers = await openOffers();
    expect(offers.map((offer) => [offer.vendorId, offer.boothNumber]).sort()).toEqual(
      [
        [a.vendorId, 'SO-01'],
        [b.vendorId, 'SO-02'],
      ].sort(),
    );
    expect(offerMails('c@example.at')).toHaveLength(0);
  });

  it('lets exactly one of 20 parallel accepts of one offer win', async () => {
    await fullArea(1);
    await changeArea('SO', { allowSelfSelection: false });
    const a = await waiting('a@example.at');
    await release('SO-01');
    await settle();
    const token = tokenOf('a@example.at');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.http().post('/api/waitlist-offers/accept').send({ token }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200)!;
    // Without self-selection the stall is assigned: occupied, the vendor confirmed.
    expect(winner.body).toMatchObject({ requiresPayment: false, holdExpiresAt: null });
    expect(await t.em().findOneOrFail(Booth, { number: 'SO-01' })).toMatchObject({
      status: 'occupied',
      vendorId: a.vendorId,
    });
    expect(await t.em().findOneOrFail(Vendor, { id: a.vendorId })).toMatchObject({
      registrationState: 'confirmed',
    });
  });
});

describe('the organiser', () => {
  it('sees, reorders, offers out of order and removes; a removed offer goes to the next', async () => {
    await fullArea(1);
    const a = await waiting('a@example.at');
    const b = await waiting('b@example.at');
    const c = await waiting('c@example.at');
    const so = await areaOf('SO');

    const { body: list } = await t.http().get('/api/admin/waitlist').set(auth).expect(200);
    const soList = (
      list.areas as { areaCode: string; entries: { entryId: string; vendorId: string }[] }[]
    ).find((area) => area.areaCode === 'SO')!;
    expect(soList.entries.map((entry) => entry.vendorId)).toEqual([
      a.vendorId,
      b.vendorId,
      c.vendorId,
    ]);
    const [ea, eb, ec] = soList.entries.map((entry) => entry.entryId);

    const { body: reordered } = await t
      .http()
      .put(`/api/admin/waitlist/areas/${so.id}/order`)
      .set(auth)
      .send({ entryIds: [ec, ea, eb] })
      .expect(200);
    expect(
      (reordered.entries as { vendorId: string; position: number }[]).map((e) => [
        e.vendorId,
        e.position,
      ]),
    ).toEqual([
      [c.vendorId, 1],
      [a.vendorId, 2],
      [b.vendorId, 3],
    ]);
    await t
      .http()
      .put(`/api/admin/waitlist/areas/${so.id}/order`)
      .set(auth)
      .send({ entryIds: [ec, ea] })
      .expect(409);

    // No free stall to offer yet; then the stall frees up and goes to the new first.
    await t.http().post(`/api/admin/waitlist/entries/${eb}/offer`).set(auth).send({}).expect(409);
    await release('SO-01');
    await settle();
    const [offer] = await openOffers();
    expect(offer).toMatchObject({ vendorId: c.vendorId, offeredBy: 'auto' });

    // Removing the entry with the open offer withdraws it; the stall goes to the next (a).
    await t.http().delete(`/api/admin/waitlist/entries/${ec}`).set(auth).expect(204);
    await settle();
    const [next] = await openOffers();
    expect(next).toMatchObject({ vendorId: a.vendorId, boothNumber: 'SO-01' });

    // A new stall: the organiser offers it to b out of order.
    await changeArea('SO', { totalBooths: 2 });
    await settle();
    const offers = await openOffers();
    // The chain gave the new stall to b already (a holds SO-01); the console shows both.
    expect(offers.map((o) => o.vendorId).sort()).toEqual([a.vendorId, b.vendorId].sort());
    const { body: after } = await t.http().get('/api/admin/waitlist').set(auth).expect(200);
    expect(
      (after.offers as { vendorId: string; state: string }[]).map((o) => o.state).sort(),
    ).toEqual(['cancelled', 'open', 'open']);
  });

  it('offers a chosen free stall directly, and vendors who get a stall leave the list', async () => {
    await changeArea('SO', { closedForSelection: true, totalBooths: 2 });
    await registerOnStall(t, auth, 'SO-01');
    const so = await areaOf('SO');
    const a = await t.http().post('/api/admin/vendors').set(auth).send({
      name: 'Händler A',
      email: 'a@example.at',
      phone: '+43 664 1234567',
      description: 'Kerzen und Seifen',
    });
    expect(a.status).toBe(201);
    const vendorA = a.body.vendorId as string;
    const b = await register(t, { email: 'b@example.at' });
    // The organiser adds both (the area is closed: no offer can be made before both are on it).
    const pause = await t.pauseWorkers();
    await t
      .http()
      .post('/api/admin/waitlist/entries')
      .set(auth)
      .send({ vendorId: vendorA, areaId: so.id })
      .expect(201);
    const { body: area } = await t
      .http()
      .post('/api/admin/waitlist/entries')
      .set(auth)
      .send({ vendorId: b.vendorId, areaId: so.id })
      .expect(201);
    const entryB = (area.entries as { entryId: string; vendorId: string }[]).find(
      (e) => e.vendorId === b.vendorId,
    )!.entryId;
    const { body: direct } = await t
      .http()
      .post(`/api/admin/waitlist/entries/${entryB}/offer`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'SO-02') })
      .expect(201);
    expect(direct).toMatchObject({
      vendorId: b.vendorId,
      boothNumber: 'SO-02',
      state: 'open',
      offeredBy: 'admin',
    });
    pause();
    await settle();
    expect(offerMails('b@example.at')).toHaveLength(1);

    // a gets a stall elsewhere: off the list.
    await t
      .http()
      .post(`/api/admin/vendors/${vendorA}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'AK-01') })
      .expect(200);
    await settle();
    expect(await t.em().findOneOrFail(WaitlistEntry, { vendorId: vendorA })).toMatchObject({
      state: 'removed',
      removedReason: 'has-stall',
    });
  });
});

describe('the expiry job on two app instances', () => {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl);
    first = await createTestApp({ databaseUrl: database.url, smtpUrl: smtp.url });
    second = await createTestApp({ databaseUrl: database.url, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('ends an expired offer once when both run the job at the same moment', async () => {
    smtp.clear();
    const admin = await adminAuth(first);
    first.clock.set('2026-11-02T09:00:00Z');
    second.clock.set('2026-11-02T09:00:00Z');
    const { body: areas } = await first.http().get('/api/booth-areas').expect(200);
    const so = (areas as { id: number; code: string }[]).find((area) => area.code === 'SO')!;
    await first
      .http()
      .patch(`/api/admin/booth-areas/${so.id}`)
      .set(admin)
      .send({ totalBooths: 1 })
      .expect(200);
    const holder = await register(first, { email: 'inhaber@example.at' });
    const soStall = await boothIdOf(first, 'SO-01');
    await first
      .http()
      .post(`/api/admin/vendors/${holder.vendorId}/assign-booth`)
      .set(admin)
      .send({ boothId: soStall })
      .expect(200);
    const a = await register(first, { email: 'a@example.at', waitlistAreaId: so.id });
    const b = await register(first, { email: 'b@example.at', waitlistAreaId: so.id });
    await first
      .http()
      .patch(`/api/admin/booths/${soStall}`)
      .set(admin)
      .send({ vendorId: null, status: 'available' })
      .expect(200);
    await settle(first);
    await settle(second);

    first.clock.advance(48 * 3_600_000 + 60_000);
    second.clock.advance(48 * 3_600_000 + 60_000);
    const jobs = [first, second].map((app) => app.app.get(ExpireWaitlistOffersJob));
    const outcomes = await Promise.all([
      jobs[0]!.run('schedule'),
      jobs[1]!.run('schedule'),
      jobs[0]!.run('schedule'),
      jobs[1]!.run('schedule'),
    ]);
    expect(outcomes.filter((outcome) => outcome.state === 'succeeded')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.state !== 'succeeded')) {
      expect(['busy', 'skipped']).toContain(outcome.state);
    }
    await settle(first);
    await settle(second);
    const em = first.em();
    const offers = await em.find(WaitlistOffer, {}, { orderBy: { createdAt: 'asc' } });
    expect(offers.map((offer) => [offer.vendorId, offer.state])).toEqual([
      [a.vendorId, 'expired'],
      [b.vendorId, 'open'],
    ]);
    const expiredEvents = await em.execute<{ count: string }[]>(
      "select count(*) from domain_event where type = 'waitlist.offer-expired.v1'",
    );
    expect(Number(expiredEvents[0]!.count)).toBe(1);
    expect(
      smtp.to('a@example.at').filter((mail) => /abgelaufen/.test(mail.parsed.subject ?? '')),
    ).toHaveLength(1);
  });
});
