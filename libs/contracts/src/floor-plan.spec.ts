import fc from 'fast-check';
import {
  type AreaSurcharges,
  formatMetres,
  formatStallSize,
  type StallAttributes,
  stallCorners,
  stallInsidePlan,
  type StallPlacement,
  stallPriceDetail,
  stallPriceSummary,
  stallPriceTotal,
  stallsOverlap,
  surchargeLabel,
} from './floor-plan.js';

const NO_SURCHARGES: AreaSurcharges = { power: 0, water: 0, covered: 0, vehicleAccess: 0 };
const PLAIN: StallAttributes = {
  powerAmps: null,
  water: false,
  covered: false,
  vehicleAccess: false,
};
const area = (
  change: Partial<{ price: number; pricePerMeter: number | null; surcharges: AreaSurcharges }> = {},
) => ({
  price: 15000,
  pricePerMeter: null,
  surcharges: NO_SURCHARGES,
  ...change,
});
const stall = (change: Partial<StallAttributes & { widthCm: number | null }> = {}) => ({
  ...PLAIN,
  widthCm: null,
  ...change,
});
const at = (xCm: number, yCm: number, change: Partial<StallPlacement> = {}): StallPlacement => ({
  xCm,
  yCm,
  widthCm: 300,
  depthCm: 200,
  rotationDeg: 0,
  ...change,
});

describe('stallPriceDetail: the fee rule', () => {
  it('is the area price for a stall without a width or an area without a price per metre', () => {
    expect(stallPriceDetail(area(), stall())).toEqual({ base: 15000, surcharges: [] });
    expect(stallPriceDetail(area(), stall({ widthCm: 400 }))).toEqual({
      base: 15000,
      surcharges: [],
    });
    expect(stallPriceDetail(area({ pricePerMeter: 2500 }), stall())).toEqual({
      base: 15000,
      surcharges: [],
    });
  });

  it('is width × price per metre for a stall with a width, rounded half up to the cent', () => {
    expect(stallPriceDetail(area({ pricePerMeter: 2500 }), stall({ widthCm: 300 })).base).toBe(
      7500,
    );
    // 2,5 m × 24,99 € = 62,475 € → 62,48 €
    expect(stallPriceDetail(area({ pricePerMeter: 2499 }), stall({ widthCm: 250 })).base).toBe(
      6248,
    );
    // 0,5 m × 0,01 € = 0,005 € → 0,01 €
    expect(stallPriceDetail(area({ pricePerMeter: 1 }), stall({ widthCm: 50 })).base).toBe(1);
    expect(stallPriceDetail(area({ pricePerMeter: 0 }), stall({ widthCm: 300 })).base).toBe(0);
  });

  it('adds the surcharge of each attribute the stall has, in a fixed order, none when 0', () => {
    const surcharges = { power: 2500, water: 1000, covered: 0, vehicleAccess: 500 };
    const all = stall({ powerAmps: 32, water: true, covered: true, vehicleAccess: true });
    const detail = stallPriceDetail(area({ surcharges }), all);
    expect(detail).toEqual({
      base: 15000,
      surcharges: [
        { kind: 'power', amount: 2500, powerAmps: 32 },
        { kind: 'water', amount: 1000 },
        { kind: 'vehicleAccess', amount: 500 },
      ],
    });
    expect(stallPriceTotal(detail)).toBe(19000);
    // Attributes the stall lacks cost nothing, whatever the area charges for them.
    expect(stallPriceDetail(area({ surcharges }), stall({ covered: true }))).toEqual({
      base: 15000,
      surcharges: [],
    });
  });

  it('reads as lines and as one summary in German', () => {
    const detail = stallPriceDetail(
      area({ surcharges: { ...NO_SURCHARGES, power: 2500, water: 1000 } }),
      stall({ powerAmps: 16, water: true }),
    );
    expect(detail.surcharges.map(surchargeLabel)).toEqual([
      'Zuschlag Stromanschluss 16 A',
      'Zuschlag Wasser',
    ]);
    expect(stallPriceSummary(detail).replace(/\u00a0/g, ' ')).toBe(
      'Standgebühr 150,00 € + Zuschlag Stromanschluss 16 A 25,00 € + Zuschlag Wasser 10,00 €',
    );
  });

  it('never goes below the base and grows by exactly the surcharges (any stall, any area)', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        cents,
        fc.option(cents, { nil: null }),
        fc.record({ power: cents, water: cents, covered: cents, vehicleAccess: cents }),
        fc.option(fc.integer({ min: 50, max: 2000 }), { nil: null }),
        fc.option(fc.constantFrom(10, 16, 32, 63), { nil: null }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (price, pricePerMeter, surcharges, widthCm, powerAmps, water, covered, vehicleAccess) => {
          const detail = stallPriceDetail(
            { price, pricePerMeter, surcharges },
            { widthCm, powerAmps, water, covered, vehicleAccess },
          );
          const expected =
            (powerAmps !== null ? surcharges.power : 0) +
            (water ? surcharges.water : 0) +
            (covered ? surcharges.covered : 0) +
            (vehicleAccess ? surcharges.vehicleAccess : 0);
          expect(stallPriceTotal(detail) - detail.base).toBe(expected);
          expect(Number.isInteger(detail.base)).toBe(true);
          expect(detail.surcharges.every((item) => item.amount > 0)).toBe(true);
        },
      ),
    );
  });
});

