import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AreaPlanDto, DirectoryEntryDto } from '@standl/contracts';
import { PlanSvg, StallShape } from '../../floor-plan';
import { stallLine } from './DirectoryEntry';

const HIGHLIGHT = { fill: '#9b1c1f', text: '#ffffff' };
const NEIGHBOUR = { fill: '#e0e0e0', text: '#424242' };

/**
 * "Where is it?": the area's plan with the exhibitors' stalls of that area and the chosen one
 * highlighted in the market's red. A chunk of its own, loaded when a visitor first asks, so the
 * directory's first load carries no plan code (issue 32).
 */
export function StallOnPlanDialog({
  entry,
  plan,
  neighbours,
  onClose,
}: {
  entry: DirectoryEntryDto;
  plan: AreaPlanDto;
  /** The other listed stalls of the area (drawn muted, for orientation). */
  neighbours: readonly DirectoryEntryDto[];
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const { placement } = entry;
  const titleId = `plan-title-${entry.boothId}`;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {stallLine(entry)}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {entry.name}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            '@keyframes stall-pulse': { '50%': { strokeOpacity: 0.25 } },
            '& .stall-highlight': { animation: 'stall-pulse 1.4s ease-in-out 4' },
            '@media (prefers-reduced-motion: reduce)': {
              '& .stall-highlight': { animation: 'none' },
            },
          }}
        >
          <PlanSvg
            widthCm={plan.widthCm}
            depthCm={plan.depthCm}
            imageUrl={plan.imageUrl}
            label={`Lageplan ${entry.areaName}: Standplatz ${entry.boothNumber} ist rot hervorgehoben`}
            width="100%"
            style={{ display: 'block', maxHeight: phone ? '70vh' : '65vh' }}
            data-testid="directory-plan"
          >
            {neighbours.map((other) => {
              const at = other.placement;
              return at && other.boothId !== entry.boothId ? (
                <StallShape
                  key={other.boothId}
                  placement={at}
                  number={other.boothNumber}
                  fill={NEIGHBOUR.fill}
                  textColor={NEIGHBOUR.text}
                  aria-hidden="true"
                />
              ) : null;
            })}
            {placement && (
              <StallShape
                placement={placement}
                number={entry.boothNumber}
                fill={HIGHLIGHT.fill}
                textColor={HIGHLIGHT.text}
                emphasis="highlight"
                aria-hidden="true"
              />
            )}
          </PlanSvg>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Rot markiert: Standplatz {entry.boothNumber}. Grau: weitere Aussteller in diesem Bereich.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Schließen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
