import {
  FLOOR_PLAN_LIMITS,
  FLOOR_PLAN_MESSAGES,
  formatMetres,
  formatStallSize,
  stallCorners,
  stallInsidePlan,
  stallsOverlap,
  type StallPlacement,
  type UpdateBoothLayoutDto,
  type AdminBoothDto,
} from '@standl/contracts';

/** Stalls snap to a 10 cm grid: positions by mouse and by arrow key are whole decimetres. */
export const SNAP_CM = 10;
export const COARSE_STEP_CM = 100;
export const ROTATE_STEP_DEG = 15;

export function snapCm(cm: number): number {
  return Math.round(cm / SNAP_CM) * SNAP_CM;
}

/** A plan's size: the area the stalls must lie on. */
export interface PlanSize {
  widthCm: number;
  depthCm: number;
}

/**
 * One stall as the editor shows it: the server's layout with the organiser's changes that are
 * not answered yet on top. Position and size are null while unknown.
 */
export interface StallView {
  id: number;
  number: string;
  xCm: number | null;
  yCm: number | null;
  widthCm: number | null;
  depthCm: number | null;
  rotationDeg: number;
  powerAmps: number | null;
  water: boolean;
  covered: boolean;
  vehicleAccess: boolean;
}

export function stallView(booth: AdminBoothDto, draft: UpdateBoothLayoutDto = {}): StallView {
  const placed = booth.placement;
  const position =
    draft.placement === undefined
      ? placed && { xCm: placed.xCm, yCm: placed.yCm }
      : draft.placement;
  return {
    id: booth.id,
    number: booth.number,
    xCm: position?.xCm ?? null,
    yCm: position?.yCm ?? null,
    widthCm: draft.widthCm ?? placed?.widthCm ?? booth.widthCm,
    depthCm: draft.depthCm ?? placed?.depthCm ?? booth.depthCm,
    rotationDeg: draft.rotationDeg ?? placed?.rotationDeg ?? 0,
    powerAmps: draft.powerAmps === undefined ? booth.attributes.powerAmps : draft.powerAmps,
    water: draft.water ?? booth.attributes.water,
    covered: draft.covered ?? booth.attributes.covered,
    vehicleAccess: draft.vehicleAccess ?? booth.attributes.vehicleAccess,
  };
}

/** The stall's rectangle on the plan, or null while it is not placed (or has no size). */
export function placementOf(view: StallView): StallPlacement | null {
  if (view.xCm === null || view.yCm === null || view.widthCm === null || view.depthCm === null)
    return null;
  return {
    xCm: view.xCm,
    yCm: view.yCm,
    widthCm: view.widthCm,
    depthCm: view.depthCm,
    rotationDeg: view.rotationDeg,
  };
}

/** A stall's size, or the size a new stall gets when it is placed without one. */
export function sizeOrDefault(view: StallView): { widthCm: number; depthCm: number } {
  return {
    widthCm: view.widthCm ?? FLOOR_PLAN_LIMITS.defaultStallWidthCm,
    depthCm: view.depthCm ?? FLOOR_PLAN_LIMITS.defaultStallDepthCm,
  };
}

/**
 * Why the stall cannot stand there (the server's German text), or null: it must lie wholly on
 * the plan and overlap no other placed stall (touching is fine).
 */