describe('lengths in Austrian writing', () => {
  it('writes metres with a decimal comma and no trailing zeros', () => {
    expect(formatMetres(300)).toBe('3 m');
    expect(formatMetres(250)).toBe('2,5 m');
    expect(formatMetres(1234)).toBe('12,34 m');
    expect(formatStallSize(300, 250)).toBe('3 m × 2,5 m');
  });
});

describe('stall geometry', () => {
  it('turns the corners clockwise about the centre', () => {
    const round = (points: { x: number; y: number }[]) =>
      points.map((p) => [Math.round(p.x), Math.round(p.y)]);
    expect(round(stallCorners(at(500, 400)))).toEqual([
      [350, 300],
      [650, 300],
      [650, 500],
      [350, 500],
    ]);
    // 90° clockwise (y downwards): the top left corner moves to the top right.
    expect(round(stallCorners(at(500, 400, { rotationDeg: 90 })))).toEqual([
      [600, 250],
      [600, 550],
      [400, 550],
      [400, 250],
    ]);
  });

  it('keeps a stall on the plan when its edges touch the border, not when a corner sticks out', () => {
    const plan = { widthCm: 1000, depthCm: 600 };
    expect(stallInsidePlan(at(150, 100), plan)).toBe(true);
    expect(stallInsidePlan(at(850, 500), plan)).toBe(true);
    expect(stallInsidePlan(at(149, 100), plan)).toBe(false);
    expect(stallInsidePlan(at(150, 100, { rotationDeg: 90 }), plan)).toBe(false);
    expect(stallInsidePlan(at(500, 300, { rotationDeg: 45 }), plan)).toBe(true);
    expect(stallInsidePlan(at(170, 170, { rotationDeg: 45 }), plan)).toBe(false);
    expect(stallInsidePlan(at(500, 300, { widthCm: 1001 }), plan)).toBe(false);
  });

  it('lets stalls stand side by side and corner to corner, but not overlap', () => {
    expect(stallsOverlap(at(1000, 1000), at(1300, 1000))).toBe(false); // edge to edge
    expect(stallsOverlap(at(1000, 1000), at(1300, 1200))).toBe(false); // corner to corner
    expect(stallsOverlap(at(1000, 1000), at(1299, 1000))).toBe(true);
    expect(stallsOverlap(at(1000, 1000), at(1000, 1000))).toBe(true); // the same spot
    expect(stallsOverlap(at(1000, 1000), at(1000, 1000, { widthCm: 50, depthCm: 50 }))).toBe(true); // inside
    // Rounding of a turned stall's corners is no overlap (half a centimetre).
    expect(stallsOverlap(at(1000, 1000), at(1300.3, 1000))).toBe(false);
  });

  it('finds overlaps of turned stalls the bounding boxes would get wrong', () => {
    // Two diamonds whose boxes overlap, but whose shapes only come close.
    const a = at(1000, 1000, { widthCm: 200, depthCm: 200, rotationDeg: 45 });
    const b = at(1260, 1260, { widthCm: 200, depthCm: 200, rotationDeg: 45 });
    expect(stallsOverlap(a, b)).toBe(false);
    expect(stallsOverlap(a, at(1130, 1000, { widthCm: 200, depthCm: 200, rotationDeg: 45 }))).toBe(
      true,
    );
    // A 45° turned stall next to an upright one: its corner reaches across the shared line.
    expect(stallsOverlap(at(1300, 1000), at(1620, 1000, { rotationDeg: 45 }))).toBe(true);
    expect(stallsOverlap(at(1300, 1000), at(1640, 1000, { rotationDeg: 45 }))).toBe(false);
  });

  it('agrees with the plain interval test for upright stalls, and is symmetric', () => {
    const placement = fc.record({
      xCm: fc.integer({ min: 0, max: 5000 }),
      yCm: fc.integer({ min: 0, max: 5000 }),
      widthCm: fc.integer({ min: 50, max: 2000 }),
      depthCm: fc.integer({ min: 50, max: 2000 }),
      rotationDeg: fc.constantFrom(0, 180),
    });
    fc.assert(
      fc.property(placement, placement, (a, b) => {
        const gapX = Math.abs(a.xCm - b.xCm) * 2 - (a.widthCm + b.widthCm);
        const gapY = Math.abs(a.yCm - b.yCm) * 2 - (a.depthCm + b.depthCm);
        // Away from the half-centimetre tolerance, both tests say the same.
        fc.pre(Math.abs(gapX) > 2 && Math.abs(gapY) > 2);
        expect(stallsOverlap(a, b)).toBe(gapX < 0 && gapY < 0);
        expect(stallsOverlap(b, a)).toBe(stallsOverlap(a, b));
      }),
    );
  });
});
