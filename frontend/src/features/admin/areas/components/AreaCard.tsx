import EditIcon from '@mui/icons-material/Edit';
import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  formatStallSize,
  STALL_ATTRIBUTE_KINDS,
  STALL_ATTRIBUTE_LABELS,
  type AdminBoothAreaDto,
  type AreaSurcharges,
} from '@standl/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatEuro } from '../../../../lib/format';
import { useUpdateArea } from '../use-update-area';
import { EditAreaDialog } from './EditAreaDialog';
import { useMay } from '../../auth';

/**
 * 'x von y vergeben' counts occupied and reserved stalls; stalls a vendor is paying for right now
 * are named apart ('in Bearbeitung'): not taken yet, but not free either.
 */
export function occupancy(area: AdminBoothAreaDto) {
  const taken = area.occupiedCount + area.reservedCount;
  const held = area.booths.filter((booth) => booth.isBeingProcessed).length;
  const parts = [
    `${area.occupiedCount} belegt`,
    `${area.reservedCount} reserviert`,
    `${area.availableCount - held} frei`,
    ...(held > 0 ? [`${held} in Bearbeitung`] : []),
  ];
  return {
    summary: `${taken} von ${area.totalBooths} vergeben`,
    detail: parts.join(' · '),
    percent: area.totalBooths ? Math.round((taken / area.totalBooths) * 100) : 0,
  };
}

/** The surcharges an area charges, e.g. 'Stromanschluss 25,00 € · Wasser 10,00 €'; null: none. */
export function surchargesText(surcharges: AreaSurcharges): string | null {
  const charged = STALL_ATTRIBUTE_KINDS.filter((kind) => surcharges[kind] > 0);
  if (charged.length === 0) return null;
  return charged
    .map((kind) => `${STALL_ATTRIBUTE_LABELS[kind]} ${formatEuro(surcharges[kind])}`)
    .join(' · ');
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

export function AreaCard({ area }: { area: AdminBoothAreaDto }) {
  // A new key on every opening: the dialog starts from the area as it is now.
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const toggle = useUpdateArea(area.id);
  const close = useUpdateArea(area.id);
  const mayEdit = useMay('areas.edit');
  const enabled = toggle.isPending
    ? Boolean(toggle.variables.allowSelfSelection)
    : area.allowSelfSelection;
  const closed = close.isPending
    ? Boolean(close.variables.closedForSelection)
    : area.closedForSelection;
  const usage = occupancy(area);
  const surcharges = surchargesText(area.surcharges);
  const headingId = `admin-area-${area.code}-heading`;

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={`admin-area-${area.code}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1.5,
          }}
        >
          <Box>
            <Typography id={headingId} variant="h6" component="h3">
              {area.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Code {area.code}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
            {closed && (
              <Chip
                size="small"
                variant="outlined"
                label="Geschlossen"
                data-testid="closed-badge"
                sx={{ fontWeight: 600 }}
              />
            )}
            <Chip
              size="small"
              label={enabled ? 'Aktiviert' : 'Deaktiviert'}
              color={enabled ? 'success' : 'default'}
              data-testid="self-selection-badge"
            />
          </Box>
        </Box>

        <Box component="dl" sx={{ m: 0 }}>
          <Detail label="Standplätze" value={String(area.totalBooths)} />
          <Detail label="Preis pro Standplatz" value={formatEuro(area.price)} />
          {area.pricePerMeter !== null && (
            <Detail label="Preis pro Laufmeter" value={formatEuro(area.pricePerMeter)} />
          )}
          {surcharges && <Detail label="Zuschläge" value={surcharges} />}
          <Detail
            label="Lageplan"
            value={area.plan ? formatStallSize(area.plan.widthCm, area.plan.depthCm) : 'keiner'}
          />
          <Detail label="Belegung" value={usage.summary} />
        </Box>
        <LinearProgress
          variant="determinate"
          value={usage.percent}
          aria-label={`Belegung ${area.name}`}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {usage.detail}
        </Typography>
        <FormControlLabel
          labelPlacement="start"
          sx={{ mx: 0, mt: 1, width: '100%', justifyContent: 'space-between' }}
          control={
            <Switch
              checked={enabled}
              disabled={toggle.isPending || !mayEdit}
              onChange={(event) => toggle.mutate({ allowSelfSelection: event.target.checked })}
              slotProps={{ input: { 'aria-label': `Selbstauswahl durch Händler (${area.name})` } }}
            />
          }
          label="Selbstauswahl durch Händler"
          slotProps={{ typography: { variant: 'body2' } }}
        />
        <FormControlLabel
          labelPlacement="start"
          sx={{ mx: 0, width: '100%', justifyContent: 'space-between', gap: 1 }}
          control={
            <Switch
              checked={closed}
              disabled={close.isPending || !mayEdit}
              onChange={(event) => close.mutate({ closedForSelection: event.target.checked })}
              slotProps={{
                input: {
                  'aria-label': `Bereich geschlossen, neue Anmeldungen auf die Warteliste (${area.name})`,
                },
              }}
            />
          }
          label="Bereich geschlossen (neue Anmeldungen auf die Warteliste)"
          slotProps={{ typography: { variant: 'body2' } }}
        />
      </CardContent>

      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<MapIcon />}
          component={RouterLink}
          to={`?tab=floor-plan&area=${area.code}`}
          aria-label={`Lageplan ${area.name}`}
        >
          Lageplan
        </Button>
        {mayEdit && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<EditIcon />}
            aria-label={`${area.name} bearbeiten`}
            onClick={() => setDialog(({ key }) => ({ open: true, key: key + 1 }))}
          >
            Bearbeiten
          </Button>
        )}
      </CardActions>
      <EditAreaDialog
        key={dialog.key}
        area={area}
        open={dialog.open}
        onClose={() => setDialog(({ key }) => ({ open: false, key }))}
      />
    </Card>
  );
}
