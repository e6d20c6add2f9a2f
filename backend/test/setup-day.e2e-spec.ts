import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import type { Response } from 'superagent';
import { ScanCode } from '../src/setup-day/domain/scan-code.entity.js';
import { SetUpScan } from '../src/setup-day/domain/set-up-scan.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { pdfText } from './support/invoice-documents.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register, registerOnStall } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let auth: { Authorization: string };

const MARKET = { marketStartDate: '2026-12-05', marketEndDate: '2026-12-08' };

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  t.clock.set('2026-12-03T08:00:00Z');
  auth = await adminAuth(t);
  await t.http().patch('/api/admin/market-settings').set(auth).send(MARKET).expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

function binary(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A registered vendor with an assigned stall (status confirmed). */
const assigned = (boothNumber: string, name = 'Kerzen Huber') =>
  registerOnStall(t, auth, boothNumber, { name });

const lookup = (scanCode: unknown) =>
  t.http().post('/api/admin/scan-lookup').set(auth).send({ scanCode });
const scan = (scanCode: unknown) =>
  t.http().post('/api/admin/scan-code').set(auth).send({ scanCode });
const confirm = (body: Record<string, unknown>) =>
  t.http().post('/api/vendor/confirm-setup').set(auth).send(body);

async function scanList() {
  const { body } = await t.http().get('/api/admin/scan-list').set(auth).expect(200);
  return body as {
    syncedAt: string;
    vendors: { vendorId: string; scanCode: string | null; qrToken: string; status: string }[];
  };
}

async function vendorStatus(vendorId: string) {
  const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
  return (body as { id: string; status: string; setUpAt: string | null }[]).find(
    (vendor) => vendor.id === vendorId,
  )!;
}

async function eventsOf(vendorId: string, type: string): Promise<number> {
  return t.em().count(DomainEventRecord, { aggregateId: vendorId, type });
}

async function qrContent(vendorId: string): Promise<string> {
  const response = await t
    .http()
    .get(`/api/qr-code/${vendorId}`)
    .set(auth)
    .buffer(true)
    .parse(binary)
    .expect(200)
    .expect('Content-Type', 'image/png');
  const png = PNG.sync.read(response.body as Buffer);
  const code = jsqr.default(new Uint8ClampedArray(png.data), png.width, png.height);
  return code!.data;
}

describe('scan codes and QR codes', () => {
  it('gives every assigned vendor a unique 4-digit code once', async () => {
    const a = await assigned('AK-01');
    const b = await assigned('AK-02');
    await register(t); // no stall: no code
    const first = await t.http().post('/api/admin/generate-scan-codes').set(auth).expect(200);
    expect(first.body).toEqual({ generated: 2, message: 'Scan-Codes generiert' });
    const again = await t.http().post('/api/admin/generate-scan-codes').set(auth).expect(200);
    expect(again.body.generated).toBe(0);
    const codes = await t.em().find(ScanCode, {});
    expect(codes.map((row) => row.vendorId).sort()).toEqual([a.vendorId, b.vendorId].sort());
    expect(new Set(codes.map((row) => row.code)).size).toBe(2);
    for (const row of codes) expect(row.code).toMatch(/^\d{4}$/);
    const c = await assigned('AK-03');
    await t.http().post('/api/admin/generate-scan-codes').set(auth).expect(200);
    const list = await scanList();
    expect(list.vendors.map((vendor) => vendor.vendorId)).toEqual([
      a.vendorId,
      b.vendorId,
      c.vendorId,
    ]);
    expect(list.vendors.every((vendor) => /^\d{4}$/.test(vendor.scanCode!))).toBe(true);

    // A deleted vendor's code is freed and their scan records go.
    await t
      .http()
      .post('/api/admin/scan-code')
      .set(auth)
      .send({ scanCode: b.vendorId })
      .expect(200);
    expect(await t.em().count(SetUpScan, { vendorId: b.vendorId })).toBe(1);
    await t.http().delete(`/api/admin/vendors/${b.vendorId}`).set(auth).expect(200);
    await t.settle();
    expect((await t.em().find(ScanCode, {})).map((row) => row.vendorId).sort()).toEqual(
      [a.vendorId, c.vendorId].sort(),
    );
    expect(await t.em().count(SetUpScan, { vendorId: b.vendorId })).toBe(0);
  });

  it('draws a QR code that holds only the opaque token', async () => {
    const { vendorId, accessCode } = await assigned('AK-01');
    const content = await qrContent(vendorId);
    expect(content).toMatch(/^STANDL:[A-Za-z0-9_-]+$/);
    expect(content).not.toContain(accessCode);
    expect(content).not.toContain(vendorId.slice(0, 8));
    expect((await lookup(content).expect(200)).body.vendorId).toBe(vendorId);
    const { vendorId: without } = await register(t);
    await t.http().get(`/api/qr-code/${without}`).set(auth).expect(404);
    await t.http().get('/api/qr-code/not-a-uuid').set(auth).expect(404);
  });
});

describe('reading a scan (POST /api/admin/scan-lookup)', () => {
  it('resolves the token, the scan code, the access code, the vendor id and both legacy formats', async () => {
    const { vendorId, accessCode } = await assigned('AK-07', 'Lebkuchen Maier');
    await assigned('AK-08');
    await t.http().post('/api/admin/generate-scan-codes').set(auth).expect(200);
    const mine = (await scanList()).vendors.find((vendor) => vendor.vendorId === vendorId)!;
    const pipe = `VENDOR:${vendorId}|NAME:Lebkuchen Maier|BOOTH:AK-07|ACCESS:${accessCode}`;
    const json = JSON.stringify({
      vendorId,
      vendorName: 'Lebkuchen Maier',
      accessCode,
      boothNumber: '07',
      areaCode: 'AK',
      areaName: 'Arkadenhof',
      action: 'confirm_setup',
      timestamp: '2025-12-05T07:00:00Z',
    });
    const typedCode = `${accessCode.slice(0, 5).toLowerCase()}-${accessCode.slice(5)}`;
    for (const input of [mine.qrToken, mine.scanCode, typedCode, vendorId, pipe, json]) {
      const { body } = await lookup(input).expect(200);
      expect(body).toMatchObject({
        vendorId,
        name: 'Lebkuchen Maier',
        accessCode,
        boothNumber: 'AK-07',
        areaCode: 'AK',
        areaName: 'Arkadenhof',
        status: 'confirmed',
        setUpAt: null,
      });
    }
    expect(await vendorStatus(vendorId)).toMatchObject({ status: 'confirmed', setUpAt: null });
  });

  it('answers unknown, foreign, incomplete and forged codes in German and changes nothing', async () => {
    const a = await assigned('AK-01');
    const b = await assigned('AK-02');
    const { vendorId: noStall, accessCode: noStallCode } = await register(t);
    const tokenA = (await scanList()).vendors.find((v) => v.vendorId === a.vendorId)!.qrToken;
    const sealed = Buffer.from(tokenA.slice(7), 'base64url');
    sealed[14] ^= 0x01;
    const cases: [unknown, number, string][] = [
      ['9999', 404, 'Code nicht gefunden'],
      ['ZZZZZ99999', 404, 'Code nicht gefunden'],
      [noStallCode, 404, 'Code nicht gefunden'],
      [noStall, 404, 'Code nicht gefunden'],
      ['3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f', 404, 'Code nicht gefunden'],
      [`VENDOR:${a.vendorId}|ACCESS:${b.accessCode}`, 404, 'Code nicht gefunden'],
      [`STANDL:${sealed.toString('base64url')}`, 400, 'Ungültiger QR-Code'],
      ['https://example.com/?vendor=1', 400, 'Ungültiger QR-Code'],
      ['{"action":"delete_all","vendorId":"x","accessCode":"y"}', 400, 'Ungültiger QR-Code'],
      [`VENDOR:${a.vendorId}|NAME:Huber`, 400, 'Unvollständige QR-Code-Daten'],
      ['{"action":"confirm_setup","vendorId":"x"}', 400, 'Unvollständige QR-Code-Daten'],
      ["1' OR '1'='1", 400, 'Ungültiger QR-Code'],
      ["'; DROP TABLE vendor; --", 400, 'Ungültiger QR-Code'],
      ['\u00ff\ufffd\u0080', 400, 'Ungültiger QR-Code'],
      ['\u0000\u0001', 400, 'ungültiges Steuerzeichen'],
      ['x'.repeat(10_000), 400, 'Der gescannte Inhalt ist zu lang.'],
      [`{"a":${'['.repeat(400)}${']'.repeat(400)}}`, 400, 'Ungültiger QR-Code'],
      ['', 400, 'Bitte geben Sie einen Code ein'],
      [42, 400, 'Bitte geben Sie einen Code ein'],
      [{ $ne: null }, 400, 'Bitte geben Sie einen Code ein'],
    ];
    for (const [input, status, message] of cases) {
      for (const call of [lookup, scan]) {
        const response = await call(input);
        expect({ input, status: response.status }).toEqual({ input, status });
        expect(JSON.stringify(response.body.message)).toContain(message);
      }
    }
    expect((await vendorStatus(a.vendorId)).setUpAt).toBeNull();
    expect((await vendorStatus(b.vendorId)).setUpAt).toBeNull();
    expect(await t.em().count(SetUpScan, {})).toBe(0);
  });
});

describe('confirming set-up', () => {
  it('marks the vendor Aufgebaut once, whichever way it is confirmed', async () => {
    const { vendorId, accessCode } = await assigned('AK-01');
    await t.http().post('/api/admin/generate-scan-codes').set(auth).expect(200);
    const [{ scanCode }] = (await scanList()).vendors;
    const first = await scan(scanCode).expect(200);
    expect(first.body).toMatchObject({
      outcome: 'set-up',
      message: 'Aufbau bestätigt',
      vendor: { vendorId, status: 'aufgebaut', setUpAt: '2026-12-03T08:00:00.000Z' },
    });
    t.clock.advance(60_000);
    expect((await scan(accessCode).expect(200)).body.outcome).toBe('already-set-up');
    expect((await confirm({ vendorId, accessCode }).expect(200)).body).toMatchObject({
      outcome: 'already-set-up',
      message: 'Bereits als aufgebaut markiert',
      vendor: { setUpAt: '2026-12-03T08:00:00.000Z' },
    });
    await t.http().post(`/api/admin/vendors/${vendorId}/mark-setup`).set(auth).expect(200);
    expect(await eventsOf(vendorId, 'registration.vendor-set-up.v1')).toBe(1);
    expect(await t.em().count(SetUpScan, { vendorId })).toBe(3);
    const scans = await t.em().find(SetUpScan, { vendorId }, { orderBy: { receivedAt: 'asc' } });
    expect(scans.map((row) => [row.outcome, row.scannedBy])).toEqual([
      ['set-up', 'admin'],
      ['already-set-up', 'admin'],
      ['already-set-up', 'admin'],
    ]);
  });

  it('needs the matching access code, a stall and no block', async () => {
    const a = await assigned('AK-01');
    const b = await assigned('AK-02');
    await confirm({ vendorId: a.vendorId, accessCode: b.accessCode })
      .expect(404)
      .expect(({ body }) => expect(body.message).toBe('Code nicht gefunden'));
    await confirm({ vendorId: a.vendorId, accessCode: '' })
      .expect(400)
      .expect(({ body }) => expect(JSON.stringify(body.message)).toContain('Access Code fehlt'));
    await confirm({ vendorId: 'x', accessCode: a.accessCode }).expect(400);
    await confirm({ vendorId: a.vendorId, accessCode: a.accessCode, extra: 1 }).expect(400);
    await t
      .http()
      .post(`/api/admin/vendors/${b.vendorId}/block`)
      .set(auth)
      .send({ reason: 'Regelverstoß' })
      .expect(200);
    await confirm({ vendorId: b.vendorId, accessCode: b.accessCode })
      .expect(409)
      .expect(({ body }) =>
        expect(body.message).toBe('Gesperrte Händler können nicht als aufgebaut markiert werden.'),
      );
    expect((await vendorStatus(a.vendorId)).setUpAt).toBeNull();
    expect(await t.em().count(SetUpScan, {})).toBe(0);
  });

  it('applies a queued confirmation once, however often and however concurrently it is sent', async () => {
    const { vendorId, accessCode } = await assigned('AK-01');
    const idempotencyKey = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const scannedAt = '2026-12-03T07:40:00.000Z';
    const body = { vendorId, accessCode, idempotencyKey, scannedAt };
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.outcome)).toEqual(Array(5).fill('set-up'));
    expect((await confirm(body).expect(200)).body.outcome).toBe('set-up');
    expect(await t.em().count(SetUpScan, {})).toBe(1);
    expect(await eventsOf(vendorId, 'registration.vendor-set-up.v1')).toBe(1);
    // The scan time counts, not the time the queue reached the server.
    expect((await vendorStatus(vendorId)).setUpAt).toBe(scannedAt);
    const other = await assigned('AK-02');
    await confirm({ ...body, vendorId: other.vendorId, accessCode: other.accessCode })
      .expect(409)
      .expect(({ body: answer }) =>
        expect(answer.message).toBe(
          'Dieser Bestätigungsschlüssel gehört zu einem anderen Händler.',
        ),
      );
    for (const at of ['2026-12-03T09:00:00.000Z', '2026-11-01T08:00:00.000Z', 'gestern']) {
      await confirm({ vendorId: other.vendorId, accessCode: other.accessCode, scannedAt: at })
        .expect(400)
        .expect(({ body: answer }) =>
          expect(JSON.stringify(answer.message)).toContain('Scan-Zeitpunkt'),
        );
    }
    expect((await vendorStatus(other.vendorId)).setUpAt).toBeNull();
  });
});

