import { createHash } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { AdminRole } from '@standl/contracts';
import { SetUpScan } from '../src/setup-day/domain/set-up-scan.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { GOOD_PASSWORD, insertAccount } from './support/team.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { registerOnStall } from './support/vendors.js';

/**
 * The scanner with a helper's login (issue 29; docs/decisions.md 223, 224): a queued scan names
 * the helper who scanned, Aufbau sees no access codes or contacts.
 */
const smtp = new TestSmtpServer();
let t: TestApp;
let organiser: { Authorization: string };

const SETTINGS = {
  marketStartDate: '2026-12-05',
  marketEndDate: '2026-12-08',
  setupStartDate: '2026-12-01',
  setupEndDate: '2026-12-04',
};

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  t.clock.set('2026-12-03T08:00:00Z');
  organiser = await adminAuth(t);
  await t.http().patch('/api/admin/market-settings').set(organiser).send(SETTINGS).expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

interface Member {
  id: number;
  name: string;
  username: string;
}

/** A team account, written straight into the table. */
async function member(username: string, role: AdminRole, displayName: string): Promise<Member> {
  return { id: await insertAccount(t, username, displayName, role), name: displayName, username };
}

/** Signs in now (the test clock's now): the session's token and its header. */
async function signIn({ username }: Member) {
  const { body } = await t
    .http()
    .post('/api/admin/login')
    .send({ username, password: GOOD_PASSWORD })
    .expect(200);
  const token = body.token as string;
  return { token, auth: { Authorization: `Bearer ${token}` } };
}

const assigned = (boothNumber: string, name = 'Kerzen Huber') =>
  registerOnStall(t, organiser, boothNumber, { name });

async function scanVendor(auth: { Authorization: string }, vendorId: string) {
  const { body } = await t.http().get('/api/admin/scan-list').set(auth).expect(200);
  return (
    body.vendors as {
      vendorId: string;
      accessCode: string | null;
      accessCodeHash: string;
      qrToken: string;
      scanCode: string | null;
    }[]
  ).find((vendor) => vendor.vendorId === vendorId)!;
}

/** The claims of a JWT, read without checking it. */
function claimsOf(token: string): { sub: number; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: number;
    sid: string;
  };
}

const confirm = (auth: { Authorization: string }, body: Record<string, unknown>) =>
  t.http().post('/api/vendor/confirm-setup').set(auth).send(body);

async function scanOf(vendorId: string) {
  return t.em().findOneOrFail(SetUpScan, { vendorId });
}

async function setUpEvent(vendorId: string) {
  return t.em().findOneOrFail(DomainEventRecord, {
    aggregateId: vendorId,
    type: 'registration.vendor-set-up.v1',
  });
}

let keys = 0;
const key = () => `6f1c2d3e-4b5a-4c6d-8e7f-${String(++keys).padStart(12, '0')}`;

