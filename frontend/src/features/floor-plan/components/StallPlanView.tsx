import type { BoothDto, StallPlacement } from '@standl/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import {
  BOOTH_COLORS,
  BOOTH_STATE_MESSAGES,
  BOOTH_STATE_ORDER,
  boothShortNumber,
  boothState,
  boothStateText,
  SELECTED_STALL_MESSAGE,
  type AreaPlanViewProps,
} from '../../booths';
import { clientToPlan, stallAt, stallOutline } from '../plan-geometry';
import { maxScaleFor, type Size } from '../zoom';
import '../floor-plan.css';
import { PlanSvg } from './PlanSvg';
import { StallInfoPanel } from './StallInfoPanel';
import { ZoomablePlan } from './ZoomablePlan';

type Inspected = { booth: BoothDto; anchor: Element | (() => Element) };
type Placed = BoothDto & { placement: StallPlacement };

/** A stall's number is drawn once it would be at least this many CSS pixels high. */
const LEGIBLE_PX = 7;
/** A tap this close to a stall (CSS pixels) still hits it. */
const TAP_SLOP_PX = 10;

const LEGEND = [
  ...BOOTH_STATE_ORDER.map((state) => ({ key: state, label: BOOTH_STATE_MESSAGES[state] })),
  { key: 'selected' as const, label: SELECTED_STALL_MESSAGE },
];

const stallNumbers = new Intl.Collator('de', { numeric: true });
const byStallNumber = (a: BoothDto, b: BoothDto) => stallNumbers.compare(a.number, b.number);

/** The height of a stall's number on the plan, in centimetres. */
const labelSizeCm = (p: StallPlacement) =>
  Math.min(120, Math.max(20, Math.min(p.widthCm, p.depthCm) * 0.45));

/**
 * A vendor's plan of one area: every placed stall in the colour of its state (the chosen one in
 * the colour 'ausgewählt'), the stalls without a place listed beside it, a legend. A tap or click
 * on a stall opens its info panel (size, equipment, fee, 'Diesen Platz wählen' while free). The
 * plan is a picture for screen readers (role img with a summary); the numbered list of the map
 * (BoothAreaCard's 'Liste') carries the same facts per stall and is their way to choose.
 *
 * Drawn for speed (issue 32: 300 stalls in 100 ms on a slowed-down phone): one path per state
 * colour, a tap found by arithmetic, the numbers only once the zoom makes them readable (on a
 * phone the whole market shows as coloured blocks first), plain elements styled by a CSS file.
 */
export function StallPlanView({
  area,
  booths,
  selectedBoothId,
  onChoose,
  legend = true,
}: AreaPlanViewProps) {
  const { t } = useLingui();
  const [inspected, setInspected] = useState<Inspected | null>(null);
  const [labels, setLabels] = useState(false);
  const plan = area.plan;
  const areaName = area.name;
  const { placed, unplaced, byNumber, labelCm } = useMemo(() => {
    const onPlan = booths.filter((booth): booth is Placed => booth.placement !== null);
    const sizes = onPlan.map((booth) => labelSizeCm(booth.placement)).sort((a, b) => a - b);
    return {
      placed: onPlan,
      unplaced: booths.filter((booth) => booth.placement === null).sort(byStallNumber),
      byNumber: new Map(booths.map((booth) => [booth.number, booth])),
      labelCm: sizes[Math.floor(sizes.length / 2)] ?? 0,
    };
  }, [booths]);
  const planWidth = plan?.widthCm ?? 1;
  const planDepth = plan?.depthCm ?? 1;
  const onScaleChange = useCallback(
    (scale: number, box: Size) => {
      const pxPerCm = Math.min(box.width / planWidth, box.height / planDepth);
      setLabels(labelCm * pxPerCm * scale >= LEGIBLE_PX);
    },
    [labelCm, planWidth, planDepth],
  );
  if (!plan) return null;

  const free = placed.filter((booth) => boothState(booth) === 'available').length;
  const count = placed.length;
  const planLabel = t`Lageplan ${areaName}`;
  // One listener for all stalls, which are no elements of their own: the tap's place on the plan
  // finds the stall (or the nearest within a fingertip).
  const onPlanClick = (event: MouseEvent<SVGSVGElement>) => {
    const svg = event.currentTarget;
    const point = clientToPlan(
      { x: event.clientX, y: event.clientY },
      svg.getBoundingClientRect(),
      plan,
    );
    const booth = stallAt(point, placed, TAP_SLOP_PX / point.pxPerCm);
    if (!booth) return;
    const anchor = () =>
      [...svg.querySelectorAll('[data-outline]')].find(
        (outline) => outline.getAttribute('data-outline') === booth.number,
      ) ?? svg;
    setInspected({ booth, anchor });
  };
  const inspectedBooth = inspected ? (byNumber.get(inspected.booth.number) ?? null) : null;

  return (
    <div className="fp-view" data-testid={`stall-plan-${area.code}`}>
      {legend && (
        <ul className="fp-legend" aria-label={t`Legende`}>
          {LEGEND.map(({ key, label }) => (
            <li key={key}>
              <span aria-hidden="true" style={{ background: BOOTH_COLORS[key].bg }} />
              {t(label)}
            </li>
          ))}
        </ul>
      )}
      <p className="fp-hint">
        <Trans>
          Ein Tipp oder Klick auf einen Standplatz zeigt Größe, Ausstattung und Gebühr. Zoomen mit
          zwei Fingern, dem Mausrad oder den Knöpfen + und −.
        </Trans>
      </p>
      <div className={unplaced.length > 0 ? 'fp-layout fp-with-aside' : 'fp-layout'}>
        <ZoomablePlan
          aspectRatio={plan.widthCm / plan.depthCm}
          maxScale={maxScaleFor(plan.widthCm)}
          label={planLabel}
          onScaleChange={onScaleChange}
        >
          <PlanSvg
            widthCm={plan.widthCm}
            depthCm={plan.depthCm}
            imageUrl={plan.imageUrl}
            label={t`Lageplan ${areaName}: ${count} Standplätze eingezeichnet, davon ${free} frei. Größe, Ausstattung und Gebühr jedes Standplatzes stehen auch in der Liste.`}
            onClick={onPlanClick}
          >
            <Stalls booths={placed} selectedBoothId={selectedBoothId} />
            {labels && <Labels booths={placed} selectedBoothId={selectedBoothId} />}
            <Outlines booths={placed} ids={[selectedBoothId, inspectedBooth?.id ?? null]} />
          </PlanSvg>
        </ZoomablePlan>
        {unplaced.length > 0 && (
          <UnplacedStalls
            areaCode={area.code}
            booths={unplaced}
            selectedBoothId={selectedBoothId}
            onOpen={(booth, anchor) => setInspected({ booth, anchor })}
          />
        )}
      </div>
      {inspected && inspectedBooth && (
        <StallInfoPanel
          booth={inspectedBooth}
          anchor={inspected.anchor}
          selected={inspectedBooth.id === selectedBoothId}
          onClose={() => setInspected(null)}
          onChoose={(booth) => {
            setInspected(null);
            onChoose(booth);
          }}
        />
      )}
    </div>
  );
}

