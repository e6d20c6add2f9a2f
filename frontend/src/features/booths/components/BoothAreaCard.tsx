import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOOTH_GRID_COLUMNS, type BoothAreaDto, type BoothDto } from '@standl/contracts';
import { Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { useFormat } from '../../../lib/use-format';
import {
  BOOTH_COLORS,
  BOOTH_STATE_MESSAGES,
  BOOTH_STATE_ORDER,
  countByState,
  boothState,
  sortBooths,
} from '../booth-state';
import type { AreaPlanView } from '../area-plan-view';
import { nextStallIndex } from '../stall-grid-keys';
import { BoothButton } from './BoothButton';

/**
 * An area of the vendors' map: its name, fee and counts, and its stalls as a numbered list (a
 * grid of buttons, six per row). An area with a plan shows it first ('Plan'), the list one press
 * away ('Liste'); both choose the same way (issue 32).
 */
export function BoothAreaCard({
  area,
  booths,
  selectedBoothId,
  onBoothClick,
  planView: PlanView,
}: {
  area: BoothAreaDto;
  booths: BoothDto[];
  selectedBoothId: number | null;
  onBoothClick: (booth: BoothDto) => void;
  planView?: AreaPlanView;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const areaName = area.name;
  const sorted = sortBooths(booths);
  const counts = countByState(sorted);
  const described = sorted.filter((booth) => booth.locationDescription);
  const headingId = `booth-area-${area.code}-heading`;
  const grid = useStallGrid(sorted, selectedBoothId);
  const [view, setView] = useState<'plan' | 'list'>('plan');
  const withPlan = Boolean(PlanView && area.plan) && sorted.length > 0;
  const rows: BoothDto[][] = [];
  for (let start = 0; start < sorted.length; start += BOOTH_GRID_COLUMNS) {
    rows.push(sorted.slice(start, start + BOOTH_GRID_COLUMNS));
  }

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={`booth-map-area-${area.code}`}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 1,
          }}
        >
          <Typography id={headingId} variant="h6" component="h3">
            {area.name} ({area.code})
          </Typography>
          <Typography variant="subtitle1" component="span" color="primary" sx={{ fontWeight: 700 }}>
            {format.euro(area.price)}
          </Typography>
        </Box>

        <Box
          component="ul"
          aria-label={t`Übersicht ${areaName}`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.5,
            rowGap: 0.25,
            listStyle: 'none',
            m: 0,
            mt: 0.5,
            mb: 1.5,
            p: 0,
          }}
        >
          {BOOTH_STATE_ORDER.map((state) => (
            <Box
              component="li"
              key={state}
              data-testid={`count-${state}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Box
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: BOOTH_COLORS[state].bg }}
              />
              <Typography variant="body2" component="span" color="text.secondary">
                {counts[state]} {t(BOOTH_STATE_MESSAGES[state])}
              </Typography>
            </Box>
          ))}
        </Box>

        {withPlan && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_event, next: 'plan' | 'list' | null) => next && setView(next)}
            aria-label={t`Ansicht ${areaName}`}
            sx={{ mb: 1.5 }}
          >
            <ToggleButton value="plan" sx={{ px: 2, minHeight: 40 }}>
              <Trans>Plan</Trans>
            </ToggleButton>
            <ToggleButton value="list" sx={{ px: 2, minHeight: 40 }}>
              <Trans>Liste</Trans>
            </ToggleButton>
          </ToggleButtonGroup>
        )}

        {withPlan && PlanView && view === 'plan' ? (
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }} role="status">
                <CircularProgress size={22} />
                <Typography color="text.secondary">
                  <Trans>Lade Lageplan...</Trans>
                </Typography>
              </Box>
            }
          >
            <PlanView
              area={area}
              booths={sorted}
              selectedBoothId={selectedBoothId}
              onChoose={onBoothClick}
              legend={false}
            />
          </Suspense>
        ) : sorted.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>In diesem Bereich gibt es keine Standplätze.</Trans>
          </Typography>
        ) : (
          <>
            <Box component="span" id={`${headingId}-keys`} hidden>
              <Trans>
                Mit den Pfeiltasten zwischen den Standplätzen wechseln, mit Leertaste oder
                Eingabetaste auswählen.
              </Trans>
            </Box>
            <Box
              role="grid"
              aria-label={t`Standplätze ${areaName}`}
              aria-describedby={`${headingId}-keys`}
              onKeyDown={grid.onKeyDown}
              sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 0.75, sm: 1 } }}
            >
              {rows.map((row) => (
                <Box
                  key={row[0]!.id}
                  role="row"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: `repeat(${BOOTH_GRID_COLUMNS}, minmax(0, 1fr))`,
                    gap: { xs: 0.75, sm: 1 },
                  }}
                >
                  {row.map((booth) => (
                    <Box key={booth.id} role="gridcell" sx={{ display: 'flex', minWidth: 0 }}>
                      <BoothButton
                        ref={grid.refFor(booth.id)}
                        booth={booth}
                        selected={booth.id === selectedBoothId}
                        tabIndex={booth.id === grid.tabStopId ? 0 : -1}
                        onClick={onBoothClick}
                        onFocus={grid.onFocus}
                      />
                    </Box>
                  ))}
                </Box>
              ))}
            </Box>
          </>
        )}

        {described.length > 0 && (
          <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
            {described.map((booth) => (
              <Typography key={booth.id} variant="body2" component="div" sx={{ py: 0.25 }}>
                <Box component="dt" sx={{ display: 'inline', fontWeight: 600 }}>
                  {booth.number}:
                </Box>{' '}
                <Box component="dd" sx={{ display: 'inline', m: 0 }}>
                  {booth.locationDescription}
                </Box>
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Roving tab index over an area's stalls: one Tab stop per grid (the stall last focused in it, else
 * the selected one, else the first free one, else the first), the arrow keys, Home and End move the
 * focus between the stalls in their visual rows and columns.
 */
function useStallGrid(booths: readonly BoothDto[], selectedBoothId: number | null) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const elements = useRef(new Map<number, HTMLButtonElement>());
  const has = (id: number | null) => id !== null && booths.some((booth) => booth.id === id);
  const tabStopId = has(activeId)
    ? activeId
    : has(selectedBoothId)
      ? selectedBoothId
      : ((booths.find((booth) => boothState(booth) === 'available') ?? booths[0])?.id ?? null);

  return {
    tabStopId,
    refFor: (id: number) => (element: HTMLButtonElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    onFocus: (booth: BoothDto) => setActiveId(booth.id),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const index = booths.findIndex((booth) => elements.current.get(booth.id) === event.target);
      if (index < 0) return;
      const next = nextStallIndex(
        event.key,
        index,
        booths.length,
        BOOTH_GRID_COLUMNS,
        event.ctrlKey || event.metaKey,
      );
      if (next === null) return;
      event.preventDefault();
      const target = booths[next]!;
      setActiveId(target.id);
      elements.current.get(target.id)?.focus();
    },
  };
}
