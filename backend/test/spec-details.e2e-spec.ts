import request from 'supertest';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register, registerOnStall, registration } from './support/vendors.js';

let t: TestApp;
let auth: { Authorization: string };

const PERMANENT =
  'Diese Sperre ist dauerhaft und kann nicht aufgehoben werden. Ein Organisator kann sie im Archiv als aufhebbar kennzeichnen.';
const BLOCKED_TEXT =
  'Eine Anmeldung ist mit dieser E-Mail-Adresse derzeit nicht möglich. Bitte kontaktieren Sie den Veranstalter.';
const NOT_WHOLE_CENTS =
  'Ungültiger Betrag: Beträge werden hier in Cent übermittelt, als ganze Zahl (14000 = 140,00 €).';
const DEPOSIT_WRONG_UNIT =
  'Ungültiger Betrag: Die Anzahlung wird in Euro übermittelt (10 = 10,00 €).';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  auth = await adminAuth(t);
});
afterAll(async () => {
  await t.close();
});

interface Entry {
  id: number;
  vendorId: string | null;
  status: 'active' | 'blocked';
  reason: string | null;
  canBeUnblocked: boolean;
}

async function archive(): Promise<Entry[]> {
  const { body } = await t.http().get('/api/admin/vendor-archive').set(auth).expect(200);
  return body as Entry[];
}

async function adminVendor(vendorId: string) {
  const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
  return (body as { id: string; isBlocked: boolean; canBeUnblocked: boolean }[]).find(
    (vendor) => vendor.id === vendorId,
  )!;
}

const messageOf = (body: { message: string | string[] }) =>
  Array.isArray(body.message) ? body.message.join(' ') : body.message;

