import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { type BoothAreaDto, type BoothDto, VENDOR_MESSAGES } from '@standl/contracts';
import { useMessageText } from '../../../lib/error-texts/use-error-text';
import { useToast } from '../../../lib/toast';
import { useBoothAreas } from '../api/booth-areas';
import { selectableBoothAreas } from '../booth-area-order';
import { useBooths } from '../api/booths';
import type { AreaPlanView } from '../area-plan-view';
import { boothState, unavailableReason } from '../booth-state';
import { BoothAreaCard } from './BoothAreaCard';
import { BoothLegend } from './BoothLegend';

export interface BoothMapProps {
  selectedBoothId?: number | null;
  /** Called for free stalls only; any other stall shows why it cannot be chosen. */
  onSelect: (booth: BoothDto, area: BoothAreaDto) => void;
  /**
   * The plan view for areas with a plan (the floor-plan feature's StallPlanView, loaded lazily
   * by the page); without it every area shows its list only.
   */
  planView?: AreaPlanView;
}

/**
 * The stall map: one card per self-selectable area with a six-column grid of its stalls, and the
 * area's plan where it has one (full width then: a plan needs the room).
 */
export function BoothMap({ selectedBoothId = null, onSelect, planView }: BoothMapProps) {
  const areasQuery = useBoothAreas();
  const boothsQuery = useBooths();
  const { toast } = useToast();
  const { i18n } = useLingui();
  const messageText = useMessageText();

  const areasData = Array.isArray(areasQuery.data) ? areasQuery.data : null;
  const booths = Array.isArray(boothsQuery.data) ? boothsQuery.data : null;

  if ((!areasData && areasQuery.isError) || (!booths && boothsQuery.isError)) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void areasQuery.refetch();
              void boothsQuery.refetch();
            }}
          >
            <Trans>Erneut versuchen</Trans>
          </Button>
        }
      >
        <Trans>Die Standplätze konnten nicht geladen werden.</Trans>
      </Alert>
    );
  }

  if (!areasData || !booths) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }} role="status">
        <CircularProgress size={22} />
        <Typography color="text.secondary">
          <Trans>Lade Standplätze...</Trans>
        </Typography>
      </Box>
    );
  }

  const areas = selectableBoothAreas(areasData);
  if (areas.length === 0) {
    return (
      <Typography color="text.secondary">
        <Trans>Keine Standplatz-Bereiche verfügbar</Trans>
      </Typography>
    );
  }

  const handleClick = (booth: BoothDto, area: BoothAreaDto) => {
    if (boothState(booth) === 'available') onSelect(booth, area);
    else
      toast({
        title: messageText(VENDOR_MESSAGES.boothUnavailable),
        description: unavailableReason(booth, i18n),
      });
  };

  return (
    <Box data-testid="booth-map">
      <Box sx={{ mb: 2 }}>
        <BoothLegend />
      </Box>
      <Grid container spacing={2}>
        {areas.map((area) => (
          <Grid key={area.id} size={{ xs: 12, md: planView && area.plan ? 12 : 6 }}>
            <BoothAreaCard
              area={area}
              booths={booths.filter((booth) => booth.areaId === area.id)}
              selectedBoothId={selectedBoothId}
              onBoothClick={(booth) => handleClick(booth, area)}
              planView={planView}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