describe('check-in on market days', () => {
  it('checks a paid vendor in once a day; the tile counts today', async () => {
    const { vendorId, accessCode } = await assigned('AK-01');
    const unpaid = await assigned('AK-02');
    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/cash-payment`)
      .set(auth)
      .send({})
      .expect(200);
    expect((await scan(accessCode).expect(200)).body.outcome).toBe('set-up');
    t.clock.set('2026-12-05T09:00:00Z');
    auth = await adminAuth(t);
    const first = await scan(accessCode).expect(200);
    expect(first.body).toMatchObject({
      outcome: 'checked-in',
      message: 'Eingecheckt',
      vendor: { status: 'checked_in', lastCheckIn: '2026-12-05T09:00:00.000Z' },
    });
    expect((await scan(accessCode).expect(200)).body.outcome).toBe('already-checked-in');
    expect((await scan(unpaid.accessCode).expect(200)).body.outcome).toBe('set-up');
    const stats = await t.http().get('/api/admin/stats').set(auth).expect(200);
    expect(stats.body).toMatchObject({ checkinsToday: 1, setupVendors: 2 });
    t.clock.set('2026-12-06T08:00:00Z');
    auth = await adminAuth(t);
    expect((await t.http().get('/api/admin/stats').set(auth).expect(200)).body.checkinsToday).toBe(
      0,
    );
    expect((await scan(accessCode).expect(200)).body.outcome).toBe('checked-in');
    expect(await eventsOf(vendorId, 'registration.vendor-checked-in.v1')).toBe(2);
    const history = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/history`)
      .set(auth)
      .expect(200);
    expect(JSON.stringify(history.body)).toContain('Eingecheckt');
  });
});

