import type { StallPlacement } from '@standl/contracts';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import {
  placementOf,
  placementProblem,
  sizeOrDefault,
  snapCm,
  type PlanSize,
  type StallView,
} from '../stall-layout';

/** A stall being dragged: where it would stand and why it could not (null: it could). */
export interface PlanDrag {
  stallId: number;
  placement: StallPlacement;
  problem: string | null;
  /** Whether the pointer is over the plan (a stall from the list lands only there). */
  overPlan: boolean;
}

/** Below this many pixels a press is a click (select), not a drag. */
const DRAG_THRESHOLD_PX = 4;

/** A point on the screen in the plan's centimetres (the SVG's own units). */
function toPlan(svg: SVGSVGElement, clientX: number, clientY: number) {
  // Without layout (a test's DOM) there is no screen matrix: no drag.
  const matrix = typeof svg.getScreenCTM === 'function' ? svg.getScreenCTM() : null;
  if (!matrix) return null;
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

function over(svg: SVGSVGElement, clientX: number, clientY: number) {
  const box = svg.getBoundingClientRect();
  return clientX >= box.left && clientX <= box.right && clientY >= box.top && clientY <= box.bottom;
}

/**
 * Dragging stalls with a mouse (or pen, or finger): a placed stall across the plan, an unplaced
 * one from the list onto it. The stall follows the pointer on the 10 cm grid and shows whether
 * it may stand there; letting go where it may calls `onDrop`, where it may not `onRefuse`
 * (nothing is sent).
 */
export function usePlanDrag({
  svgRef,
  plan,
  stalls,
  onDrop,
  onRefuse,
}: {
  svgRef: RefObject<SVGSVGElement | null>;
  plan: PlanSize | null;
  stalls: readonly StallView[];
  onDrop: (stall: StallView, placement: StallPlacement, fromList: boolean) => void;
  onRefuse: (stall: StallView, problem: string) => void;
}) {
  const [drag, setDrag] = useState<PlanDrag | null>(null);
  // The handlers run between renders: they read the latest stalls and callbacks from here.
  const latest = useRef({ plan, stalls, onDrop, onRefuse });
  useEffect(() => {
    latest.current = { plan, stalls, onDrop, onRefuse };
  });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const start = useCallback(
    (event: PointerEvent, stall: StallView) => {
      const svg = svgRef.current;
      if (event.button !== 0 || !svg || !latest.current.plan) return;
      stop.current?.();
      const placed = placementOf(stall);
      const fromList = placed === null;
      const size = sizeOrDefault(stall);
      const rotationDeg = placed?.rotationDeg ?? 0;
      const grabbed = toPlan(svg, event.clientX, event.clientY);
      if (!grabbed) return;
      // Where on the stall it was grabbed stays under the pointer.
      const offset = placed
        ? { x: grabbed.x - placed.xCm, y: grabbed.y - placed.yCm }
        : { x: 0, y: 0 };
      const origin = { x: event.clientX, y: event.clientY };
      let current: PlanDrag | null = null;

      const move = (moveEvent: globalThis.PointerEvent) => {
        if (
          current === null &&
          Math.hypot(moveEvent.clientX - origin.x, moveEvent.clientY - origin.y) < DRAG_THRESHOLD_PX
        )
          return;
        moveEvent.preventDefault();
        const point = toPlan(svg, moveEvent.clientX, moveEvent.clientY);
        const { plan: planSize, stalls: all } = latest.current;
        if (!point || !planSize) return;
        const placement = {
          xCm: snapCm(point.x - offset.x),
          yCm: snapCm(point.y - offset.y),
          ...size,
          rotationDeg,
        };
        current = {
          stallId: stall.id,
          placement,
          problem: placementProblem(placement, stall.id, all, planSize),
          overPlan: !fromList || over(svg, moveEvent.clientX, moveEvent.clientY),
        };
        setDrag(current);
      };
      const end = (commit: boolean) => {
        stop.current?.();
        setDrag(null);
        const done = current;
        if (!commit || !done || !done.overPlan) return;
        const unchanged =
          placed && placed.xCm === done.placement.xCm && placed.yCm === done.placement.yCm;
        if (unchanged) return;
        if (done.problem) latest.current.onRefuse(stall, done.problem);
        else latest.current.onDrop(stall, done.placement, fromList);
      };
      const up = () => end(true);
      const cancel = () => end(false);
      const escape = (keyEvent: KeyboardEvent) => {
        if (keyEvent.key === 'Escape') cancel();
      };
      stop.current = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', cancel);
        window.removeEventListener('keydown', escape);
        stop.current = null;
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', cancel);
      window.addEventListener('keydown', escape);
    },
    [svgRef],
  );

  return { drag, start };
}
