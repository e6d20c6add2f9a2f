import { describe, expect, it } from 'vitest';
import {
  clampView,
  FITTED,
  maxScaleFor,
  panBy,
  pinch,
  viewTransform,
  wheelFactor,
  zoomAt,
} from './zoom';

const box = { width: 400, height: 300 };

/** Where a point of the box's content appears on screen under a view. */
const onScreen = (view: { scale: number; x: number; y: number }, p: { x: number; y: number }) => ({
  x: p.x * view.scale + view.x,
  y: p.y * view.scale + view.y,
});

describe('zoom arithmetic', () => {
  it('zooms about a point that stays under the finger or pointer', () => {
    const at = { x: 100, y: 60 };
    const view = zoomAt(FITTED, 2, at, box, 8);
    expect(view).toEqual({ scale: 2, x: -100, y: -60 });
    // The content point that was under (100, 60) still is.
    expect(onScreen(view, { x: 100, y: 60 })).toEqual(at);
    const further = zoomAt(view, 1.5, { x: 300, y: 200 }, box, 8);
    const contentPoint = { x: (300 - view.x) / view.scale, y: (200 - view.y) / view.scale };
    expect(onScreen(further, contentPoint).x).toBeCloseTo(300);
    expect(onScreen(further, contentPoint).y).toBeCloseTo(200);
  });

  it('keeps the scale between the whole plan and the limit', () => {
    expect(zoomAt(FITTED, 0.5, { x: 10, y: 10 }, box, 8)).toEqual(FITTED);
    expect(zoomAt({ scale: 6, x: 0, y: 0 }, 4, { x: 0, y: 0 }, box, 8).scale).toBe(8);
    expect(clampView({ scale: 0.2, x: 50, y: 50 }, box, 8)).toEqual(FITTED);
  });

  it('pans only as far as the plan still covers the box', () => {
    const zoomed = { scale: 2, x: -100, y: -100 };
    expect(panBy(zoomed, 30, -20, box, 8)).toEqual({ scale: 2, x: -70, y: -120 });
    // Past the left and top edges: stops at 0.
    expect(panBy(zoomed, 500, 500, box, 8)).toEqual({ scale: 2, x: 0, y: 0 });
    // Past the right and bottom edges: stops where the plan's far corner meets the box's.
    expect(panBy(zoomed, -5000, -5000, box, 8)).toEqual({ scale: 2, x: -400, y: -300 });
    // Fitted, there is nothing to pan.
    expect(panBy(FITTED, 40, 40, box, 8)).toEqual(FITTED);
  });

  it('pinches: fingers twice as far apart double the scale, the midpoint follows them', () => {
    const view = pinch(
      FITTED,
      [
        { x: 150, y: 150 },
        { x: 250, y: 150 },
      ],
      [
        { x: 110, y: 150 },
        { x: 310, y: 150 },
      ],
      box,
      8,
    );
    expect(view.scale).toBeCloseTo(2);
    // Midpoint moved from (200, 150) to (210, 150): the content under it moved along.
    expect(onScreen(view, { x: 200, y: 150 })).toEqual({ x: 210, y: 150 });
    // Fingers together again: back to the whole plan, never smaller.
    const back = pinch(
      view,
      [
        { x: 110, y: 150 },
        { x: 310, y: 150 },
      ],
      [
        { x: 200, y: 150 },
        { x: 210, y: 150 },
      ],
      box,
      8,
    );
    expect(back).toEqual(FITTED);
  });

  it('turns wheel steps into gentle zoom factors in either unit', () => {
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0)).toBeLessThan(1);
    expect(wheelFactor(-100, 0) * wheelFactor(100, 0)).toBeCloseTo(1);
    // Three lines as much as 48 pixels; a huge jump is capped.
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48, 0));
    expect(wheelFactor(-10_000, 0)).toBeCloseTo(wheelFactor(-200, 0));
  });

  it('writes the view as a CSS transform and derives the limit from the plan width', () => {
    expect(viewTransform({ scale: 2, x: -10, y: -5 })).toBe('translate(-10px, -5px) scale(2)');
    expect(maxScaleFor(4000)).toBe(8);
    expect(maxScaleFor(1000)).toBe(4);
    expect(maxScaleFor(50_000)).toBe(20);
  });
});