describe('a permanent block (canBeUnblocked false)', () => {
  it('refuses "Sperre aufheben" in German everywhere until an organiser marks it liftable', async () => {
    const { vendorId } = await register(t, { email: 'ticket@example.at' });
    const { body: blocked } = await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/block`)
      .set(auth)
      .send({ reason: 'Lift-Ticket weitergegeben', canBeUnblocked: false })
      .expect(200);
    expect(blocked).toMatchObject({ isBlocked: true, canBeUnblocked: false });
    await t.settle();
    const [entry] = await archive();
    expect(entry).toMatchObject({
      vendorId,
      status: 'blocked',
      reason: 'Lift-Ticket weitergegeben',
      canBeUnblocked: false,
    });

    const refused = await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/unblock`)
      .set(auth)
      .expect(409);
    expect(refused.body.message).toBe(PERMANENT);
    const refusedInArchive = await t
      .http()
      .patch(`/api/admin/vendor-archive/${entry.id}/unblock`)
      .set(auth)
      .expect(409);
    expect(refusedInArchive.body.message).toBe(PERMANENT);
    expect(await adminVendor(vendorId)).toMatchObject({ isBlocked: true, canBeUnblocked: false });
    expect((await archive())[0]).toMatchObject({ status: 'blocked', canBeUnblocked: false });

    // A later block without a mark (a job's, the vendors tab's) does not loosen it.
    await t.http().post(`/api/admin/vendors/${vendorId}/block`).set(auth).send({}).expect(200);
    await t.settle();
    expect(await adminVendor(vendorId)).toMatchObject({ canBeUnblocked: false });
    expect((await archive())[0]).toMatchObject({ canBeUnblocked: false });

    const { body: history } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/history`)
      .set(auth)
      .expect(200);
    expect(JSON.stringify(history)).toContain('Dauerhaft gesperrt');

    const { body: marked } = await t
      .http()
      .patch(`/api/admin/vendor-archive/${entry.id}`)
      .set(auth)
      .send({ canBeUnblocked: true })
      .expect(200);
    expect(marked).toMatchObject({
      message: 'Sperre als aufhebbar gekennzeichnet',
      entry: { id: entry.id, canBeUnblocked: true, status: 'blocked' },
    });
    expect(await adminVendor(vendorId)).toMatchObject({ isBlocked: true, canBeUnblocked: true });

    await t.http().post(`/api/admin/vendors/${vendorId}/unblock`).set(auth).expect(200);
    await t.settle();
    expect(await adminVendor(vendorId)).toMatchObject({ isBlocked: false });
    expect((await archive())[0]).toMatchObject({ status: 'active' });
  });

  it('blocks permanently from the archive tab; the block outlives the vendor and keeps the address out', async () => {
    const { vendorId } = await register(t, { email: 'ausschluss@example.at' });
    const { body: entry } = await t
      .http()
      .post('/api/admin/vendor-archive')
      .set(auth)
      .send({ vendorId, reason: 'Ausschluss', year: 2026, canBeUnblocked: false })
      .expect(201);
    expect(entry).toMatchObject({ status: 'blocked', canBeUnblocked: false });
    expect(await adminVendor(vendorId)).toMatchObject({ isBlocked: true, canBeUnblocked: false });

    await t.http().delete(`/api/admin/vendors/${vendorId}`).set(auth).expect(200);
    const refused = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ email: 'ausschluss@example.at' }))
      .expect(403);
    expect(refused.body.message).toBe(BLOCKED_TEXT);
    const stillRefused = await t
      .http()
      .patch(`/api/admin/vendor-archive/${entry.id}/unblock`)
      .set(auth)
      .expect(409);
    expect(stillRefused.body.message).toBe(PERMANENT);

    // Marked permanent again after being liftable: the mark goes both ways.
    await t
      .http()
      .patch(`/api/admin/vendor-archive/${entry.id}`)
      .set(auth)
      .send({ canBeUnblocked: true })
      .expect(200);
    const { body: again } = await t
      .http()
      .patch(`/api/admin/vendor-archive/${entry.id}`)
      .set(auth)
      .send({ canBeUnblocked: false })
      .expect(200);
    expect(again).toMatchObject({
      message: 'Sperre als dauerhaft gekennzeichnet',
      entry: { canBeUnblocked: false },
    });
  });

  it('needs the organiser, a true or false, and a blocked entry', async () => {
    const { vendorId } = await register(t, { email: 'pruefen@example.at' });
    await t.http().patch('/api/admin/vendor-archive/1').send({ canBeUnblocked: true }).expect(401);
    const invalid = await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/block`)
      .set(auth)
      .send({ canBeUnblocked: 'nein' })
      .expect(400);
    expect(messageOf(invalid.body)).toContain(
      'Bitte geben Sie an, ob die Sperre aufgehoben werden kann (true oder false).',
    );
    expect(await adminVendor(vendorId)).toMatchObject({ isBlocked: false });

    await t.http().post(`/api/admin/vendors/${vendorId}/block`).set(auth).send({}).expect(200);
    await t.settle();
    const [entry] = await archive();
    expect(entry.canBeUnblocked).toBe(true);
    const missing = await t
      .http()
      .patch(`/api/admin/vendor-archive/${entry.id}`)
      .set(auth)
      .send({})
      .expect(400);
    expect(messageOf(missing.body)).toContain(
      'Bitte geben Sie an, ob die Sperre aufgehoben werden kann (true oder false).',
    );
    await t
      .http()
      .patch('/api/admin/vendor-archive/999999')
      .set(auth)
      .send({ canBeUnblocked: false })
      .expect(404);

    await t.http().post(`/api/admin/vendors/${vendorId}/unblock`).set(auth).expect(200);
    await t.settle();
    const notBlocked = await t
      .http()
      .patch(`/api/admin/vendor-archive/${entry.id}`)
      .set(auth)
      .send({ canBeUnblocked: false })
      .expect(409);
    expect(notBlocked.body.message).toBe('Dieser Eintrag ist nicht gesperrt.');
  });
});

