import { describe, expect, it } from 'vitest';
import { clientToPlan, stallAt, stallOutline } from './plan-geometry';

const stall = (xCm: number, yCm: number, rotationDeg = 0) => ({
  placement: { xCm, yCm, widthCm: 300, depthCm: 200, rotationDeg },
});

describe('plan geometry', () => {
  it('outlines a stall as a closed subpath, turned ones by their corners', () => {
    expect(stallOutline(stall(500, 300).placement)).toBe('M350 200h300v200h-300Z');
    // A quarter turn swaps width and depth on the plan.
    expect(stallOutline(stall(500, 300, 90).placement)).toBe('M400 150h200v300h-200Z');
    expect(stallOutline(stall(500, 300, 45).placement)).toBe(
      'M464.6 123.2L676.8 335.4L535.4 476.8L323.2 264.6Z',
    );
  });

  it('turns a point on screen into plan centimetres, the plan centred in its box', () => {
    // A 40 m × 25 m plan in a 400 × 400 box: 0.1 px per cm, 75 px empty above and below.
    const box = { left: 20, top: 10, width: 400, height: 400 };
    const plan = { widthCm: 4000, depthCm: 2500 };
    expect(clientToPlan({ x: 20, y: 85 }, box, plan)).toEqual({ x: 0, y: 0, pxPerCm: 0.1 });
    expect(clientToPlan({ x: 420, y: 335 }, box, plan)).toEqual({
      x: 4000,
      y: 2500,
      pxPerCm: 0.1,
    });
  });

  it('finds the stall under a point, else the nearest within the slop', () => {
    const stalls = [stall(500, 300), stall(900, 300), stall(2000, 2000, 90)];
    expect(stallAt({ x: 510, y: 250 }, stalls, 50)).toBe(stalls[0]);
    // Between the first two, nearer the second.
    expect(stallAt({ x: 740, y: 300 }, stalls, 50)).toBe(stalls[1]);
    // Turned: 100 cm wide and 150 cm deep about its centre now.
    expect(stallAt({ x: 2000, y: 2140 }, stalls, 0)).toBe(stalls[2]);
    expect(stallAt({ x: 2140, y: 2000 }, stalls, 0)).toBeNull();
    // Nothing near enough.
    expect(stallAt({ x: 3000, y: 3000 }, stalls, 50)).toBeNull();
  });
});
