import {
  ADMIN_ROLES,
  describeEvent,
  FLOOR_PLAN_MESSAGES,
  PLAN_IMAGE_MESSAGES,
  type AdminRole,
} from '@standl/contracts';
import { Booth } from '../src/booths/domain/booth.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { GOOD_PASSWORD, insertAccount } from './support/team.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register } from './support/vendors.js';

/**
 * The floor plan's API (issue 32): an area's plan size and surcharges, and each stall's place,
 * size, rotation and attributes, validated (on the plan, no overlap, sizes within limits) and
 * checked under the area's lock; only organisers change them.
 */

let t: TestApp;
let auth: { Authorization: string };

const NOW = '2026-11-21T09:00:00Z';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  t.clock.set(NOW);
  auth = await adminAuth(t);
});
afterAll(() => t.close());

interface Placement {
  xCm: number;
  yCm: number;
  widthCm: number;
  depthCm: number;
  rotationDeg: number;
}
interface AdminBooth {
  id: number;
  number: string;
  placement: Placement | null;
  widthCm: number | null;
  depthCm: number | null;
  attributes: {
    powerAmps: number | null;
    water: boolean;
    covered: boolean;
    vehicleAccess: boolean;
  };
  price: number;
  priceDetail: { base: number; surcharges: { kind: string; amount: number; powerAmps?: number }[] };
  agreedPriceDetail: unknown;
  [field: string]: unknown;
}
interface AdminArea {
  id: number;
  code: string;
  plan: { widthCm: number; depthCm: number; imageUrl: string | null } | null;
  surcharges: Record<string, number>;
  planImage: unknown;
  booths: AdminBooth[];
}

async function area(code = 'AK'): Promise<AdminArea> {
  const { body } = await t.http().get('/api/admin/booths').set(auth).expect(200);
  return (body as AdminArea[]).find((a) => a.code === code)!;
}
async function booth(number: string): Promise<AdminBooth> {
  return (await area(number.slice(0, 2))).booths.find((b) => b.number === number)!;
}
const patchArea = (id: number, body: object, as = auth) =>
  t.http().patch(`/api/admin/booth-areas/${id}`).set(as).send(body);
const layout = (id: number, body: object, as = auth) =>
  t.http().patch(`/api/admin/booths/${id}/layout`).set(as).send(body);
const events = (type: string) =>
  t.em().find(DomainEventRecord, { type }, { orderBy: { id: 'asc' } });

/** Area AK with a plan of 40 × 25 m. */
async function akWithPlan(): Promise<AdminArea> {
  const ak = await area();
  await patchArea(ak.id, { planWidthCm: 4000, planDepthCm: 2500 }).expect(200);
  return ak;
}

