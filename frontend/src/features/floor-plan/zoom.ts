/**
 * The zoom and pan of a plan (ZoomablePlan) as pure arithmetic. A view maps the plan's box, as
 * laid out at "Einpassen" (the whole plan visible), to the screen: screen = box point × scale +
 * (x, y), in CSS pixels relative to the box's top left corner. The plan never gets smaller than
 * the box and never leaves a gap at an edge, so at scale 1 the only view is the fitted one.
 */
export interface PlanView {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const FITTED: PlanView = { scale: 1, x: 0, y: 0 };

/** How much one press of '+' or '−' zooms. */
export const ZOOM_STEP = 1.5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view moved back so the plan covers the box: no empty edge, nothing beyond the limits. */
export function clampView(view: PlanView, box: Size, maxScale: number): PlanView {
  const scale = clamp(view.scale, 1, maxScale);
  return {
    scale,
    x: clamp(view.x, box.width * (1 - scale), 0),
    y: clamp(view.y, box.height * (1 - scale), 0),
  };
}

/** Zoomed by `factor` about `at` (a point of the box on screen, which stays where it is). */
export function zoomAt(
  view: PlanView,
  factor: number,
  at: Point,
  box: Size,
  maxScale: number,
): PlanView {
  const scale = clamp(view.scale * factor, 1, maxScale);
  const ratio = scale / view.scale;
  return clampView(
    { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio },
    box,
    maxScale,
  );
}

/** Moved by (dx, dy) screen pixels. */
export function panBy(view: PlanView, dx: number, dy: number, box: Size, maxScale: number) {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, box, maxScale);
}

/**
 * Two fingers moved from `before` to `after`: zoomed by the change of their distance about their
 * old midpoint, then moved with the midpoint, as a photo follows the fingers.
 */
export function pinch(
  view: PlanView,
  before: [Point, Point],
  after: [Point, Point],
  box: Size,
  maxScale: number,
): PlanView {
  const distance = ([a, b]: [Point, Point]) => Math.hypot(b.x - a.x, b.y - a.y);
  const middle = ([a, b]: [Point, Point]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const from = middle(before);
  const to = middle(after);
  const factor = distance(before) > 0 ? distance(after) / distance(before) : 1;
  const zoomed = zoomAt(view, factor, from, box, maxScale);
  return panBy(zoomed, to.x - from.x, to.y - from.y, box, maxScale);
}

/** The zoom factor of one wheel event (a mouse notch ~ 100 px, a trackpad's pinch smaller). */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-clamp(pixels, -200, 200) * 0.0025);
}

/** The CSS transform of the plan's content for a view. */
export function viewTransform(view: PlanView): string {
  return `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
}

/**
 * The largest zoom for a plan `widthCm` wide: enough to show about 5 m across the box, at least
 * 4×, at most 20×.
 */
export function maxScaleFor(widthCm: number): number {
  return clamp(widthCm / 500, 4, 20);
}
