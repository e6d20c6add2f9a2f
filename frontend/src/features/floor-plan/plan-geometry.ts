import { stallCorners, type StallPlacement } from '@standl/contracts';

/**
 * Drawing and hitting stalls on the vendors' plan without an element per stall (StallPlanView):
 * the stalls of one colour are one SVG path, and a tap is found by arithmetic.
 */

/** A placed stall's outline as a closed subpath in plan centimetres ('M x y h … Z'). */
export function stallOutline(placement: StallPlacement): string {
  const { xCm, yCm, widthCm, depthCm, rotationDeg } = placement;
  // Upright or turned by a quarter (most stalls): a rectangle, written without trigonometry.
  if (rotationDeg % 90 === 0) {
    const [w, d] = rotationDeg % 180 === 0 ? [widthCm, depthCm] : [depthCm, widthCm];
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not a text
    return `M${xCm - w / 2} ${yCm - d / 2}h${w}v${d}h${-w}Z`;
  }
  const [first, ...rest] = stallCorners(placement).map(
    (corner) => `${Math.round(corner.x * 10) / 10} ${Math.round(corner.y * 10) / 10}`,
  );
  return `M${first}L${rest.join('L')}Z`;
}

/**
 * A point on screen in plan centimetres: `box` is where the plan's <svg> is on screen now (zoom
 * included), which shows the plan centred and whole (preserveAspectRatio 'xMidYMid meet').
 */
export function clientToPlan(
  client: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
  plan: { widthCm: number; depthCm: number },
): { x: number; y: number; pxPerCm: number } {
  const pxPerCm = Math.min(box.width / plan.widthCm, box.height / plan.depthCm);
  const left = box.left + (box.width - plan.widthCm * pxPerCm) / 2;
  const top = box.top + (box.height - plan.depthCm * pxPerCm) / 2;
  return { x: (client.x - left) / pxPerCm, y: (client.y - top) / pxPerCm, pxPerCm };
}

/** How far (cm) a point lies outside a placed stall, 0 inside it. */
function distanceOutside(point: { x: number; y: number }, p: StallPlacement): number {
  const angle = (-p.rotationDeg * Math.PI) / 180;
  const dx = point.x - p.xCm;
  const dy = point.y - p.yCm;
  // The point in the stall's own frame (unturned about its centre).
  const u = dx * Math.cos(angle) - dy * Math.sin(angle);
  const v = dx * Math.sin(angle) + dy * Math.cos(angle);
  const outX = Math.max(0, Math.abs(u) - p.widthCm / 2);
  const outY = Math.max(0, Math.abs(v) - p.depthCm / 2);
  return Math.hypot(outX, outY);
}

/**
 * The stall at a point: the one it lies in, else the nearest within `slopCm` (a fingertip is
 * larger than a stall on a phone showing the whole market), else null.
 */
export function stallAt<T extends { placement: StallPlacement }>(
  point: { x: number; y: number },
  stalls: readonly T[],
  slopCm: number,
): T | null {
  let best: T | null = null;
  let bestDistance = slopCm;
  for (const stall of stalls) {
    const distance = distanceOutside(point, stall.placement);
    if (distance === 0) return stall;
    if (distance <= bestDistance) {
      best = stall;
      bestDistance = distance;
    }
  }
  return best;
}
