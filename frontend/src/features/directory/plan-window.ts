import type { AreaPlanDto, StallPlacementDto } from '@standl/contracts';

export interface PlanWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The least a close view shows across (12 m), so the stall's surroundings stay recognisable. */
const MIN_WINDOW_CM = 1_200;
/** How many stall lengths a close view spans. */
const STALLS_ACROSS = 8;

/**
 * The part of a plan around a stall (in the plan's centimetres), shaped `aspect` (width / height)
 * like the space it is shown in, inside the plan: on a phone a 40 m plan shrunk to 340 px shows
 * a 3 m stall as a dot, so the plan opens on the stall's surroundings. Answers the whole plan
 * when that is barely larger.
 */
export function planWindow(
  plan: Pick<AreaPlanDto, 'widthCm' | 'depthCm'>,
  stall: StallPlacementDto,
  aspect: number,
): PlanWindow {
  const whole = { x: 0, y: 0, width: plan.widthCm, height: plan.depthCm };
  let width = Math.min(
    plan.widthCm,
    Math.max(MIN_WINDOW_CM, Math.max(stall.widthCm, stall.depthCm) * STALLS_ACROSS),
  );
  let height = width / aspect;
  if (height > plan.depthCm) {
    height = plan.depthCm;
    width = Math.min(plan.widthCm, height * aspect);
  }
  if (width * height >= plan.widthCm * plan.depthCm * 0.7) return whole;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    x: Math.round(clamp(stall.xCm - width / 2, plan.widthCm - width)),
    y: Math.round(clamp(stall.yCm - height / 2, plan.depthCm - height)),
    width: Math.round(width),
    height: Math.round(height),
  };
}
