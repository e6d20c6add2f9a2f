import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanSvg } from './PlanSvg';
import { StallShape } from './StallShape';

const placement = { xCm: 500, yCm: 300, widthCm: 300, depthCm: 200, rotationDeg: 90 };

describe('PlanSvg and StallShape', () => {
  it('draws the plan in centimetres over its image, with the stalls on top', () => {
    const { container, getByRole } = render(
      <PlanSvg
        widthCm={4000}
        depthCm={2500}
        imageUrl="/api/booth-areas/1/plan-image?v=ab"
        label="Lageplan Arkadenhof"
      >
        <StallShape placement={placement} number="AK-07" fill="#2e7d32" textColor="#fff" />
      </PlanSvg>,
    );
    const svg = getByRole('img', { name: 'Lageplan Arkadenhof' });
    expect(svg.getAttribute('viewBox')).toBe('0 0 4000 2500');
    expect(container.querySelector('image')?.getAttribute('href')).toBe(
      '/api/booth-areas/1/plan-image?v=ab',
    );
    const stall = container.querySelector('[data-stall="AK-07"]')!;
    expect(stall.getAttribute('transform')).toBe('translate(500 300) rotate(90)');
    const rect = stall.querySelector('rect')!;
    expect([rect.getAttribute('x'), rect.getAttribute('y')]).toEqual(['-150', '-100']);
    // The number stays upright: its text is turned back.
    expect(stall.querySelector('text')?.getAttribute('transform')).toBe('rotate(-90)');
    expect(stall.textContent).toBe('07');
  });

  it('shows a metre grid without an image, with ids of its own per plan', () => {
    const { container } = render(
      <>
        <PlanSvg widthCm={1000} depthCm={1000} imageUrl={null} label="A" />
        <PlanSvg widthCm={1000} depthCm={1000} imageUrl={null} label="B" />
      </>,
    );
    expect(container.querySelector('image')).toBeNull();
    const ids = [...container.querySelectorAll('pattern')].map((p) => p.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('marks a selected stall with a dark outline', () => {
    const { container } = render(
      <svg>
        <StallShape
          placement={placement}
          number="AK-01"
          fill="#fff"
          textColor="#000"
          emphasis="selected"
        />
      </svg>,
    );
    expect(container.querySelector('rect')?.getAttribute('stroke')).toBe('#111111');
  });
});