async function pdfPages(path: string): Promise<string[]> {
  const response = await t
    .http()
    .get(path)
    .set(auth)
    .buffer(true)
    .parse(binary)
    .expect(200)
    .expect('Content-Type', 'application/pdf')
    .expect('Cache-Control', 'private, no-store');
  return (await pdfText(response.body as Buffer)).split('\n');
}

const formatted = (accessCode: string) => `${accessCode.slice(0, 5)}-${accessCode.slice(5)}`;

describe('stall sheets (GET /api/admin/booth-sheets)', () => {
  it('prints one page per stall with stall, name, status, QR and scan code, and no credential or contact', async () => {
    const { vendorId, accessCode } = await assigned('AK-01', 'Glühwein Gruber');
    await t.http().post('/api/admin/generate-scan-codes').set(auth).expect(200);
    const [{ scanCode }] = (await scanList()).vendors;
    const { body: areas } = await t.http().get('/api/admin/booths').set(auth).expect(200);
    const stallCount = (areas as { booths: unknown[] }[]).reduce((n, a) => n + a.booths.length, 0);

    const pages = await pdfPages('/api/admin/booth-sheets');

    expect(pages).toHaveLength(stallCount);
    const sheet = pages.find((page) => page.includes('Glühwein Gruber'))!;
    expect(sheet).toContain('Arkadenhof');
    expect(sheet).toContain(scanCode!.split('').join(' '));
    expect(sheet).toContain('Bestätigt (Zahlung am Markt)');
    const all = pages.join('\n');
    for (const secret of [vendorId, accessCode, formatted(accessCode), '+43 664', '@example']) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toContain('Zugangscode');
    expect(pages.filter((page) => page.includes('FREI'))).toHaveLength(stallCount - 1);
  });

  it('prints all stalls, only the assigned ones, or the selected ones', async () => {
    await assigned('AK-01', 'Glühwein Gruber');
    await assigned('RS-02', 'Krapfen Maier');

    const onlyAssigned = await pdfPages('/api/admin/booth-sheets?scope=assigned');
    expect(onlyAssigned).toHaveLength(2);
    expect(onlyAssigned[0]).toContain('AK-01 Glühwein Gruber');
    expect(onlyAssigned[1]).toContain('RS-02 Krapfen Maier');

    const selected = await pdfPages('/api/admin/booth-sheets?scope=selected&booths=rs-02,%20AK-03');
    expect(selected).toHaveLength(2);
    expect(selected[0]).toContain('AK-03');
    expect(selected[0]).toContain('FREI');
    expect(selected[1]).toContain('Krapfen Maier');
  });

  it('refuses a selection that does not fit, in German', async () => {
    const refused = async (query: string, message: string) => {
      const { body } = await t.http().get(`/api/admin/booth-sheets?${query}`).set(auth).expect(400);
      expect(body.message).toBe(message);
    };
    await refused(
      'scope=einige',
      'Bitte wählen Sie, welche Standplätze gedruckt werden: alle, nur vergebene oder ausgewählte.',
    );
    await refused('scope=selected', 'Bitte wählen Sie mindestens einen Standplatz aus.');
    await refused(
      'scope=selected&booths=%20,',
      'Bitte wählen Sie mindestens einen Standplatz aus.',
    );
    await refused(
      'booths=AK-01',
      'Einzelne Standplätze können nur mit „ausgewählte Standplätze“ angegeben werden.',
    );
    await refused(
      'scope=selected&booths=AK-01,ZZ-99,XX-1',
      'Diese Standplätze gibt es nicht: ZZ-99, XX-1',
    );
    await refused(
      `scope=selected&booths=${Array.from({ length: 401 }, (_, i) => `X${i}`).join(',')}`,
      'Es können höchstens 400 Standplätze ausgewählt werden.',
    );
  });
});