describe('PATCH /api/admin/booth-areas/{id}: plan size and surcharges', () => {
  it('sets and removes the plan size; both sides together or both null', async () => {
    const ak = await area();
    expect(ak.plan).toBeNull();

    const { body } = await patchArea(ak.id, { planWidthCm: 4000, planDepthCm: 2500 }).expect(200);
    expect(body.plan).toEqual({ widthCm: 4000, depthCm: 2500, imageUrl: null });
    const publicAreas = (await t.http().get('/api/booth-areas').expect(200)).body;
    expect(publicAreas.find((a: { code: string }) => a.code === 'AK').plan).toEqual(body.plan);

    for (const half of [
      { planWidthCm: 4000 },
      { planDepthCm: 2500 },
      { planWidthCm: 4000, planDepthCm: null },
    ]) {
      const refused = await patchArea(ak.id, half).expect(400);
      expect(refused.body.message).toBe(FLOOR_PLAN_MESSAGES.planSizeInvalid);
    }
    for (const wrong of [499, 100_001, 1000.5, '4000']) {
      const refused = await patchArea(ak.id, { planWidthCm: wrong, planDepthCm: 2500 }).expect(400);
      expect(refused.body.message).toBe(FLOOR_PLAN_MESSAGES.planSizeInvalid);
    }

    const removed = await patchArea(ak.id, { planWidthCm: null, planDepthCm: null }).expect(200);
    expect(removed.body.plan).toBeNull();
    const [, second] = await events('booths.booth-area-updated.v1');
    expect(second!.payload).toMatchObject({
      changed: { planSize: { from: { widthCm: 4000, depthCm: 2500 }, to: null } },
    });
    expect(describeEvent(second!.type, second!.payload).detail).toBe('Geändert: Plangröße');
  });

  it('sets surcharges that the fee of every stall with the attribute then includes', async () => {
    const ak = await area();
    const { body } = await patchArea(ak.id, { surcharges: { power: 2500, water: 1000 } }).expect(
      200,
    );
    expect(body.surcharges).toEqual({ power: 2500, water: 1000, covered: 0, vehicleAccess: 0 });
    const ak01 = await booth('AK-01');
    await layout(ak01.id, { powerAmps: 16, water: true, covered: true }).expect(200);

    const priced = await booth('AK-01');
    expect(priced.price).toBe(15000 + 2500 + 1000);
    expect(priced.priceDetail).toEqual({
      base: 15000,
      surcharges: [
        { kind: 'power', amount: 2500, powerAmps: 16 },
        { kind: 'water', amount: 1000 },
      ],
    });
    const publicStall = (await t.http().get('/api/booths').expect(200)).body.find(
      (b: { number: string }) => b.number === 'AK-01',
    );
    expect(publicStall).toMatchObject({
      price: 18500,
      priceDetail: priced.priceDetail,
      attributes: { powerAmps: 16, water: true, covered: true, vehicleAccess: false },
      placement: null,
    });

    for (const [wrong, message] of [
      [-1, FLOOR_PLAN_MESSAGES.surchargeInvalid],
      [10.5, FLOOR_PLAN_MESSAGES.surchargeInvalid],
      ['25', FLOOR_PLAN_MESSAGES.surchargeInvalid],
      [10_000_001, FLOOR_PLAN_MESSAGES.surchargeTooHigh],
    ] as const) {
      const refused = await patchArea(ak.id, { surcharges: { water: wrong } }).expect(400);
      expect(refused.body.message).toBe(message);
    }
    await patchArea(ak.id, { surcharges: { heating: 100 } }).expect(400);
    await patchArea(ak.id, { surcharges: 'viel' }).expect(400);
    const [event] = await events('booths.booth-area-updated.v1');
    expect(describeEvent(event!.type, event!.payload).detail).toBe(
      'Geändert: Zuschlag Stromanschluss, Zuschlag Wasser',
    );
  });

  it('refuses to shrink the plan under a placed stall (409), growing is fine', async () => {
    const ak = await akWithPlan();
    const ak01 = await booth('AK-01');
    await layout(ak01.id, {
      widthCm: 300,
      depthCm: 200,
      placement: { xCm: 3800, yCm: 1000 },
    }).expect(200);
    const refused = await patchArea(ak.id, { planWidthCm: 3500, planDepthCm: 2500 }).expect(409);
    expect(refused.body.message).toBe(FLOOR_PLAN_MESSAGES.outsidePlan);
    expect((await area()).plan).toMatchObject({ widthCm: 4000, depthCm: 2500 });
    await patchArea(ak.id, { planWidthCm: 3950, planDepthCm: 3000 }).expect(200);
  });
});

