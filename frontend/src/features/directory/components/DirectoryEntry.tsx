import { Trans, useLingui } from '@lingui/react/macro';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { DirectoryEntryDto } from '@standl/contracts';
import { memo } from 'react';
import { useHydrated } from '../../../lib/hydration';

/** 'AK-07 · Arkadenhof' */
export function stallLine(entry: Pick<DirectoryEntryDto, 'boothNumber' | 'areaName'>): string {
  return `${entry.boothNumber} · ${entry.areaName}`;
}

/**
 * A card's look in one style: MUI's outlined Paper with the h6 and body2 type of the theme for
 * name, stall and goods. One style for the browser to work out per entry instead of five, for a
 * page that lists a whole market while it starts. Two lines for the name and three for the goods,
 * however long: a card is as high in the fallback font as in Roboto, so nothing moves when the
 * font arrives (CLS).
 */
const Card = styled('li')(({ theme }) => ({
  padding: theme.spacing(2),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.75),
  minWidth: 0,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& h3': {
    ...theme.typography.h6,
    margin: 0,
    fontSize: '1.1rem',
    lineHeight: 1.3,
    minHeight: '2.6em',
  },
  '& .stall': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.primary.main,
    fontWeight: 600,
  },
  '& .goods': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    lineHeight: 1.5,
    height: '4.5em',
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-line',
  },
  '& .plan': { marginTop: 'auto', paddingTop: theme.spacing(0.5) },
}));

/**
 * One exhibitor: name or firm, what they sell (a few lines; the rest stays in the page for screen
 * readers and search engines), the stall, and the way to it on the plan when there is one. Drawn
 * again only when its entry changes: the list of a whole market stays put while the page starts.
 */
export const DirectoryEntry = memo(function DirectoryEntry({
  entry,
  onShowOnPlan,
  onPreparePlan,
}: {
  entry: DirectoryEntryDto;
  /** Null: the stall is on no plan. */
  onShowOnPlan: ((entry: DirectoryEntryDto) => void) | null;
  /** Fetches the plan's code ahead, when the pointer or focus comes near the button. */
  onPreparePlan: () => void;
}) {
  return (
    <Card data-testid={`directory-entry-${entry.boothNumber}`}>
      <h3>{entry.name}</h3>
      <p className="stall">{stallLine(entry)}</p>
      <p className="goods">{entry.description}</p>
      {onShowOnPlan && (
        <div className="plan">
          <PlanButton entry={entry} onShowOnPlan={onShowOnPlan} onPreparePlan={onPreparePlan} />
        </div>
      )}
    </Card>
  );
});

/** Disabled until the app has taken over the server's page: only then can it open the plan. */
function PlanButton({
  entry,
  onShowOnPlan,
  onPreparePlan,
}: {
  entry: DirectoryEntryDto;
  onShowOnPlan: (entry: DirectoryEntryDto) => void;
  onPreparePlan: () => void;
}) {
  const { t } = useLingui();
  const ready = useHydrated();
  const { boothNumber, name } = entry;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<MapOutlinedIcon />}
      disabled={!ready}
      onClick={() => onShowOnPlan(entry)}
      onPointerEnter={onPreparePlan}
      onFocus={onPreparePlan}
      aria-label={t`Auf dem Plan zeigen: ${boothNumber}, ${name}`}
    >
      <Trans>Auf dem Plan zeigen</Trans>
    </Button>
  );
}