describe('emergency list (GET /api/admin/emergency-list)', () => {
  it("lists the assigned stalls' vendors with id, access code, phone, e-mail and scan code, marked confidential", async () => {
    const gruber = await assigned('AK-01', 'Glühwein Gruber');
    const maier = await assigned('RS-02', 'Krapfen Maier');
    await t.http().post('/api/admin/generate-scan-codes').set(auth).expect(200);
    const codes = new Map((await scanList()).vendors.map((v) => [v.vendorId, v.scanCode]));

    const text = (await pdfPages('/api/admin/emergency-list')).join('\n');

    expect(text).toContain('VERTRAULICH – NICHT AUSHÄNGEN');
    expect(text).toContain('Notfall-Liste Zugangsdaten');
    for (const vendor of [gruber, maier]) {
      expect(text).toContain(vendor.vendorId);
      expect(text).toContain(formatted(vendor.accessCode));
      expect(text).toContain(codes.get(vendor.vendorId)!);
    }
    expect(text).toMatch(/AK-01 Glühwein Gruber .*RS-02 Krapfen Maier/s);
    expect(text).toMatch(/\+43 ?\d/);
    expect(text).toMatch(/@example\.at/);
    expect(text).not.toContain('FREI');

    const selected = (
      await pdfPages('/api/admin/emergency-list?scope=selected&booths=RS-02,AK-03')
    ).join('\n');
    expect(selected).toContain('Krapfen Maier');
    expect(selected).not.toContain('Glühwein Gruber');
  });
});

describe('organiser only', () => {
  it('answers 401 without an organiser session', async () => {
    const { vendorId, accessCode } = await assigned('AK-01');
    const calls = [
      t.http().post('/api/admin/generate-scan-codes'),
      t.http().get('/api/admin/scan-list'),
      t.http().post('/api/admin/scan-lookup').send({ scanCode: accessCode }),
      t.http().post('/api/admin/scan-code').send({ scanCode: accessCode }),
      t.http().post('/api/vendor/confirm-setup').send({ vendorId, accessCode }),
      t.http().get(`/api/qr-code/${vendorId}`),
      t.http().get('/api/admin/booth-sheets'),
      t.http().get('/api/admin/emergency-list'),
    ];
    for (const call of calls) await call.expect(401);
    expect((await vendorStatus(vendorId)).setUpAt).toBeNull();
    expect(await t.em().count(ScanCode, {})).toBe(0);
  });
});
