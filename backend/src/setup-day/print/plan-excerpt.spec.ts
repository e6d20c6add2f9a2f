import { excerptWindow, planExcerpt, type SheetPlan } from './plan-excerpt.js';

const stall = (xCm: number, yCm: number, rotationDeg = 0) => ({
  xCm,
  yCm,
  widthCm: 300,
  depthCm: 200,
  rotationDeg,
});

describe('excerptWindow', () => {
  const plan = { widthCm: 6000, depthCm: 4000 };

  it('shows at least 20 m around the stall in the box’s proportions, centred on it', () => {
    expect(excerptWindow(plan, stall(3000, 2000), 1)).toEqual({
      x: 2000,
      y: 1000,
      width: 2000,
      height: 2000,
    });
    // Six times the stall's depth in a wide box: 12 m deep, 24 m wide.
    expect(excerptWindow(plan, stall(3000, 2000), 2)).toEqual({
      x: 1800,
      y: 1400,
      width: 2400,
      height: 1200,
    });
  });

  it('moves the window inside the plan at its edges', () => {
    expect(excerptWindow(plan, stall(200, 3900), 2)).toMatchObject({ x: 0, y: 2800 });
    expect(excerptWindow(plan, stall(5900, 100), 2)).toMatchObject({ x: 3600, y: 0 });
  });

  it('shows a plan smaller than the window whole, centred', () => {
    expect(excerptWindow({ widthCm: 1000, depthCm: 600 }, stall(500, 300), 2)).toEqual({
      x: -700,
      y: -300,
      width: 2400,
      height: 1200,
    });
  });

  it('widens the window for a large stall, turned ones by their outline', () => {
    const large = { xCm: 3000, yCm: 2000, widthCm: 2000, depthCm: 500, rotationDeg: 0 };
    expect(excerptWindow(plan, large, 2).width).toBe(12_000);
    const turned = { ...large, rotationDeg: 90 };
    // Turned upright: 5 m wide and 20 m deep, so the depth sets the window.
    expect(excerptWindow(plan, turned, 2).height).toBeCloseTo(12_000);
  });
});

describe('planExcerpt', () => {
  const plan: SheetPlan = {
    widthCm: 6000,
    depthCm: 4000,
    image: null,
    stalls: [
      { number: 'AK-01', placement: stall(1000, 1000, 30) },
      { number: 'AK-02', placement: stall(1320, 1000) },
      { number: 'AK-40', placement: stall(5500, 3500) },
    ],
  };

  it('draws the stall highlighted with its neighbours in the window, not the far ones', () => {
    const { svg, labels } = planExcerpt(plan, 'AK-02', { width: 200, height: 100 }, null);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="100"/);
    // 24 m × 12 m around AK-02, moved inside the plan on the left.
    expect(svg).toContain('viewBox="120 400 2400 1200"');
    expect(svg).toContain('translate(1320 1000) rotate(0)" fill="#7a1f2b"');
    expect(svg).toContain('translate(1000 1000) rotate(30)" fill="#ffffff"');
    expect(svg).not.toContain('translate(5500');
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('<image');
    // Numbers in points of the box: 12 cm per point.
    expect(labels).toEqual([
      { text: '02', x: 100, y: 50, fontSize: 7.5, own: true },
      { text: '01', x: (1000 - 120) / 12, y: 50, fontSize: 7.5, own: false },
    ]);
  });

  it('puts the plan image under the stalls by the name it is given', () => {
    const { svg } = planExcerpt(plan, 'AK-02', { width: 200, height: 100 }, 'plan-abc');
    expect(svg).toContain(
      '<image x="0" y="0" width="6000" height="4000" preserveAspectRatio="none" href="plan-abc"/>',
    );
    expect(svg.indexOf('<image')).toBeLessThan(svg.indexOf('translate(1000 1000)'));
  });

  it('keeps the number of a stall at the plan’s edge inside the box', () => {
    const edge: SheetPlan = { ...plan, stalls: [{ number: 'AK-09', placement: stall(150, 100) }] };
    const { labels } = planExcerpt(edge, 'AK-09', { width: 200, height: 100 }, null);
    const { labels: corner } = planExcerpt(
      { ...edge, stalls: [{ number: 'AK-09', placement: stall(50, 40) }] },
      'AK-09',
      { width: 200, height: 100 },
      null,
    );
    expect(labels).toEqual([{ text: '09', x: 12.5, y: 100 / 12, fontSize: 7.5, own: true }]);
    expect(corner).toEqual([{ text: '09', x: 7.5, y: 7.5, fontSize: 7.5, own: true }]);
  });

  it('refuses a stall that is not on the plan', () => {
    expect(() => planExcerpt(plan, 'AK-99', { width: 200, height: 100 }, null)).toThrow('AK-99');
  });
});
