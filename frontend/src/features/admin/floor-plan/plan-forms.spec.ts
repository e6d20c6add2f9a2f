import { describe, expect, it } from 'vitest';
import { checkPlanSize, checkStallFields, stallFieldValues } from './plan-forms';

const SIZE = 'Bitte Breite und Tiefe des Lageplans in Metern angeben (5 bis 1.000 m).';
const STALL_SIZE = 'Breite und Tiefe eines Standplatzes müssen zwischen 0,5 und 20 m liegen.';

describe("the plan's size", () => {
  it('takes 5 to 1.000 m in whole centimetres', () => {
    expect(checkPlanSize({ width: '40', depth: '25,5' })).toEqual({
      ok: true,
      planWidthCm: 4000,
      planDepthCm: 2550,
    });
    expect(checkPlanSize({ width: '5', depth: '1000' }).ok).toBe(true);
  });

  it('names each field out of range in German', () => {
    expect(checkPlanSize({ width: '4,99', depth: '1000,01' })).toEqual({
      ok: false,
      errors: { width: SIZE, depth: SIZE },
    });
    expect(checkPlanSize({ width: '', depth: '20' })).toEqual({
      ok: false,
      errors: { width: SIZE },
    });
  });
});

describe("the selected stall's fields", () => {
  const valid = { x: '12,5', y: '3', width: '3', depth: '2,5', rotation: '90' };

  it('shows the stall in metres and degrees', () => {
    expect(
      stallFieldValues({
        id: 1,
        number: 'AK-01',
        xCm: 1250,
        yCm: 300,
        widthCm: 300,
        depthCm: 250,
        rotationDeg: 90,
        powerAmps: null,
        water: false,
        covered: false,
        vehicleAccess: false,
      }),
    ).toEqual(valid);
  });

  it('gives the numbers in centimetres; no position keeps the stall off the plan', () => {
    expect(checkStallFields(valid)).toEqual({
      ok: true,
      numbers: {
        position: { xCm: 1250, yCm: 300 },
        widthCm: 300,
        depthCm: 250,
        rotationDeg: 90,
      },
    });
    expect(checkStallFields({ ...valid, x: ' ', y: '' })).toMatchObject({
      ok: true,
      numbers: { position: null },
    });
  });

  it("refuses what the server would, with the server's texts", () => {
    expect(
      checkStallFields({ x: '3', y: '', width: '0,4', depth: '20,01', rotation: '360' }),
    ).toEqual({
      ok: false,
      errors: {
        y: 'Bitte eine gültige Position auf dem Lageplan angeben.',
        width: STALL_SIZE,
        depth: STALL_SIZE,
        rotation: 'Die Drehung muss zwischen 0 und 359 Grad liegen.',
      },
    });
    expect(checkStallFields({ ...valid, rotation: '12,5' })).toMatchObject({ ok: false });
    expect(checkStallFields({ ...valid, x: '-1' })).toMatchObject({ ok: false });
  });
});
