import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { type StallPriceDetail, stallPriceDetail, stallPriceTotal } from '@standl/contracts';
import { migratedDatabase } from './support/migration-database.js';
import { BoothArea } from '../src/booths/domain/booth-area.entity.js';
import { Booth } from '../src/booths/domain/booth.entity.js';
import {
  agreedPriceParams,
  fixAgreedPriceSql,
  STALL_PRICE_DETAIL_SQL,
  STALL_PRICE_TOTAL_SQL,
} from '../src/booths/domain/stall-price.sql.js';

/**
 * The stall fee rule is said twice: `stallPriceDetail` (contracts, for the browser and the
 * reads) and the SQL the statements that fix a vendor's fee run (docs/decisions.md 300). Each
 * case is a stall row on a real database; both SQL expressions must answer what the function
 * answers for the same area and stall.
 */

type AreaFacts = Pick<
  BoothArea,
  | 'price'
  | 'pricePerMeter'
  | 'surchargePower'
  | 'surchargeWater'
  | 'surchargeCovered'
  | 'surchargeVehicleAccess'
>;
type StallFacts = Partial<
  Pick<Booth, 'widthCm' | 'powerAmps' | 'hasWater' | 'isCovered' | 'vehicleAccess'>
>;

const NO_SURCHARGES = {
  surchargePower: 0,
  surchargeWater: 0,
  surchargeCovered: 0,
  surchargeVehicleAccess: 0,
};
const AREAS: Record<string, AreaFacts> = {
  // Price per metre and every surcharge.
  AK: {
    price: 15000,
    pricePerMeter: 3333,
    surchargePower: 2500,
    surchargeWater: 1000,
    surchargeCovered: 500,
    surchargeVehicleAccess: 1500,
  },
  // Only the area's price, no surcharge at all.
  RS: { price: 12000, pricePerMeter: null, ...NO_SURCHARGES },
  // The largest price per metre; power costs nothing extra, water does.
  BK: { price: 9000, pricePerMeter: 10_000_000, ...NO_SURCHARGES, surchargeWater: 800 },
  // A price per metre that rounds down.
  SO: { price: 5000, pricePerMeter: 2501, ...NO_SURCHARGES, surchargeCovered: 700 },
};

const CASES: [string, keyof typeof AREAS, StallFacts][] = [
  ['no width: the area price', 'AK', {}],
  ['3 m at 33,33 € per metre', 'AK', { widthCm: 300 }],
  ['2,5 m: 83,325 € rounds half up to 83,33 €', 'AK', { widthCm: 250 }],
  ['3,33 m at 25,01 €: 83,2833 € rounds down', 'SO', { widthCm: 333 }],
  ['a width but no price per metre: the area price', 'RS', { widthCm: 400 }],
  ['power 16 A adds its surcharge', 'AK', { widthCm: 300, powerAmps: 16 }],
  [
    'every attribute, surcharges in their order',
    'AK',
    { widthCm: 500, powerAmps: 63, hasWater: true, isCovered: true, vehicleAccess: true },
  ],
  [
    'attributes in an area without surcharges: none',
    'RS',
    { powerAmps: 32, hasWater: true, isCovered: true, vehicleAccess: true },
  ],
  [
    'power free of charge, water charged',
    'BK',
    { widthCm: 200, powerAmps: 10, hasWater: true, vehicleAccess: true },
  ],
  ['the largest stall at the largest price per metre', 'BK', { widthCm: 2000 }],
  ['covered, the only surcharge of its area', 'SO', { isCovered: true, hasWater: true }],
];

let orm: MikroORM;
let drop: () => Promise<void>;
let em: EntityManager;

function expectedDetail(code: keyof typeof AREAS, facts: StallFacts): StallPriceDetail {
  const area = AREAS[code]!;
  return stallPriceDetail(
    {
      price: area.price,
      pricePerMeter: area.pricePerMeter,
      surcharges: {
        power: area.surchargePower,
        water: area.surchargeWater,
        covered: area.surchargeCovered,
        vehicleAccess: area.surchargeVehicleAccess,
      },
    },
    {
      widthCm: facts.widthCm ?? null,
      powerAmps: facts.powerAmps ?? null,
      water: facts.hasWater ?? false,
      covered: facts.isCovered ?? false,
      vehicleAccess: facts.vehicleAccess ?? false,
    },
  );
}

