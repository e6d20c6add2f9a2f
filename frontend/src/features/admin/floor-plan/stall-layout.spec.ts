import type { AdminBoothDto } from '@standl/contracts';
import { describe, expect, it } from 'vitest';
import {
  firstFreeSpot,
  metresText,
  parseMetres,
  placementOf,
  placementProblem,
  rotated,
  snapCm,
  stallKeyAction,
  stallLabel,
  stallView,
  type StallView,
} from './stall-layout';

const plan = { widthCm: 1000, depthCm: 600 };

function stall(id: number, place: Partial<StallView> = {}): StallView {
  return {
    id,
    number: `AK-${String(id).padStart(2, '0')}`,
    xCm: null,
    yCm: null,
    widthCm: 300,
    depthCm: 200,
    rotationDeg: 0,
    powerAmps: null,
    water: false,
    covered: false,
    vehicleAccess: false,
    ...place,
  };
}

describe('snapping and lengths', () => {
  it('snaps to the 10 cm grid', () => {
    expect([snapCm(0), snapCm(4.9), snapCm(5), snapCm(123.4), snapCm(-6)]).toEqual([
      0, 0, 10, 120, -10,
    ]);
  });

  it('reads metres as typed in Austria or with a dot, in whole centimetres', () => {
    expect(parseMetres('3')).toBe(300);
    expect(parseMetres('2,5')).toBe(250);
    expect(parseMetres('12.35')).toBe(1235);
    expect(parseMetres('4 m')).toBe(400);
    expect(parseMetres('0,05')).toBe(5);
    for (const wrong of ['', '-1', '2,555', 'drei', '1.000,5', '3 cm'])
      expect(parseMetres(wrong)).toBeNull();
    expect([metresText(250), metresText(300), metresText(1235), metresText(null)]).toEqual([
      '2,5',
      '3',
      '12,35',
      '',
    ]);
  });

  it('turns within 0–359 degrees', () => {
    expect([rotated(0, 15), rotated(345, 15), rotated(300, 90), rotated(0, -90)]).toEqual([
      15, 0, 30, 270,
    ]);
  });
});

describe('a stall as the editor shows it', () => {
  const booth = {
    id: 7,
    number: 'AK-07',
    placement: { xCm: 500, yCm: 300, widthCm: 300, depthCm: 200, rotationDeg: 90 },
    widthCm: 300,
    depthCm: 200,
    attributes: { powerAmps: 16, water: true, covered: false, vehicleAccess: false },
  } as AdminBoothDto;

  it("lays the organiser's unanswered changes over the server's stall", () => {
    expect(stallView(booth)).toMatchObject({ xCm: 500, yCm: 300, rotationDeg: 90, powerAmps: 16 });
    expect(
      stallView(booth, { placement: { xCm: 510, yCm: 300 }, powerAmps: null, covered: true }),
    ).toMatchObject({ xCm: 510, powerAmps: null, covered: true, water: true });
    const off = stallView(booth, { placement: null });
    expect(placementOf(off)).toBeNull();
    expect(off.widthCm).toBe(300);
  });

  it('is named with number, place, size and rotation', () => {
    expect(stallLabel(stallView(booth))).toBe(
      'Standplatz AK-07, Mitte 5 m von links, 3 m von oben, 3 m × 2 m, gedreht um 90°',
    );
    expect(stallLabel(stall(3, { widthCm: null, depthCm: null }))).toBe('Standplatz AK-03');
  });
});

