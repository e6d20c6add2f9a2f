import { planWindow } from './plan-window';

const PLAN = { widthCm: 4000, depthCm: 2500 };
const stall = (xCm: number, yCm: number) => ({
  xCm,
  yCm,
  widthCm: 300,
  depthCm: 200,
  rotationDeg: 0,
});

describe('planWindow', () => {
  it('centres a close view on the stall, shaped like the space it is shown in', () => {
    // A phone's upright space: as deep as the plan, 20 m across.
    expect(planWindow(PLAN, stall(2000, 1200), 0.8)).toEqual({
      x: 1000,
      y: 0,
      width: 2000,
      height: 2500,
    });
    // Wider space: 24 m across, 13.5 m deep.
    expect(planWindow(PLAN, stall(2000, 1200), 16 / 9)).toEqual({
      x: 800,
      y: 525,
      width: 2400,
      height: 1350,
    });
  });

  it('stays inside the plan near its edges', () => {
    expect(planWindow(PLAN, stall(100, 2450), 16 / 9)).toEqual({
      x: 0,
      y: 1150,
      width: 2400,
      height: 1350,
    });
  });

  it('shows the whole plan when a close view would be barely smaller', () => {
    expect(planWindow({ widthCm: 1500, depthCm: 1000 }, stall(700, 500), 1.5)).toEqual({
      x: 0,
      y: 0,
      width: 1500,
      height: 1000,
    });
  });
});