beforeAll(async () => {
  ({ orm, drop } = await migratedDatabase([Booth, BoothArea]));
  em = orm.em.fork() as EntityManager;
  const areas = Object.fromEntries(
    Object.entries(AREAS).map(([code, facts]) => [
      code,
      em.create(BoothArea, { code, name: `Bereich ${code}`, ...facts }),
    ]),
  );
  CASES.forEach(([, code, facts], index) =>
    em.create(Booth, { area: areas[code]!, number: `ST-${index + 1}`, ...facts }),
  );
  await em.flush();
});

afterAll(async () => {
  await orm?.close(true);
  await drop?.();
});

async function priceOf(number: string) {
  const [row] = await em.execute<{ total: number; detail: StallPriceDetail }[]>(
    `select ${STALL_PRICE_TOTAL_SQL} as total, ${STALL_PRICE_DETAIL_SQL} as detail
     from booth b join booth_area a on a.id = b.area_id where b.number = ?`,
    [number],
  );
  return row!;
}

describe('STALL_PRICE_TOTAL_SQL and STALL_PRICE_DETAIL_SQL, the fee rule in SQL', () => {
  it.each(CASES.map(([name, code, facts], index) => [name, code, facts, index] as const))(
    '%s',
    async (_name, code, facts, index) => {
      const { total, detail } = await priceOf(`ST-${index + 1}`);
      const expected = expectedDetail(code, facts);
      expect(detail).toEqual(expected);
      expect(Number(total)).toBe(stallPriceTotal(expected));
    },
  );

  it('rounds and adds as the fee rule says, in cents', async () => {
    expect(await priceOf('ST-2')).toEqual({ total: 9999, detail: { base: 9999, surcharges: [] } });
    expect((await priceOf('ST-3')).total).toBe(8333);
    expect((await priceOf('ST-4')).total).toBe(8328);
    expect(await priceOf('ST-6')).toEqual({
      total: 12499,
      detail: { base: 9999, surcharges: [{ kind: 'power', amount: 2500, powerAmps: 16 }] },
    });
    expect((await priceOf('ST-8')).detail).toEqual({ base: 12000, surcharges: [] });
    expect((await priceOf('ST-10')).total).toBe(200_000_000);
  });
});

describe('fixAgreedPriceSql', () => {
  const vendor = '5f0c2b8e-0000-4000-8000-000000000001';

  async function fix(number: string, holder: string) {
    const [row] = await em.execute<{ agreed_price: number; agreed_price_detail: unknown }[]>(
      `update booth b set ${fixAgreedPriceSql('b.hold_vendor_id = ?')}
       from booth_area a where a.id = b.area_id and b.number = ?
       returning b.agreed_price, b.agreed_price_detail`,
      [...agreedPriceParams([holder]), number],
    );
    return row!;
  }

  it('fixes the fee of now, and keeps an agreed one for the vendor who has it', async () => {
    await em.execute(
      `update booth set hold_vendor_id = ?, hold_expires_at = now() where number = 'ST-6'`,
      [vendor],
    );
    const fixed = await fix('ST-6', vendor);
    expect(fixed).toEqual({
      agreed_price: 12499,
      agreed_price_detail: {
        base: 9999,
        surcharges: [{ kind: 'power', amount: 2500, powerAmps: 16 }],
      },
    });

    // The organiser raises the surcharge: the vendor keeps the fee, another would pay the new one.
    await em.execute(`update booth_area set surcharge_power = 4000 where code = 'AK'`);
    expect(await fix('ST-6', vendor)).toEqual(fixed);
    expect(await fix('ST-6', '5f0c2b8e-0000-4000-8000-000000000002')).toEqual({
      agreed_price: 13999,
      agreed_price_detail: {
        base: 9999,
        surcharges: [{ kind: 'power', amount: 4000, powerAmps: 16 }],
      },
    });
  });
});
