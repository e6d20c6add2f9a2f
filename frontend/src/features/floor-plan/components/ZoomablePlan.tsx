import AddIcon from '@mui/icons-material/Add';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  FITTED,
  panBy,
  pinch,
  viewTransform,
  wheelFactor,
  zoomAt,
  ZOOM_STEP,
  type PlanView,
  type Point,
} from '../zoom';

/** A finger or the mouse moved this far (CSS px) is a drag, not a tap. */
const TAP_SLOP = 6;

/**
 * A plan that zooms and pans: two fingers pinch and move it, one finger or the mouse drags it, the
 * wheel zooms about the pointer, the buttons '+', '−' and 'Einpassen' (and, with the focus on the
 * plan, the arrow keys, '+', '−' and '0') do the same without a gesture. A tap or click that did
 * not move reaches the plan's content (a stall); one that dragged does not. Only the plan takes
 * the touch gestures from the browser (touch-action none), the page around it scrolls as usual.
 * The content fills the box at 'Einpassen'; the transform is written to the element directly, so
 * a gesture renders nothing in React.
 */
export function ZoomablePlan({
  aspectRatio,
  maxScale,
  label,
  children,
}: {
  /** The plan's width / depth: the box takes this shape (within a height a phone can show). */
  aspectRatio: number;
  maxScale: number;
  /** The box's name for screen readers, e.g. 'Lageplan Arkadenhof'. */
  label: string;
  children: ReactNode;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const view = useRef<PlanView>(FITTED);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef({ start: { x: 0, y: 0 }, dragged: false });
  const [limits, setLimits] = useState({ fitted: true, atMax: false });

  const size = () => ({
    width: boxRef.current?.clientWidth ?? 0,
    height: boxRef.current?.clientHeight ?? 0,
  });

  const show = useCallback(
    (next: PlanView) => {
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

  // A new size of the box (a phone turned, the window resized) starts from the whole plan.
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    let first = true;
    const observer = new ResizeObserver(() => {
      if (first) first = false;
      else show(FITTED);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [show]);

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
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={boxRef}
        role="group"
        aria-label={`${label} (mit den Pfeiltasten verschieben, mit Plus und Minus zoomen)`}
        tabIndex={0}
        data-testid="zoomable-plan"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={onClickCapture}
        onKeyDown={onKeyDown}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          width: '100%',
          aspectRatio: String(aspectRatio),
          minHeight: 220,
          maxHeight: '65vh',
          touchAction: 'none',
          userSelect: 'none',
          cursor: limits.fitted ? 'default' : 'grab',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#f5f5f5',
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <Box
          ref={contentRef}
          sx={{
            width: '100%',
            height: '100%',
            transformOrigin: '0 0',
            willChange: 'transform',
            '& > svg': { display: 'block', width: '100%', height: '100%' },
          }}
        >
          {children}
        </Box>
      </Box>
      <Paper
        elevation={2}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 1,
        }}
      >
        <ZoomButton
          label="Vergrößern"
          unavailable={limits.atMax}
          onClick={() => zoomAtCentre(ZOOM_STEP)}
        >
          <AddIcon />
        </ZoomButton>
        <ZoomButton
          label="Verkleinern"
          unavailable={limits.fitted}
          onClick={() => zoomAtCentre(1 / ZOOM_STEP)}
        >
          <RemoveIcon />
        </ZoomButton>
        <ZoomButton label="Einpassen" unavailable={limits.fitted} onClick={() => show(FITTED)}>
          <FitScreenIcon />
        </ZoomButton>
      </Paper>
    </Box>
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
  children,
}: {
  label: string;
  unavailable: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label} placement="left">
      <IconButton
        aria-label={label}
        aria-disabled={unavailable || undefined}
        onClick={unavailable ? undefined : onClick}
        sx={{ color: unavailable ? 'action.disabled' : 'text.primary' }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

function centre(box: { width: number; height: number }): Point {
  return { x: box.width / 2, y: box.height / 2 };
}
