import type { StallPlacement } from '@standl/contracts';
import { memo, type SVGProps } from 'react';
import { boothShortNumber } from '../../booths';

/**
 * One stall on a plan (PlanSvg): its rectangle turned about its centre, the short number upright
 * in the middle. Colours come from the caller (the stall's state, a highlight); the remaining SVG
 * props (handlers, tabIndex, role, aria-*, data-*) go to the group.
 */
export const StallShape = /* @__PURE__ */ memo(function StallShape({
  placement,
  number,
  fill,
  textColor,
  emphasis = 'none',
  ...groupProps
}: {
  placement: StallPlacement;
  number: string;
  fill: string;
  textColor: string;
  /** 'selected': a thick dark outline; 'highlight': a pulsing outline for "here it is". */
  emphasis?: 'none' | 'selected' | 'highlight';
} & SVGProps<SVGGElement>) {
  const { xCm, yCm, widthCm, depthCm, rotationDeg } = placement;
  const fontSize = Math.max(20, Math.min(widthCm, depthCm) * 0.45, 0);
  const outline = Math.max(8, Math.min(widthCm, depthCm) * 0.06);
  return (
    <g
      transform={`translate(${xCm} ${yCm}) rotate(${rotationDeg})`}
      data-stall={number}
      {...groupProps}
    >
      <rect
        x={-widthCm / 2}
        y={-depthCm / 2}
        width={widthCm}
        height={depthCm}
        rx={Math.min(widthCm, depthCm) * 0.08}
        fill={fill}
        stroke={emphasis === 'none' ? '#ffffff' : '#111111'}
        strokeWidth={emphasis === 'none' ? outline / 2 : outline * 1.5}
        className={emphasis === 'highlight' ? 'stall-highlight' : undefined}
      />
      <text
        transform={rotationDeg ? `rotate(${-rotationDeg})` : undefined}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={Math.min(fontSize, 120)}
        fontWeight={700}
        fill={textColor}
        style={{ pointerEvents: 'none', userSelect: 'none' }}
      >
        {boothShortNumber(number)}
      </text>
    </g>
  );
});