describe('pricePerMeter of a stall area', () => {
  async function area(code: string) {
    const { body } = await t.http().get('/api/admin/booths').set(auth).expect(200);
    return (body as { id: number; code: string; pricePerMeter: number | null }[]).find(
      (candidate) => candidate.code === code,
    )!;
  }

  it('is stored in cents, shown to the organiser and in the public API, and cleared with null', async () => {
    const { id, pricePerMeter } = await area('AK');
    expect(pricePerMeter).toBeNull();
    const { body: saved } = await t
      .http()
      .patch(`/api/admin/booth-areas/${id}`)
      .set(auth)
      .send({ pricePerMeter: 2500 })
      .expect(200);
    expect(saved).toMatchObject({ code: 'AK', pricePerMeter: 2500, price: 15000 });
    const { body: publicAreas } = await t.http().get('/api/booth-areas').expect(200);
    expect(publicAreas.find((a: { code: string }) => a.code === 'AK')).toMatchObject({
      pricePerMeter: 2500,
      price: 15000,
    });

    await t
      .http()
      .patch(`/api/admin/booth-areas/${id}`)
      .set(auth)
      .send({ pricePerMeter: null })
      .expect(200);
    expect((await area('AK')).pricePerMeter).toBeNull();
  });

  it('refuses negative, fractional, too high and non-numeric values in German and keeps the old one', async () => {
    const { id } = await area('RS');
    await t
      .http()
      .patch(`/api/admin/booth-areas/${id}`)
      .set(auth)
      .send({ pricePerMeter: 1800 })
      .expect(200);
    const refused: [unknown, string][] = [
      [-1, 'Preis pro Laufmeter muss positiv sein'],
      [12.5, 'Preis pro Laufmeter muss positiv sein'],
      ['25', 'Preis pro Laufmeter muss positiv sein'],
      [10_000_001, 'Preis pro Laufmeter darf höchstens 100.000,00 € betragen'],
    ];
    for (const [value, message] of refused) {
      const { body } = await t
        .http()
        .patch(`/api/admin/booth-areas/${id}`)
        .set(auth)
        .send({ pricePerMeter: value })
        .expect(400);
      expect(messageOf(body)).toContain(message);
    }
    expect((await area('RS')).pricePerMeter).toBe(1800);
  });
});