const colorsOf = (booth: BoothDto, selectedBoothId: number | null) =>
  BOOTH_COLORS[booth.id === selectedBoothId ? 'selected' : boothState(booth)];

/**
 * The stalls in their state colours, white edges between neighbours: one path per colour (a
 * subpath per stall), so 300 stalls are five elements to create, lay out and paint.
 */
const Stalls = memo(function Stalls({
  booths,
  selectedBoothId,
}: {
  booths: readonly Placed[];
  selectedBoothId: number | null;
}) {
  const outlines = new Map<keyof typeof BOOTH_COLORS, string[]>();
  for (const booth of booths) {
    const key = booth.id === selectedBoothId ? 'selected' : boothState(booth);
    const list = outlines.get(key) ?? [];
    list.push(stallOutline(booth.placement));
    outlines.set(key, list);
  }
  return (
    <g className="fp-stalls" stroke="#ffffff" strokeWidth={6} strokeLinejoin="round">
      {[...outlines].map(([key, paths]) => (
        <path key={key} data-plan-state={key} fill={BOOTH_COLORS[key].bg} d={paths.join('')} />
      ))}
    </g>
  );
});

/** The stalls' short numbers, upright whatever the stall's rotation. */
const Labels = memo(function Labels({
  booths,
  selectedBoothId,
}: {
  booths: readonly Placed[];
  selectedBoothId: number | null;
}) {
  return (
    <g
      fontWeight={700}
      textAnchor="middle"
      dominantBaseline="central"
      pointerEvents="none"
      style={{ userSelect: 'none' }}
      aria-hidden="true"
    >
      {booths.map((booth) => (
        <text
          key={booth.id}
          x={booth.placement.xCm}
          y={booth.placement.yCm}
          fontSize={labelSizeCm(booth.placement)}
          fill={colorsOf(booth, selectedBoothId).fg}
        >
          {boothShortNumber(booth.number)}
        </text>
      ))}
    </g>
  );
});

/** A dark outline around the chosen stall and the one whose panel is open. */
function Outlines({ booths, ids }: { booths: readonly Placed[]; ids: (number | null)[] }) {
  const marked = booths.filter((booth) => ids.includes(booth.id));
  return (
    <g fill="none" stroke="#111111" strokeLinejoin="round" pointerEvents="none">
      {marked.map((booth) => (
        <path
          key={booth.id}
          data-outline={booth.number}
          strokeWidth={Math.max(
            12,
            Math.min(booth.placement.widthCm, booth.placement.depthCm) * 0.09,
          )}
          d={stallOutline(booth.placement)}
        />
      ))}
    </g>
  );
}

/** Stalls the organiser has not placed yet: chosen like the others, from buttons beside the plan. */
function UnplacedStalls({
  areaCode,
  booths,
  selectedBoothId,
  onOpen,
}: {
  areaCode: string;
  booths: readonly BoothDto[];
  selectedBoothId: number | null;
  onOpen: (booth: BoothDto, anchor: Element) => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = `unplaced-${areaCode}`;
  return (
    <section className="fp-unplaced" aria-labelledby={headingId}>
      <h4 id={headingId}>
        <Trans>Noch nicht im Plan eingezeichnet</Trans>
      </h4>
      <ul>
        {booths.map((booth) => {
          const selected = booth.id === selectedBoothId;
          const colors = colorsOf(booth, selectedBoothId);
          const number = booth.number;
          const stateText = selected ? t(SELECTED_STALL_MESSAGE) : boothStateText(booth, i18n);
          return (
            <li key={booth.id}>
              <button
                type="button"
                data-booth={booth.number}
                data-plan-state={selected ? 'selected' : boothState(booth)}
                aria-label={t`Standplatz ${number}, ${stateText}`}
                aria-haspopup="dialog"
                onClick={(event) => onOpen(booth, event.currentTarget)}
                style={{ background: colors.bg, color: colors.fg }}
              >
                {booth.number}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
