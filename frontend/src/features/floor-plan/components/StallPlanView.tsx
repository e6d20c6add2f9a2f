import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { BoothDto } from '@standl/contracts';
import { memo, useMemo, useState, type MouseEvent } from 'react';
import {
  BOOTH_COLORS,
  BoothLegend,
  boothState,
  boothStateText,
  type AreaPlanViewProps,
} from '../../booths';
import { maxScaleFor } from '../zoom';
import { PlanSvg } from './PlanSvg';
import { StallInfoPanel } from './StallInfoPanel';
import { StallShape } from './StallShape';
import { ZoomablePlan } from './ZoomablePlan';

type Inspected = { booth: BoothDto; anchor: Element };

/**
 * A vendor's plan of one area: every placed stall in the colour of its state (the chosen one in
 * the colour 'ausgewählt'), the stalls without a place listed beside it, a legend. A tap or click
 * on a stall opens its info panel (size, equipment, fee, 'Diesen Platz wählen' while free). The
 * plan is a picture for screen readers (role img with a summary); the numbered list of the map
 * (BoothAreaCard's 'Liste') carries the same facts per stall and is their way to choose.
 */
export function StallPlanView({
  area,
  booths,
  selectedBoothId,
  onChoose,
  legend = true,
}: AreaPlanViewProps) {
  const [inspected, setInspected] = useState<Inspected | null>(null);
  const plan = area.plan;
  const { placed, unplaced, byNumber } = useMemo(() => {
    const sorted = [...booths].sort((a, b) =>
      a.number.localeCompare(b.number, 'de', { numeric: true }),
    );
    return {
      placed: sorted.filter((booth) => booth.placement !== null),
      unplaced: sorted.filter((booth) => booth.placement === null),
      byNumber: new Map(sorted.map((booth) => [booth.number, booth])),
    };
  }, [booths]);
  if (!plan) return null;

  const free = placed.filter((booth) => boothState(booth) === 'available').length;
  // One listener for all stalls: each shape stays a plain memoised drawing (300 of them mount in
  // one frame on a phone, issue 32).
  const onPlanClick = (event: MouseEvent<SVGSVGElement>) => {
    const shape = (event.target as Element).closest('[data-stall]');
    const booth = shape && byNumber.get(shape.getAttribute('data-stall') ?? '');
    if (booth && shape) setInspected({ booth, anchor: shape });
  };

  return (
    <Box data-testid={`stall-plan-${area.code}`}>
      {legend && (
        <Box sx={{ mb: 1.5 }}>
          <BoothLegend />
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Ein Tipp oder Klick auf einen Standplatz zeigt Größe, Ausstattung und Gebühr. Zoomen mit
        zwei Fingern, dem Mausrad oder den Knöpfen + und −.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: unplaced.length > 0 ? 'minmax(0, 1fr) 200px' : 'minmax(0, 1fr)',
          },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <ZoomablePlan
          aspectRatio={plan.widthCm / plan.depthCm}
          maxScale={maxScaleFor(plan.widthCm)}
          label={`Lageplan ${area.name}`}
        >
          <PlanSvg
            widthCm={plan.widthCm}
            depthCm={plan.depthCm}
            imageUrl={plan.imageUrl}
            label={`Lageplan ${area.name}: ${placed.length} Standplätze eingezeichnet, davon ${free} frei. Größe, Ausstattung und Gebühr jedes Standplatzes stehen auch in der Liste.`}
            onClick={onPlanClick}
          >
            <Stalls
              booths={placed}
              selectedBoothId={selectedBoothId}
              inspectedId={inspected?.booth.id ?? null}
            />
          </PlanSvg>
        </ZoomablePlan>
        {unplaced.length > 0 && (
          <UnplacedStalls
            areaName={area.name}
            booths={unplaced}
            selectedBoothId={selectedBoothId}
            onOpen={(booth, anchor) => setInspected({ booth, anchor })}
          />
        )}
      </Box>
      <StallInfoPanel
        booth={inspected ? (byNumber.get(inspected.booth.number) ?? inspected.booth) : null}
        anchor={inspected?.anchor ?? null}
        selected={inspected?.booth.id === selectedBoothId}
        onClose={() => setInspected(null)}
        onChoose={(booth) => {
          setInspected(null);
          onChoose(booth);
        }}
      />
    </Box>
  );
}

/** The stalls' shapes: memoised, so opening a panel redraws only the two stalls it changes. */
const Stalls = memo(function Stalls({
  booths,
  selectedBoothId,
  inspectedId,
}: {
  booths: readonly BoothDto[];
  selectedBoothId: number | null;
  inspectedId: number | null;
}) {
  return (
    <g style={{ cursor: 'pointer' }}>
      {booths.map((booth) => {
        const selected = booth.id === selectedBoothId;
        const colors = BOOTH_COLORS[selected ? 'selected' : boothState(booth)];
        return (
          <StallShape
            key={booth.id}
            placement={booth.placement!}
            number={booth.number}
            fill={colors.bg}
            textColor={colors.fg}
            emphasis={selected || booth.id === inspectedId ? 'selected' : 'none'}
            data-state={selected ? 'selected' : boothState(booth)}
          />
        );
      })}
    </g>
  );
});

/** Stalls the organiser has not placed yet: chosen like the others, from buttons beside the plan. */
function UnplacedStalls({
  areaName,
  booths,
  selectedBoothId,
  onOpen,
}: {
  areaName: string;
  booths: readonly BoothDto[];
  selectedBoothId: number | null;
  onOpen: (booth: BoothDto, anchor: Element) => void;
}) {
  const headingId = `unplaced-${areaName.replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 0.75 }}>
        Noch nicht im Plan eingezeichnet
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(56px, 1fr))',
          gap: 0.75,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {booths.map((booth) => {
          const selected = booth.id === selectedBoothId;
          const state = boothState(booth);
          const colors = BOOTH_COLORS[selected ? 'selected' : state];
          return (
            <li key={booth.id}>
              <ButtonBase
                data-booth={booth.number}
                data-state={selected ? 'selected' : state}
                aria-label={`Standplatz ${booth.number}, ${selected ? 'ausgewählt' : boothStateText(booth)}`}
                aria-haspopup="dialog"
                onClick={(event) => onOpen(booth, event.currentTarget)}
                sx={{
                  width: '100%',
                  minHeight: 44,
                  borderRadius: 1,
                  fontWeight: 700,
                  bgcolor: colors.bg,
                  color: colors.fg,
                }}
              >
                {booth.number}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