export function placementProblem(
  candidate: StallPlacement,
  stallId: number,
  stalls: readonly StallView[],
  plan: PlanSize,
): string | null {
  if (!stallInsidePlan(candidate, plan)) return FLOOR_PLAN_MESSAGES.outsidePlan;
  const box = boundsOf(candidate);
  for (const other of stalls) {
    if (other.id === stallId) continue;
    const placed = placementOf(other);
    if (placed && boxesOverlap(box, boundsOf(placed)) && stallsOverlap(candidate, placed))
      return FLOOR_PLAN_MESSAGES.overlaps(other.number);
  }
  return null;
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function boundsOf(p: StallPlacement): Box {
  const corners = stallCorners(p);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  return {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}

// A quick test before the exact one: rectangles whose bounds do not meet cannot overlap.
function boxesOverlap(a: Box, b: Box): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

const ceilToGrid = (cm: number) => Math.ceil(cm / SNAP_CM) * SNAP_CM;

/**
 * Where 'Platzieren' puts a stall: the first free spot in reading order (top to bottom, then
 * left to right), unturned, on the 10 cm grid. Candidates are the plan's top left corner and the
 * spots right of and below each placed stall, so stalls line up edge to edge. Null when no spot
 * is free.
 */
export function firstFreeSpot(
  size: { widthCm: number; depthCm: number },
  stallId: number,
  stalls: readonly StallView[],
  plan: PlanSize,
): { xCm: number; yCm: number } | null {
  const boxes = stalls
    .filter((stall) => stall.id !== stallId)
    .map(placementOf)
    .filter((placed): placed is StallPlacement => placed !== null)
    .map(boundsOf);
  const halfW = size.widthCm / 2;
  const halfD = size.depthCm / 2;
  const xs = unique([halfW, ...boxes.map((box) => box.maxX + halfW)].map(ceilToGrid));
  const ys = unique([halfD, ...boxes.map((box) => box.maxY + halfD)].map(ceilToGrid));
  for (const yCm of ys) {
    for (const xCm of xs) {
      const candidate = { xCm, yCm, ...size, rotationDeg: 0 };
      if (placementProblem(candidate, stallId, stalls, plan) === null) return { xCm, yCm };
    }
  }
  return null;
}

function unique(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** What a key pressed on a stall of the plan does (see the help text under the plan). */
export type StallKeyAction =
  | { kind: 'move'; dxCm: number; dyCm: number }
  | { kind: 'rotate'; byDeg: number }
  | { kind: 'open' }
  | { kind: 'remove' }
  | { kind: 'deselect' };

export function stallKeyAction(event: {
  key: string;
  shiftKey: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}): StallKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const step = event.shiftKey ? COARSE_STEP_CM : SNAP_CM;
  switch (event.key) {
    case 'ArrowLeft':
      return { kind: 'move', dxCm: -step, dyCm: 0 };
    case 'ArrowRight':
      return { kind: 'move', dxCm: step, dyCm: 0 };
    case 'ArrowUp':
      return { kind: 'move', dxCm: 0, dyCm: -step };
    case 'ArrowDown':
      return { kind: 'move', dxCm: 0, dyCm: step };
    case 'r':
    case 'R':
      return { kind: 'rotate', byDeg: event.shiftKey ? 90 : ROTATE_STEP_DEG };
    case 'Enter':
      return { kind: 'open' };
    case 'Delete':
    case 'Backspace':
      return { kind: 'remove' };
    case 'Escape':
      return { kind: 'deselect' };
    default:
      return null;
  }
}

/** A rotation turned by `byDeg`, kept within 0–359. */
export function rotated(rotationDeg: number, byDeg: number): number {
  return (((rotationDeg + byDeg) % 360) + 360) % 360;
}

/** The stall as a screen reader names it on the plan: number, place, size and rotation. */
export function stallLabel(view: StallView): string {
  const parts = [`Standplatz ${view.number}`];
  if (view.xCm !== null && view.yCm !== null)
    parts.push(`Mitte ${formatMetres(view.xCm)} von links, ${formatMetres(view.yCm)} von oben`);
  if (view.widthCm !== null && view.depthCm !== null)
    parts.push(formatStallSize(view.widthCm, view.depthCm));
  if (view.rotationDeg) parts.push(`gedreht um ${view.rotationDeg}°`);
  return parts.join(', ');
}

/**
 * Metres as an organiser types them ('3', '2,5', '12.35', '4 m') in whole centimetres; null for
 * anything else. More than two decimals is refused: the plan counts in centimetres.
 */
export function parseMetres(input: string): number | null {
  const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(input.replace(/\s|m$/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Centimetres as a metre field shows them: 250 → '2,5', 300 → '3', 1235 → '12,35'. */
export function metresText(cm: number | null): string {
  return cm === null ? '' : String(cm / 100).replace('.', ',');
}