describe('a queued scan names the helper who scanned (docs/decisions.md 223)', () => {
  it("records helper A when helper B sends A's scan with A's token", async () => {
    const { vendorId } = await assigned('AK-01');
    const anna = await member('anna', 'setup', 'Anna Berger');
    const bernd = await member('bernd', 'setup', 'Bernd Huber');
    const a = await signIn(anna);
    const { qrToken } = await scanVendor(a.auth, vendorId);
    // A scans in the cellar at 08:20 and signs out later; B signs in and the queue is sent.
    t.clock.set('2026-12-03T09:00:00Z');
    await t.http().post('/api/admin/logout').set(a.auth).expect(204);
    const b = await signIn(bernd);
    const scannedAt = '2026-12-03T08:20:00.000Z';
    const body = { vendorId, qrToken, idempotencyKey: key(), scannedAt, scannedWith: a.token };
    const { body: answer } = await confirm(b.auth, body).expect(200);
    expect(answer).toMatchObject({
      outcome: 'set-up',
      vendor: { accessCode: null, setUpAt: scannedAt },
    });

    expect((await scanOf(vendorId)).scannedBy).toBe('Anna Berger');
    expect(await setUpEvent(vendorId)).toMatchObject({
      actor: 'Anna Berger',
      actorAccountId: anna.id,
    });
    // Sent again by B: still the one scan, still A's.
    await confirm(b.auth, body).expect(200);
    expect(await t.em().count(SetUpScan, { vendorId })).toBe(1);
    expect((await scanOf(vendorId)).scannedBy).toBe('Anna Berger');
  });

  it("takes the token of a session that was live at the scan, whatever the token's own expiry", async () => {
    const { vendorId } = await assigned('AK-01');
    const anna = await member('anna', 'setup', 'Anna Berger');
    const bernd = await member('bernd', 'organiser', 'Bernd Huber');
    const a = await signIn(anna);
    const { sid } = claimsOf(a.token);
    const expired = t.app
      .get(JwtService, { strict: false })
      .sign(
        { sub: anna.id, sid, username: 'anna', exp: Math.floor(Date.now() / 1000) - 60 },
        { algorithm: 'HS256' },
      );
    // Two days later the session has long expired; the scan was made while it was live.
    t.clock.set('2026-12-05T09:00:00Z');
    const b = await signIn(bernd);
    await confirm(b.auth, {
      vendorId,
      qrToken: (await scanVendor(b.auth, vendorId)).qrToken,
      scannedAt: '2026-12-03T09:00:00.000Z',
      scannedWith: expired,
    }).expect(200);
    expect((await scanOf(vendorId)).scannedBy).toBe('Anna Berger');
    expect(await setUpEvent(vendorId)).toMatchObject({ actorAccountId: anna.id });
  });

  describe('a proof that does not hold keeps the scan and names the sender', () => {
    let vendorId: string;
    let anna: Member;
    let bernd: Member;
    let a: Awaited<ReturnType<typeof signIn>>;
    let b: Awaited<ReturnType<typeof signIn>>;
    let qrToken: string;

    beforeEach(async () => {
      ({ vendorId } = await assigned('AK-01'));
      anna = await member('anna', 'setup', 'Anna Berger');
      bernd = await member('bernd', 'setup', 'Bernd Huber');
      a = await signIn(anna);
      b = await signIn(bernd);
      qrToken = (await scanVendor(b.auth, vendorId)).qrToken;
    });

    async function expectSender(scannedWith: string, scannedAt = '2026-12-03T08:30:00.000Z') {
      t.clock.set('2026-12-03T09:00:00Z');
      await confirm(b.auth, { vendorId, qrToken, scannedAt, scannedWith }).expect(200);
      expect((await scanOf(vendorId)).scannedBy).toBe('Bernd Huber');
      expect(await setUpEvent(vendorId)).toMatchObject({
        actor: 'Bernd Huber',
        actorAccountId: bernd.id,
      });
    }

    it('a session revoked before the scan', async () => {
      t.clock.set('2026-12-03T08:10:00Z');
      await t.http().post('/api/admin/logout').set(a.auth).expect(204);
      await expectSender(a.token, '2026-12-03T08:20:00.000Z');
    });

    it('a session begun after the scan', async () => {
      await expectSender(a.token, '2026-12-03T07:50:00.000Z');
    });

    it('a session expired before the scan', async () => {
      t.clock.set('2026-12-03T21:00:00Z');
      b = await signIn(bernd);
      t.clock.set('2026-12-03T21:30:00Z');
      await confirm(b.auth, {
        vendorId,
        qrToken,
        scannedAt: '2026-12-03T20:30:00.000Z',
        scannedWith: a.token,
      }).expect(200);
      expect((await scanOf(vendorId)).scannedBy).toBe('Bernd Huber');
    });

    it('a token with an edited payload', async () => {
      const [head, , signature] = a.token.split('.');
      const claims = { sub: bernd.id + 100, sid: '00000000-0000-4000-8000-000000000000' };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      await expectSender(`${head}.${payload}.${signature}`);
    });

    it("a token signed with another server's secret", async () => {
      const { sid } = claimsOf(a.token);
      const foreign = new JwtService({ secret: 'ein-anderes-geheimnis' }).sign(
        { sub: anna.id, sid, username: 'anna' },
        { algorithm: 'HS256' },
      );
      await expectSender(foreign);
    });

    it('a text that is no token', async () => {
      await expectSender('kein-token');
    });

    for (const role of ['reader', 'cashier'] as const) {
      it(`a token of a ${role === 'reader' ? 'Lesen' : 'Kasse'} account`, async () => {
        const other = await member(`konto-${role}`, role, 'Clara Maier');
        const c = await signIn(other);
        await expectSender(c.token);
      });
    }
  });
});