describe('money units', () => {
  async function ledger(vendorId: string) {
    const lines = await t.em().find(LedgerEntry, { vendorId });
    return lines.map((line) => [line.kind, line.amount]);
  }

  it('refuses a fraction of a cent on the cents routes, naming the unit', async () => {
    const { vendorId } = await registerOnStall(t, auth, 'AK-01');
    for (const [path, body] of [
      [`/api/admin/vendors/${vendorId}/cash-payment`, { amount: 140.5 }],
      [`/api/admin/vendors/${vendorId}/payment`, { amount: 0.5 }],
    ] as const) {
      const { body: refused } = await t.http().post(path).set(auth).send(body).expect(400);
      expect(messageOf(refused)).toContain(NOT_WHOLE_CENTS);
    }
    const { body: patched } = await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(auth)
      .send({ paymentAmount: 150.5 })
      .expect(400);
    expect(messageOf(patched)).toContain(NOT_WHOLE_CENTS);
    // A whole number that is simply not a valid amount keeps the general text.
    const { body: zero } = await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/cash-payment`)
      .set(auth)
      .send({ amount: 0 })
      .expect(400);
    expect(messageOf(zero)).toContain('Bitte geben Sie einen gültigen Betrag ein');
    expect(await ledger(vendorId)).toEqual([]);
  });

  it('refuses a payment of 100 times the open amount or more as the wrong unit, and books one below it', async () => {
    const { vendorId } = await registerOnStall(t, auth, 'AK-01');
    // 150,00 € open: 15.000,00 € is the open amount typed in cents into a euro field.
    for (const path of ['cash-payment', 'payment']) {
      const { body } = await t
        .http()
        .post(`/api/admin/vendors/${vendorId}/${path}`)
        .set(auth)
        .send({ amount: 1_500_000 })
        .expect(400);
      expect(messageOf(body).replace(/\s/g, ' ')).toBe(
        'Ungültiger Betrag: 15 000,00 € ist das Hundertfache des offenen Betrags von 150,00 € oder mehr. Beträge werden in Cent übermittelt (14000 = 140,00 €).',
      );
    }
    expect(await ledger(vendorId)).toEqual([]);

    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/cash-payment`)
      .set(auth)
      .send({ amount: 1_499_999 })
      .expect(200);
    expect(await ledger(vendorId)).toEqual(
      expect.arrayContaining([
        ['cash_payment', 1_499_999],
        ['refund_due', -1_484_999],
      ]),
    );
  });

  it('takes the deposit in euros on the vendor routes and names the unit for 1000 or a fraction of a cent', async () => {
    const browser = request.agent(t.app.getHttpServer());
    const { body: registered } = await browser
      .post('/api/vendors/register')
      .send(
        registration({
          boothAssignmentPreference: 'self',
          selectedBoothId: await boothIdOf(t, 'AK-02'),
        }),
      )
      .expect(201);
    const refused: [number, string][] = [
      [1000, DEPOSIT_WRONG_UNIT],
      [10.005, DEPOSIT_WRONG_UNIT],
      [20, 'Die Anzahlung beträgt 10,00 €.'],
    ];
    for (const [amount, message] of refused) {
      const { body } = await browser
        .post('/api/sumup/create-checkout')
        .send({ vendorId: registered.vendorId, amount })
        .expect(400);
      expect(messageOf(body)).toContain(message);
    }
    await browser
      .post('/api/sumup/create-checkout')
      .send({ vendorId: registered.vendorId, amount: 10 })
      .expect(201);
  });

  it('names the unit and gives an example of every amount in the OpenAPI document', async () => {
    const { body: document } = await t.http().get('/api/docs-json').expect(200);
    const amount = /^amount|Amount(Due)?$|^price|Price$|PerMeter$/;
    const found: string[] = [];
    const unsaid: string[] = [];
    const walk = (schema: Record<string, unknown>, path: string) => {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const [name, property] of Object.entries(properties)) {
        const numeric = property.type === 'number' || property.type === 'integer';
        if (numeric && amount.test(name)) {
          found.push(`${path}.${name}`);
          const description = String(property.description ?? '');
          if (!/\b(Cent|Euro)\b/.test(description) || property.example === undefined) {
            unsaid.push(`${path}.${name}`);
          }
        }
        if (property.items) walk(property.items as Record<string, unknown>, `${path}.${name}[]`);
        if (property.properties) walk(property, `${path}.${name}`);
      }
    };
    for (const [name, schema] of Object.entries(
      document.components.schemas as Record<string, Record<string, unknown>>,
    )) {
      walk(schema, name);
    }
    expect(found).toEqual(
      expect.arrayContaining([
        'AdminPaymentDto.amount',
        'CreateCheckoutDto.amount',
        'VendorAccountDto.openAmount',
        'UpdateBoothAreaDto.pricePerMeter',
      ]),
    );
    expect(unsaid).toEqual([]);
    const deposit = document.components.schemas.CreateCheckoutDto.properties.amount;
    expect(deposit.description).toContain('Euro');
    expect(document.components.schemas.AdminPaymentDto.properties.amount.description).toContain(
      'Cent',
    );
  });
});

describe('the scanner route answers a failed scan in the error field too', () => {
  it('carries the German message in `error` on POST /api/admin/scan-code, and only there', async () => {
    const { body } = await t
      .http()
      .post('/api/admin/scan-code')
      .set(auth)
      .send({ scanCode: '9999' })
      .expect(404);
    expect(body).toEqual({
      statusCode: 404,
      message: body.message,
      error: body.message,
      code: expect.stringMatching(/^SETUP_DAY_NOT_FOUND/),
    });
    expect(body.message).toMatch(/^Code nicht gefunden|Ungültiger Scan-Code/);

    const invalid = await t
      .http()
      .post('/api/admin/scan-code')
      .set(auth)
      .send({ scanCode: 42 })
      .expect(400);
    expect(invalid.body.error).toBe(invalid.body.message);
    const unauthorised = await t.http().post('/api/admin/scan-code').send({}).expect(401);
    expect(unauthorised.body.error).toBe(unauthorised.body.message);

    const lookup = await t
      .http()
      .post('/api/admin/scan-lookup')
      .set(auth)
      .send({ scanCode: '9999' })
      .expect(404);
    expect(lookup.body.error).toBe('Not Found');
  });
});
