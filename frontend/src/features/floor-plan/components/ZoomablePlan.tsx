import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  clampView,
  FITTED,
  panBy,
  pinch,
  viewTransform,
  wheelFactor,
  zoomAt,
  ZOOM_STEP,
  type PlanView,
  type Point,
  type Size,
} from '../zoom';
import { useLingui } from '@lingui/react/macro';
import '../floor-plan.css';

/** A finger or the mouse moved this far (CSS px) is a drag, not a tap. */
const TAP_SLOP = 6;

/**
 * A plan that zooms and pans: two fingers pinch and move it, one finger or the mouse drags it, the
 * wheel zooms about the pointer; the buttons '+', '−' and 'Einpassen' under the plan (never over a
 * stall) and, with the focus on the plan, the arrow keys, '+', '−' and '0' do the same without a
 * gesture. A tap or click that did
 * not move reaches the plan's content (a stall); one that dragged does not. Only the plan takes
 * the touch gestures from the browser (touch-action none), the page around it scrolls as usual.
 * The content fills the box at 'Einpassen'; the transform is written to the element directly, so
 * a gesture renders nothing in React.
 */
export function ZoomablePlan({
  aspectRatio,
  maxScale,
  label,
  onScaleChange,
  children,
}: {
  /** The plan's width / depth: the box takes this shape (within a height a phone can show). */
  aspectRatio: number;
  maxScale: number;
  /** The box's name for screen readers, e.g. 'Lageplan Arkadenhof'. */
  label: string;
  /**
   * Told the scale and the box's size in CSS pixels when the plan first shows and whenever
   * either changes (a drawing may show details only once they are large enough to read).
   */
  onScaleChange?: (scale: number, box: Size) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const boxRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const view = useRef<PlanView>(FITTED);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef({ start: { x: 0, y: 0 }, dragged: false });
  const [limits, setLimits] = useState({ fitted: true, atMax: false });
  const scaleListener = useRef(onScaleChange);
  useLayoutEffect(() => {
    scaleListener.current = onScaleChange;
  });

  const size = () => ({
    width: boxRef.current?.clientWidth ?? 0,
    height: boxRef.current?.clientHeight ?? 0,
  });

  const show = useCallback(
    (next: PlanView) => {
      if (next.scale !== view.current.scale) scaleListener.current?.(next.scale, size());
      view.current = next;
      if (contentRef.current) contentRef.current.style.transform = viewTransform(next);
      const fitted = next.scale <= 1.001;
      const atMax = next.scale >= maxScale - 0.001;
      setLimits((old) => (old.fitted === fitted && old.atMax === atMax ? old : { fitted, atMax }));
    },
    [maxScale],
  );

  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = boxRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const zoomAtCentre = (factor: number) => {
    const box = size();
    show(zoomAt(view.current, factor, { x: box.width / 2, y: box.height / 2 }, box, maxScale));
  };

  // The wheel zooms; it needs a listener that may cancel the page's scrolling, which React's
  // onWheel cannot be. Scrolling down at 'Einpassen' scrolls the page instead.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      const factor = wheelFactor(event.deltaY, event.deltaMode);
      if (factor < 1 && view.current.scale <= 1.001) return;
      event.preventDefault();
      show(zoomAt(view.current, factor, local(event), size(), maxScale));
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [maxScale, show]);

  // Before the first paint, so a drawing that depends on the size shows right at once.
  useLayoutEffect(() => {
    scaleListener.current?.(view.current.scale, size());
  }, []);

  // A new size of the box (a phone turned, the window resized): the same zoom, moved back inside.
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    let first = true;
    const observer = new ResizeObserver(() => {
      if (first) first = false;
      else {
        show(clampView(view.current, size(), maxScale));
        scaleListener.current?.(view.current.scale, size());
      }
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [maxScale, show]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 1) gesture.current = { start: point, dragged: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const point = local(event);
    const box = size();
    if (pointers.current.size >= 2) {
      const other = [...pointers.current].find(([id]) => id !== event.pointerId)![1];
      gesture.current.dragged = true;
      show(pinch(view.current, [before, other], [point, other], box, maxScale));
    } else {
      const { start } = gesture.current;
      if (!gesture.current.dragged && Math.hypot(point.x - start.x, point.y - start.y) > TAP_SLOP) {
        gesture.current.dragged = true;
        // From here on the box follows this pointer even outside it; the click that ends the
        // drag then goes to the box, not to a stall.
        boxRef.current?.setPointerCapture?.(event.pointerId);
      }
      if (gesture.current.dragged) {
        show(panBy(view.current, point.x - before.x, point.y - before.y, box, maxScale));
      }
    }
    pointers.current.set(event.pointerId, point);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!gesture.current.dragged) return;
    gesture.current.dragged = false;
    event.stopPropagation();
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const box = size();
    const step = { x: box.width * 0.15, y: box.height * 0.15 };
    const moves: Record<string, () => PlanView> = {
      ArrowLeft: () => panBy(view.current, step.x, 0, box, maxScale),
      ArrowRight: () => panBy(view.current, -step.x, 0, box, maxScale),
      ArrowUp: () => panBy(view.current, 0, step.y, box, maxScale),
      ArrowDown: () => panBy(view.current, 0, -step.y, box, maxScale),
      '+': () => zoomAt(view.current, ZOOM_STEP, centre(box), box, maxScale),
      '=': () => zoomAt(view.current, ZOOM_STEP, centre(box), box, maxScale),
      '-': () => zoomAt(view.current, 1 / ZOOM_STEP, centre(box), box, maxScale),
      '0': () => FITTED,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    show(move());
  };

  return (
    <div className="fp-zoomable">
      <div
        ref={boxRef}
        className="fp-box"
        role="group"
        aria-label={t`${label} (mit den Pfeiltasten verschieben, mit Plus und Minus zoomen)`}
        tabIndex={0}
        data-testid="zoomable-plan"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={onClickCapture}
        onKeyDown={onKeyDown}
        style={{ aspectRatio: String(aspectRatio), cursor: limits.fitted ? 'default' : 'grab' }}
      >
        <div ref={contentRef} className="fp-content">
          {children}
        </div>
      </div>
      <div className="fp-zoom">
        <ZoomButton
          label={t`Vergrößern`}
          unavailable={limits.atMax}
          onClick={() => zoomAtCentre(ZOOM_STEP)}
          path="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z"
        />
        <ZoomButton
          label={t`Verkleinern`}
          unavailable={limits.fitted}
          onClick={() => zoomAtCentre(1 / ZOOM_STEP)}
          path="M19 13H5v-2h14z"
        />
        <ZoomButton
          label={t`Einpassen`}
          unavailable={limits.fitted}
          onClick={() => show(FITTED)}
          path="M17 4h3c1.1 0 2 .9 2 2v2h-2V6h-3zM4 8V6h3V4H4c-1.1 0-2 .9-2 2v2zm16 8v2h-3v2h3c1.1 0 2-.9 2-2v-2zM7 18H4v-2H2v2c0 1.1.9 2 2 2h3zM18 8H6v8h12z"
        />
      </div>
    </div>
  );
}

/**
 * A button of the zoom bar. At a limit it says so (aria-disabled) but stays focusable: a disabled
 * button would drop the keyboard's focus on the page after the press that reached the limit.
 */
function ZoomButton({
  label,
  unavailable,
  onClick,
  path,
}: {
  label: string;
  unavailable: boolean;
  onClick: () => void;
  /** The icon (Material's Add, Remove, FitScreen), drawn inline. */
  path: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    </button>
  );
}

function centre(box: { width: number; height: number }): Point {
  return { x: box.width / 2, y: box.height / 2 };
}