describe('Aufbau sees no access codes or contacts (docs/decisions.md 224)', () => {
  it('gets the scan list without access codes, with their 20-bit hashes', async () => {
    const { vendorId, accessCode } = await assigned('AK-01', 'Glühwein Gruber');
    await t.http().post('/api/admin/generate-scan-codes').set(organiser).expect(200);
    const crew = await signIn(await member('anna', 'setup', 'Anna Berger'));

    const seen = await scanVendor(crew.auth, vendorId);
    const expected = createHash('sha256')
      .update(`${vendorId}:${accessCode}`)
      .digest('hex')
      .slice(0, 5);
    expect(seen).toMatchObject({ accessCode: null, accessCodeHash: expected });
    expect(JSON.stringify(seen)).not.toContain(accessCode);
    expect(await scanVendor(organiser, vendorId)).toMatchObject({
      accessCode,
      accessCodeHash: expected,
    });

    for (const input of [seen.scanCode, seen.qrToken, accessCode]) {
      const { body } = await t
        .http()
        .post('/api/admin/scan-lookup')
        .set(crew.auth)
        .send({ scanCode: input })
        .expect(200);
      expect(body).toMatchObject({ vendorId, name: 'Glühwein Gruber', accessCode: null });
    }
    const { body } = await t
      .http()
      .post('/api/admin/scan-lookup')
      .set(organiser)
      .send({ scanCode: seen.scanCode })
      .expect(200);
    expect(body.accessCode).toBe(accessCode);
  });

  it('scans online as itself, and is refused the vendor list, the emergency list and new codes', async () => {
    const { vendorId } = await assigned('AK-01');
    await t.http().post('/api/admin/generate-scan-codes').set(organiser).expect(200);
    const anna = await member('anna', 'setup', 'Anna Berger');
    const crew = await signIn(anna);
    const { scanCode } = await scanVendor(crew.auth, vendorId);

    const { body } = await t
      .http()
      .post('/api/admin/scan-code')
      .set(crew.auth)
      .send({ scanCode })
      .expect(200);
    expect(body).toMatchObject({ outcome: 'set-up', vendor: { vendorId, accessCode: null } });
    expect((await scanOf(vendorId)).scannedBy).toBe('Anna Berger');
    expect(await setUpEvent(vendorId)).toMatchObject({ actorAccountId: anna.id });

    await t.http().get('/api/admin/vendors').set(crew.auth).expect(403);
    await t.http().get('/api/admin/emergency-list').set(crew.auth).expect(403);
    await t.http().post('/api/admin/generate-scan-codes').set(crew.auth).expect(403);
    await t.http().get('/api/admin/booth-sheets').set(crew.auth).expect(200);
    await t.http().get(`/api/qr-code/${vendorId}`).set(crew.auth).expect(200);
  });

  it('reads the lift plan without the vendors’ contact', async () => {
    const { vendorId } = await assigned('AK-01', 'Glaskunst Berger');
    await t
      .http()
      .post('/api/admin/lift-appointments')
      .set(organiser)
      .send({
        vendorId,
        vendorName: 'Glaskunst Berger',
        date: '2026-12-04',
        timeSlot: '09:00-09:30',
        appointmentType: 'setup',
        notes: 'Bringt Sackkarre',
        status: 'booked',
        bookedBy: 'admin',
      })
      .expect(201);
    const crew = await signIn(await member('anna', 'setup', 'Anna Berger'));
    const { body } = await t.http().get('/api/admin/lift-appointments').set(crew.auth).expect(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ vendorName: 'Glaskunst Berger', vendor: null });
    expect(JSON.stringify(body)).not.toMatch(/@example/);
    const { body: full } = await t
      .http()
      .get('/api/admin/lift-appointments')
      .set(organiser)
      .expect(200);
    expect(full[0].vendor).toMatchObject({ name: 'Glaskunst Berger' });
  });
});