describe('PATCH /api/admin/booths/{id}/layout', () => {
  it('places a stall with size, rotation and attributes; takes it off the plan again', async () => {
    await akWithPlan();
    const ak01 = await booth('AK-01');
    const { body } = await layout(ak01.id, {
      placement: { xCm: 500, yCm: 400 },
      widthCm: 300,
      depthCm: 200,
      rotationDeg: 90,
      powerAmps: 32,
      vehicleAccess: true,
    }).expect(200);
    expect(body).toMatchObject({
      number: 'AK-01',
      placement: { xCm: 500, yCm: 400, widthCm: 300, depthCm: 200, rotationDeg: 90 },
      widthCm: 300,
      depthCm: 200,
      attributes: { powerAmps: 32, water: false, covered: false, vehicleAccess: true },
    });
    const [placed] = await events('booths.booth-layout-updated.v1');
    expect(placed!.payload).toEqual({
      boothNumber: 'AK-01',
      areaCode: 'AK',
      changed: {
        placement: { from: null, to: { xCm: 500, yCm: 400 } },
        widthCm: { from: null, to: 300 },
        depthCm: { from: null, to: 200 },
        rotationDeg: { from: 0, to: 90 },
        powerAmps: { from: null, to: 32 },
        vehicleAccess: { from: false, to: true },
      },
    });
    expect(describeEvent(placed!.type, placed!.payload)).toEqual({
      title: 'Standplatz auf den Lageplan gesetzt',
      detail: 'AK-01: Position, Breite, Tiefe, Drehung, Stromanschluss, Zufahrt mit Fahrzeug',
    });
    expect(placed!.actor).toBeTruthy();

    // The same body again changes nothing and records nothing.
    await layout(ak01.id, { placement: { xCm: 500, yCm: 400 }, widthCm: 300 }).expect(200);
    expect(await events('booths.booth-layout-updated.v1')).toHaveLength(1);

    const off = await layout(ak01.id, { placement: null, powerAmps: null }).expect(200);
    expect(off.body).toMatchObject({
      placement: null,
      widthCm: 300,
      depthCm: 200,
      attributes: { powerAmps: null },
    });
    const [, taken] = await events('booths.booth-layout-updated.v1');
    expect(describeEvent(taken!.type, taken!.payload).title).toBe(
      'Standplatz vom Lageplan genommen',
    );
  });

  it('validates every field with a German message', async () => {
    await akWithPlan();
    const { id } = await booth('AK-01');
    const cases: [object, string][] = [
      [{ widthCm: 49 }, FLOOR_PLAN_MESSAGES.stallSizeInvalid],
      [{ depthCm: 2001 }, FLOOR_PLAN_MESSAGES.stallSizeInvalid],
      [{ widthCm: 300.5 }, FLOOR_PLAN_MESSAGES.stallSizeInvalid],
      [{ widthCm: null }, FLOOR_PLAN_MESSAGES.stallSizeInvalid],
      [{ rotationDeg: 360 }, FLOOR_PLAN_MESSAGES.rotationInvalid],
      [{ rotationDeg: -1 }, FLOOR_PLAN_MESSAGES.rotationInvalid],
      [{ powerAmps: 20 }, FLOOR_PLAN_MESSAGES.powerAmpsInvalid],
      [{ powerAmps: '16' }, FLOOR_PLAN_MESSAGES.powerAmpsInvalid],
      [{ water: 'ja' }, FLOOR_PLAN_MESSAGES.attributeInvalid],
      [{ covered: null }, FLOOR_PLAN_MESSAGES.attributeInvalid],
      [{ placement: { xCm: -1, yCm: 10 } }, FLOOR_PLAN_MESSAGES.positionInvalid],
      [{ placement: { xCm: 10 } }, FLOOR_PLAN_MESSAGES.positionInvalid],
      [{ placement: 'mitte' }, FLOOR_PLAN_MESSAGES.positionInvalid],
      [{ placement: { xCm: 10, yCm: 10 } }, FLOOR_PLAN_MESSAGES.stallSizeMissing],
    ];
    for (const [body, message] of cases) {
      const refused = await layout(id, body).expect(400);
      expect([JSON.stringify(body), refused.body.message]).toEqual([JSON.stringify(body), message]);
    }
    await layout(id, { heating: true }).expect(400);
    await layout(999_999, { water: true }).expect(404);
    expect(await events('booths.booth-layout-updated.v1')).toHaveLength(0);
  });

  it('keeps a placed stall on the plan, rotated too; needs a plan size (409)', async () => {
    const bk = await area('BK');
    const bk01 = await booth('BK-01');
    const missing = await layout(bk01.id, {
      placement: { xCm: 500, yCm: 500 },
      widthCm: 300,
      depthCm: 200,
    }).expect(409);
    expect(missing.body.message).toBe(FLOOR_PLAN_MESSAGES.planMissing);

    await patchArea(bk.id, { planWidthCm: 1000, planDepthCm: 600 }).expect(200);
    const outside = await layout(bk01.id, {
      placement: { xCm: 100, yCm: 500 },
      widthCm: 300,
      depthCm: 200,
    }).expect(400);
    expect(outside.body.message).toBe(FLOOR_PLAN_MESSAGES.outsidePlan);
    // Edges on the border are on the plan.
    await layout(bk01.id, { placement: { xCm: 150, yCm: 100 }, widthCm: 300, depthCm: 200 }).expect(
      200,
    );
    // Turned by 90° it would stick out at the top: refused, and the stall stays as it was.
    const turned = await layout(bk01.id, { rotationDeg: 90 }).expect(400);
    expect(turned.body.message).toBe(FLOOR_PLAN_MESSAGES.outsidePlan);
    expect((await booth('BK-01')).placement).toMatchObject({ rotationDeg: 0 });
    // A stall too large for the plan does not fit anywhere.
    const bk02 = await booth('BK-02');
    await layout(bk02.id, {
      placement: { xCm: 500, yCm: 300 },
      widthCm: 2000,
      depthCm: 200,
    }).expect(400);
  });

  it('refuses an overlap with another placed stall (409), allows stalls side by side', async () => {
    await akWithPlan();
    const [ak01, ak02, ak03] = (await area()).booths;
    const size = { widthCm: 300, depthCm: 200 };
    await layout(ak01!.id, { ...size, placement: { xCm: 1000, yCm: 1000 } }).expect(200);
    await layout(ak02!.id, { ...size, placement: { xCm: 1300, yCm: 1000 } }).expect(200);

    const overlapping = await layout(ak03!.id, {
      ...size,
      placement: { xCm: 1150, yCm: 1100 },
    }).expect(409);
    expect(overlapping.body.message).toBe(FLOOR_PLAN_MESSAGES.overlaps('AK-01'));
    // Rotated by 45° next to AK-02's right edge, its corner reaches into AK-02.
    const rotated = await layout(ak03!.id, {
      ...size,
      rotationDeg: 45,
      placement: { xCm: 1620, yCm: 1000 },
    }).expect(409);
    expect(rotated.body.message).toBe(FLOOR_PLAN_MESSAGES.overlaps('AK-02'));
    await layout(ak03!.id, { ...size, rotationDeg: 0, placement: { xCm: 1600, yCm: 1000 } }).expect(
      200,
    );
    // Widening AK-03 would run into AK-02.
    const widened = await layout(ak03!.id, { widthCm: 400 }).expect(409);
    expect(widened.body.message).toBe(FLOOR_PLAN_MESSAGES.overlaps('AK-02'));
    // Off the plan, a stall is in nobody's way.
    await layout(ak02!.id, { placement: null }).expect(200);
    await layout(ak03!.id, { widthCm: 400 }).expect(200);
  });

  it('lets exactly one of 20 moves into the same spot win; the others get 409', async () => {
    await akWithPlan();
    const stalls = (await area()).booths.slice(0, 20);
    const answers = await Promise.all(
      stalls.map((stall) =>
        layout(stall.id, { widthCm: 300, depthCm: 200, placement: { xCm: 2000, yCm: 1200 } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const placed = (await area()).booths.filter((b) => b.placement !== null);
    expect(placed).toHaveLength(1);
  });

  it('never changes the fee a vendor agreed to; the next vendor pays the new one', async () => {
    const ak = await akWithPlan();
    await patchArea(ak.id, { surcharges: { power: 2500 } }).expect(200);
    const ak05 = await booth('AK-05');
    await register(t, { boothAssignmentPreference: 'self', selectedBoothId: ak05.id });
    const agreed = await t.em().findOneOrFail(Booth, { id: ak05.id });
    expect(agreed.agreedPrice).not.toBeNull();

    const { body } = await layout(ak05.id, {
      powerAmps: 16,
      widthCm: 400,
      depthCm: 300,
      placement: { xCm: 300, yCm: 300 },
    }).expect(200);
    expect(body.price).toBe(15000 + 2500);
    const after = await t.em().findOneOrFail(Booth, { id: ak05.id }, { refresh: true });
    expect([after.agreedPrice, after.agreedPriceDetail]).toEqual([
      agreed.agreedPrice,
      agreed.agreedPriceDetail,
    ]);
  });
});

describe('Who may change the plan', () => {
  it('is the organiser alone: Kasse, Aufbau and Lesen get 403 and can read the plan', async () => {
    const ak = await akWithPlan();
    const ak01 = await booth('AK-01');
    const others = ADMIN_ROLES.filter((role): role is AdminRole => role !== 'organiser');
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const role of others) {
      await insertAccount(t, `plan-${role}`, `Plan ${role}`, role);
      const { body: login } = await t
        .http()
        .post('/api/admin/login')
        .send({ username: `plan-${role}`, password: GOOD_PASSWORD })
        .expect(200);
      const as = { Authorization: `Bearer ${login.token}` };
      await layout(ak01.id, { water: true }, as).expect(403);
      await patchArea(ak.id, { surcharges: { water: 100 } }, as).expect(403);
      await t
        .http()
        .put(`/api/admin/booth-areas/${ak.id}/plan-image`)
        .set(as)
        .attach('file', Buffer.from('<svg viewBox="0 0 1 1"/>'), 'plan.svg')
        .expect(403);
      await t.http().delete(`/api/admin/booth-areas/${ak.id}/plan-image`).set(as).expect(403);
      const { body } = await t.http().get('/api/admin/booths').set(as).expect(200);
      expect(body.find((a: AdminArea) => a.code === 'AK').plan).toMatchObject({ widthCm: 4000 });
    }
    expect((await booth('AK-01')).attributes.water).toBe(false);
    expect(await events('booths.booth-layout-updated.v1')).toHaveLength(0);
  });
});

describe('GET /api/booth-areas/{id}/plan-image', () => {
  it('answers 404 in German without an image or for an unknown area', async () => {
    const ak = await akWithPlan();
    const none = await t.http().get(`/api/booth-areas/${ak.id}/plan-image`).expect(404);
    expect(none.body.message).toBe(PLAN_IMAGE_MESSAGES.notFound);
    await t.http().get('/api/booth-areas/999999/plan-image').expect(404);
    await t.http().get('/api/booth-areas/abc/plan-image').expect(404);
  });
});
