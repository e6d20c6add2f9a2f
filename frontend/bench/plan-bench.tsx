/**
 * The page `npm run bench:plan` measures (scripts/bench-plan.mjs): the vendors' StallPlanView of
 * one area with 300 placed stalls in every state, mounted into a page that is already there. The
 * time runs from the start of the mount (React rendering the view's parent the first time) to
 * the frame after React committed it (the first frame that shows the plan), and is left in
 * `window.__planBench` for the script, with the time to the commit and the time from the state
 * change that asked for the mount (React schedules the render as a task of its own). With
 * `?leer` an empty element is mounted the same way: what the measurement itself costs.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { BoothAreaDto, BoothDto } from '@standl/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { StallPlanView } from '../src/features/floor-plan';
import { theme } from '../src/lib/theme';

declare global {
  interface Window {
    __planBench?: { ms: number; commitMs: number; requestedMs: number; stalls: number };
    startPlanBench?: () => void;
  }
}

const empty = new URLSearchParams(window.location.search).has('leer');

const COLUMNS = 20;
const ROWS = 15;
const STATES: Pick<BoothDto, 'status' | 'isBeingProcessed'>[] = [
  { status: 'available', isBeingProcessed: false },
  { status: 'available', isBeingProcessed: false },
  { status: 'available', isBeingProcessed: true },
  { status: 'reserved', isBeingProcessed: false },
  { status: 'occupied', isBeingProcessed: false },
];

/** 300 stalls of 3 m × 2 m in rows 5 m apart, every seventh turned, in every state. */
const stalls: BoothDto[] = Array.from({ length: COLUMNS * ROWS }, (_, i) => {
  const column = i % COLUMNS;
  const row = Math.floor(i / COLUMNS);
  const number = `AK-${String(i + 1).padStart(3, '0')}`;
  const power = i % 3 === 0;
  return {
    id: i + 1,
    number,
    areaId: 1,
    areaCode: 'AK',
    ...STATES[i % STATES.length]!,
    reservationTimeLeft: null,
    locationDescription: null,
    placement: {
      xCm: 250 + column * 350,
      yCm: 250 + row * 500,
      widthCm: 300,
      depthCm: 200,
      rotationDeg: i % 7 === 0 ? 90 : 0,
    },
    widthCm: 300,
    depthCm: 200,
    attributes: {
      powerAmps: power ? 16 : null,
      water: i % 4 === 0,
      covered: false,
      vehicleAccess: false,
    },
    price: power ? 17500 : 15000,
    priceDetail: {
      base: 15000,
      surcharges: power ? [{ kind: 'power', amount: 2500, powerAmps: 16 }] : [],
    },
  };
});

const area: BoothAreaDto = {
  id: 1,
  code: 'AK',
  name: 'Arkadenhof',
  price: 15000,
  pricePerMeter: null,
  totalBooths: stalls.length,
  allowSelfSelection: true,
  closedForSelection: false,
  freeStalls: 120,
  waitlistOpen: false,
  plan: { widthCm: 250 + COLUMNS * 350, depthCm: 250 + ROWS * 500, imageUrl: null },
  surcharges: { power: 2500, water: 0, covered: 0, vehicleAccess: 0 },
};

function Measured({ requested }: { requested: number }) {
  // The mount starts when React renders this component the first time.
  const [start] = useState(() => performance.now());
  const commit = useRef(0);
  useLayoutEffect(() => {
    commit.current = performance.now() - start;
  }, [start]);
  useEffect(() => {
    // The frame that paints the commit, then the task after it: the plan is on the screen.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const now = performance.now();
        window.__planBench = {
          ms: now - start,
          commitMs: commit.current,
          requestedMs: now - requested,
          stalls: empty ? 0 : stalls.length,
        };
      };
      channel.port2.postMessage(null);
    });
  }, [start, requested]);
  if (empty) return <div>leer</div>;
  return <StallPlanView area={area} booths={stalls} selectedBoothId={null} onChoose={() => {}} />;
}

/** The page around the plan (theme, base styles) is there before the measurement starts. */
function Page() {
  const [requested, setRequested] = useState<number | null>(null);
  useEffect(() => {
    window.startPlanBench = () => setRequested(performance.now());
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main style={{ padding: 12 }}>
        {requested !== null && <Measured requested={requested} />}
      </main>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