describe('where a stall may stand', () => {
  const placed = [stall(1, { xCm: 150, yCm: 100 }), stall(2, { xCm: 450, yCm: 100 })];

  it('must lie wholly on the plan and overlap no other stall; touching is fine', () => {
    const at = (xCm: number, yCm: number, rotationDeg = 0) => ({
      xCm,
      yCm,
      widthCm: 300,
      depthCm: 200,
      rotationDeg,
    });
    expect(placementProblem(at(750, 100), 3, placed, plan)).toBeNull();
    expect(placementProblem(at(900, 100), 3, placed, plan)).toBe(
      'Der Standplatz liegt nicht ganz auf dem Lageplan.',
    );
    expect(placementProblem(at(700, 100), 3, placed, plan)).toBe(
      'Der Standplatz überschneidet sich mit Standplatz AK-02.',
    );
    // A stall never overlaps itself where it stood.
    expect(placementProblem(at(460, 100), 2, placed, plan)).toBeNull();
    // Turned by 90° the stall is 3 m from top to bottom: from y = 2 m it touches the row above,
    // 10 cm higher it overlaps it, and 10 cm lower than the plan allows it leaves the plan.
    expect(placementProblem(at(100, 350, 90), 3, placed, plan)).toBeNull();
    expect(placementProblem(at(100, 340, 90), 3, placed, plan)).toBe(
      'Der Standplatz überschneidet sich mit Standplatz AK-01.',
    );
    expect(placementProblem(at(100, 460, 90), 3, placed, plan)).toBe(
      'Der Standplatz liegt nicht ganz auf dem Lageplan.',
    );
  });

  it('puts a stall on the first free spot in reading order, edge to edge', () => {
    expect(firstFreeSpot({ widthCm: 300, depthCm: 200 }, 3, [], plan)).toEqual({
      xCm: 150,
      yCm: 100,
    });
    expect(firstFreeSpot({ widthCm: 300, depthCm: 200 }, 3, placed, plan)).toEqual({
      xCm: 750,
      yCm: 100,
    });
    // The row is full (10 m holds three 3 m stalls and no fourth): the next row.
    const row = [...placed, stall(4, { xCm: 750, yCm: 100 })];
    expect(firstFreeSpot({ widthCm: 300, depthCm: 200 }, 3, row, plan)).toEqual({
      xCm: 150,
      yCm: 300,
    });
    // Odd sizes land on the 10 cm grid, never overlapping.
    const spot = firstFreeSpot({ widthCm: 255, depthCm: 125 }, 3, row, plan)!;
    expect([spot.xCm % 10, spot.yCm % 10]).toEqual([0, 0]);
  });

  it('finds no spot on a full plan', () => {
    const full = [stall(1, { xCm: 500, yCm: 300, widthCm: 1000, depthCm: 600 })];
    expect(firstFreeSpot({ widthCm: 300, depthCm: 200 }, 3, full, plan)).toBeNull();
  });
});

describe('keys on a stall of the plan', () => {
  const press = (key: string, shiftKey = false, extra = {}) =>
    stallKeyAction({ key, shiftKey, ...extra });

  it('moves by 10 cm, with Shift by 1 m', () => {
    expect(press('ArrowRight')).toEqual({ kind: 'move', dxCm: 10, dyCm: 0 });
    expect(press('ArrowLeft', true)).toEqual({ kind: 'move', dxCm: -100, dyCm: 0 });
    expect(press('ArrowUp')).toEqual({ kind: 'move', dxCm: 0, dyCm: -10 });
    expect(press('ArrowDown', true)).toEqual({ kind: 'move', dxCm: 0, dyCm: 100 });
  });

  it('turns by 15° with R and by 90° with Shift+R', () => {
    expect(press('r')).toEqual({ kind: 'rotate', byDeg: 15 });
    expect(press('R', true)).toEqual({ kind: 'rotate', byDeg: 90 });
  });

  it('opens the fields, asks to take it off, lets go; leaves other keys alone', () => {
    expect(press('Enter')).toEqual({ kind: 'open' });
    expect(press('Delete')).toEqual({ kind: 'remove' });
    expect(press('Backspace')).toEqual({ kind: 'remove' });
    expect(press('Escape')).toEqual({ kind: 'deselect' });
    expect(press('Tab')).toBeNull();
    expect(press('a')).toBeNull();
    // Browser and screen reader shortcuts stay theirs.
    expect(press('ArrowLeft', false, { altKey: true })).toBeNull();
    expect(press('r', false, { ctrlKey: true })).toBeNull();
  });
});
