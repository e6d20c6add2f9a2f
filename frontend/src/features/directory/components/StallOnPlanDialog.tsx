import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AreaPlanDto, DirectoryEntryDto } from '@standl/contracts';
import { useState } from 'react';
import { PlanSvg, StallShape } from '../../floor-plan';
import { planWindow } from '../plan-window';
import { stallLine } from './DirectoryEntry';

/** The theme's 'sm' breakpoint: below it a phone, where the dialog fills the screen. */
const PHONE = '(max-width: 599.95px)';
const HIGHLIGHT = { fill: '#9b1c1f', text: '#ffffff' };
const NEIGHBOUR = { fill: '#e0e0e0', text: '#424242' };

/**
 * "Where is it?": the area's plan with the exhibitors' stalls of that area and the chosen one
 * highlighted in the market's red, opened on the stall's surroundings (the whole plan one press
 * away). A chunk of its own, loaded when a visitor first asks, so the directory's first load
 * carries no plan code (issue 32).
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
  // Asked once when the dialog opens: MUI's useMediaQuery would split code shared with the
  // entry into one more chunk of the first load of '/' (as the stall info panel found).
  const [phone] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches,
  );
  const [whole, setWhole] = useState(false);
  const { t } = useLingui();
  const { placement, areaName, boothNumber } = entry;
  const titleId = `plan-title-${entry.boothId}`;
  const others = neighbours.filter((other) => other.placement && other.boothId !== entry.boothId);
  const all = { x: 0, y: 0, width: plan.widthCm, height: plan.depthCm };
  const close = placement ? planWindow(plan, placement, phone ? 0.8 : 16 / 9) : all;
  const zoomed = close.width < plan.widthCm || close.height < plan.depthCm;
  const view = whole || !zoomed ? all : close;
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
          component="svg"
          viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
          role="img"
          aria-label={t`Lageplan ${areaName}: Standplatz ${boothNumber} ist rot hervorgehoben`}
          data-testid="directory-plan"
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            maxHeight: phone ? 'calc(100vh - 260px)' : '60vh',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '@keyframes stall-pulse': { '50%': { strokeOpacity: 0.25 } },
            '& .stall-highlight': { animation: 'stall-pulse 1.4s ease-in-out 4' },
            '@media (prefers-reduced-motion: reduce)': {
              '& .stall-highlight': { animation: 'none' },
            },
          }}
        >
          {/* The plan in its own units, shown through the window above. */}
          <PlanSvg
            widthCm={plan.widthCm}
            depthCm={plan.depthCm}
            imageUrl={plan.imageUrl}
            label={t`Lageplan ${areaName}`}
            width={plan.widthCm}
            height={plan.depthCm}
            aria-hidden="true"
          >
            {others.map((other) => (
              <StallShape
                key={other.boothId}
                placement={other.placement!}
                number={other.boothNumber}
                fill={NEIGHBOUR.fill}
                textColor={NEIGHBOUR.text}
              />
            ))}
            {placement && (
              <StallShape
                placement={placement}
                number={entry.boothNumber}
                fill={HIGHLIGHT.fill}
                textColor={HIGHLIGHT.text}
                emphasis="highlight"
              />
            )}
          </PlanSvg>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          <Trans>Rot markiert: Standplatz {boothNumber}.</Trans>
          {others.length > 0 && (
            <>
              {' '}
              <Trans>Grau: weitere Aussteller in diesem Bereich.</Trans>
            </>
          )}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: zoomed ? 'space-between' : 'flex-end' }}>
        {zoomed && (
          <Button onClick={() => setWhole((shown) => !shown)} aria-pressed={whole}>
            <Trans>Ganzen Plan zeigen</Trans>
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          <Trans>Schließen</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
