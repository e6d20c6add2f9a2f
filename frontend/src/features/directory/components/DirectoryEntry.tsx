import { Trans, useLingui } from '@lingui/react/macro';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DirectoryEntryDto } from '@standl/contracts';

/** 'AK-07 · Arkadenhof' */
export function stallLine(entry: Pick<DirectoryEntryDto, 'boothNumber' | 'areaName'>): string {
  return `${entry.boothNumber} · ${entry.areaName}`;
}

/**
 * One exhibitor: name or firm, what they sell (a few lines; the rest stays in the page for screen
 * readers and search engines), the stall, and the way to it on the plan when there is one.
 */
export function DirectoryEntry({
  entry,
  onShowOnPlan,
  onPreparePlan,
  planReady,
}: {
  entry: DirectoryEntryDto;
  /** Null: the stall is on no plan. */
  onShowOnPlan: ((entry: DirectoryEntryDto) => void) | null;
  /** Fetches the plan's code ahead, when the pointer or focus comes near the button. */
  onPreparePlan: () => void;
  /** False until the app has taken over the server's page (the button needs it). */
  planReady: boolean;
}) {
  const { t } = useLingui();
  const { boothNumber, name } = entry;
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
          <Button
            size="small"
            variant="outlined"
            startIcon={<MapOutlinedIcon />}
            disabled={!planReady}
            onClick={() => onShowOnPlan(entry)}
            onPointerEnter={onPreparePlan}
            onFocus={onPreparePlan}
            aria-label={t`Auf dem Plan zeigen: ${boothNumber}, ${name}`}
          >
            <Trans>Auf dem Plan zeigen</Trans>
          </Button>
        </Box>
      )}
    </Paper>
  );
}
