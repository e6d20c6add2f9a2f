import Box from '@mui/material/Box';
import type { StallPlacement, AreaPlanDto, AdminBoothDto } from '@standl/contracts';
import type { KeyboardEvent, PointerEvent, Ref } from 'react';
import { BOOTH_COLORS, boothState } from '../../../booths';
import { PlanSvg, StallShape } from '../../../floor-plan';
import { placementOf, stallLabel, type StallView } from '../stall-layout';
import type { PlanDrag } from './use-plan-drag';

const REFUSED = { bg: '#b71c1c', fg: '#ffffff' };

function colours(booth: AdminBoothDto | undefined) {
  return BOOTH_COLORS[booth ? boothState(booth) : 'available'];
}

/**
 * The area's plan with its placed stalls. Editable, every stall is a button in the tab order
 * (named with number, place and size) that is dragged with the pointer and moved with keys; a
 * stall being dragged shows where it would stand, red where it may not. Read-only, the plan is
 * one picture.
 */
export function PlanCanvas({
  plan,
  label,
  helpId,
  stalls,
  booths,
  selectedId,
  editable,
  drag,
  svgRef,
  stallRef,
  onStallPointerDown,
  onStallKeyDown,
  onStallFocus,
}: {
  plan: AreaPlanDto;
  label: string;
  /** The id of the keyboard help under the plan. */
  helpId: string;
  stalls: readonly StallView[];
  booths: ReadonlyMap<number, AdminBoothDto>;
  selectedId: number | null;
  editable: boolean;
  drag: PlanDrag | null;
  svgRef: Ref<SVGSVGElement>;
  stallRef: (id: number, element: SVGGElement | null) => void;
  onStallPointerDown: (event: PointerEvent, stall: StallView) => void;
  onStallKeyDown: (event: KeyboardEvent, stall: StallView) => void;
  onStallFocus: (stall: StallView) => void;
}) {
  const placed = stalls
    .map((stall) => ({ stall, placement: placementOf(stall) }))
    .filter((item): item is { stall: StallView; placement: StallPlacement } => !!item.placement);
  const dragged = drag && stalls.find((stall) => stall.id === drag.stallId);
  // A stall dragged in from the list is drawn only while the pointer is over the plan.
  const ghost = drag && dragged && !placementOf(dragged) && drag.overPlan ? dragged : null;

  return (
    <Box
      sx={{
        userSelect: 'none',
        '& svg': { display: 'block', width: '100%', height: 'auto', maxHeight: '72vh' },
        '& [data-stall]': { cursor: editable ? 'grab' : 'default', touchAction: 'none' },
        '& [data-stall]:focus': { outline: 'none' },
        '& [data-stall]:focus-visible > rect': {
          stroke: '#0d47a1',
          strokeWidth: '4px',
          vectorEffect: 'non-scaling-stroke',
        },
      }}
    >
      <PlanSvg
        ref={svgRef}
        widthCm={plan.widthCm}
        depthCm={plan.depthCm}
        imageUrl={plan.imageUrl}
        label={label}
        {...(editable ? { role: 'group', 'aria-describedby': helpId } : {})}
      >
        {placed.map(({ stall, placement }) => {
          const dragging = drag?.stallId === stall.id;
          const shown = dragging ? drag.placement : placement;
          const colour = dragging && drag.problem ? REFUSED : colours(booths.get(stall.id));
          return (
            <StallShape
              key={stall.id}
              ref={(element: SVGGElement | null) => stallRef(stall.id, element)}
              placement={shown}
              number={stall.number}
              fill={colour.bg}
              textColor={colour.fg}
              emphasis={selectedId === stall.id ? 'selected' : 'none'}
              opacity={dragging ? 0.85 : 1}
              {...(editable
                ? {
                    tabIndex: 0,
                    role: 'button',
                    'aria-label': stallLabel(stall),
                    'aria-describedby': helpId,
                    onPointerDown: (event: PointerEvent) => onStallPointerDown(event, stall),
                    onKeyDown: (event: KeyboardEvent) => onStallKeyDown(event, stall),
                    onFocus: () => onStallFocus(stall),
                  }
                : { 'aria-hidden': true })}
            />
          );
        })}
        {ghost && drag && (
          <StallShape
            placement={drag.placement}
            number={ghost.number}
            fill={drag.problem ? REFUSED.bg : colours(booths.get(ghost.id)).bg}
            textColor={drag.problem ? REFUSED.fg : colours(booths.get(ghost.id)).fg}
            emphasis="selected"
            opacity={0.85}
            aria-hidden
          />
        )}
      </PlanSvg>
    </Box>
  );
}
