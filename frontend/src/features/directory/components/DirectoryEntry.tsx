import { Trans, useLingui } from '@lingui/react/macro';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DirectoryEntryDto } from '@standl/contracts';
import { memo } from 'react';
import { useHydrated } from '../../../lib/hydration';

/** 'AK-07 · Arkadenhof' */
export function stallLine(entry: Pick<DirectoryEntryDto, 'boothNumber' | 'areaName'>): string {
  return `${entry.boothNumber} · ${entry.areaName}`;
}

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
    <Paper
      component="li"
      variant="outlined"
      data-testid={`directory-entry-${entry.boothNumber}`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}
    >
      {/* Two lines for the name and three for the goods, however long: a card is as high in
          the fallback font as in Roboto, so nothing moves when the font arrives (CLS). */}
      <Typography
        variant="h6"
        component="h3"
        sx={{ fontSize: '1.1rem', lineHeight: 1.3, minHeight: '2.6em' }}
      >
        {entry.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
        {stallLine(entry)}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          lineHeight: 1.5,
          height: '4.5em',
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
        }}
      >
        {entry.description}
      </Typography>
      {onShowOnPlan && (
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <PlanButton entry={entry} onShowOnPlan={onShowOnPlan} onPreparePlan={onPreparePlan} />
        </Box>
      )}
    </Paper>
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