describe('confirm-setup proves the stall by access code, QR token or scan code (docs/decisions.md 224)', () => {
  it('takes the QR token or the scan code instead of the access code', async () => {
    const a = await assigned('AK-01');
    const b = await assigned('AK-02');
    await t.http().post('/api/admin/generate-scan-codes').set(organiser).expect(200);
    const crew = (await signIn(await member('anna', 'setup', 'Anna Berger'))).auth;
    const listed = await scanVendor(crew, a.vendorId);
    const other = await scanVendor(crew, b.vendorId);

    // Another vendor's token or code, or a forged token, proves nothing: 404, nothing recorded.
    const sealed = Buffer.from(listed.qrToken.slice(7), 'base64url');
    sealed[14] ^= 0x01;
    for (const proof of [
      { qrToken: other.qrToken },
      { scanCode: other.scanCode },
      { qrToken: `STANDL:${sealed.toString('base64url')}` },
      { accessCode: b.accessCode },
    ]) {
      await confirm(crew, { vendorId: a.vendorId, ...proof })
        .expect(404)
        .expect(({ body }) => expect(body.message).toBe('Code nicht gefunden'));
    }
    expect(await t.em().count(SetUpScan, {})).toBe(0);

    await confirm(crew, { vendorId: a.vendorId, qrToken: listed.qrToken }).expect(200);
    expect(
      (await confirm(crew, { vendorId: b.vendorId, scanCode: other.scanCode }).expect(200)).body,
    ).toMatchObject({ outcome: 'set-up', vendor: { vendorId: b.vendorId, accessCode: null } });
    // A vendor's own contract (id and access code) still works, for organisers too.
    expect(
      (await confirm(organiser, { vendorId: a.vendorId, accessCode: a.accessCode }).expect(200))
        .body,
    ).toMatchObject({ outcome: 'already-set-up', vendor: { accessCode: a.accessCode } });
  });

  it('refuses none, two or a malformed proof in German', async () => {
    const { vendorId, accessCode } = await assigned('AK-01');
    const { qrToken } = await scanVendor(organiser, vendorId);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Access Code fehlt: Bitte senden Sie den Zugangscode, den QR-Code oder den Scan-Code'],
      [{ accessCode, qrToken }, 'Bitte senden Sie nur einen Nachweis des Stands'],
      [{ qrToken, scanCode: '4711' }, 'Bitte senden Sie nur einen Nachweis des Stands'],
      [{ scanCode: '47a1' }, 'Der Scan-Code besteht aus 4 Ziffern.'],
      [{ scanCode: 4711 }, 'Der Scan-Code besteht aus 4 Ziffern.'],
      [{ qrToken: 'https://example.at/' }, 'Ungültiger QR-Code'],
      [{ accessCode, scannedWith: '' }, 'Der Nachweis, wer gescannt hat, ist ungültig.'],
      [
        { accessCode, scannedWith: 'x'.repeat(3000) },
        'Der Nachweis, wer gescannt hat, ist ungültig.',
      ],
      [{ accessCode, scannedBy: 'Anna' }, 'scannedBy'],
    ];
    for (const [proof, message] of cases) {
      const { body } = await confirm(organiser, { vendorId, ...proof }).expect(400);
      expect({ proof, message: JSON.stringify(body.message) }).toEqual({
        proof,
        message: expect.stringContaining(message),
      });
    }
    expect(await t.em().count(SetUpScan, {})).toBe(0);
  });
});
