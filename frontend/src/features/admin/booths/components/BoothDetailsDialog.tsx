import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AdminBoothDto } from '@standl/contracts';
import { useId } from 'react';
import { BOOTH_STATE_LABELS, boothState } from '../../../booths';
import { minutesText, reservationTypeLabel } from '../booth-rules';
import { formatViennaDateTime } from '../../../../lib/format';
import { SPECIAL_AREA } from './BoothAreaSection';
import { useLastValue } from './useLastValue';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function rows(booth: AdminBoothDto): [string, string | null][] {
  const taken = booth.status !== 'available';
  return [
    ['Status', capitalized(BOOTH_STATE_LABELS[boothState(booth)])],
    ['Händler', booth.vendorName],
    ['E-Mail', booth.vendorEmail],
    ['Reservierter Name', booth.reservedName],
    ['Art', taken ? reservationTypeLabel(booth.reservationType) : null],
    ['Reserviert von', booth.reservedBy],
    ['Reserviert am', formatViennaDateTime(booth.reservedAt) || null],
    [
      'Standort',
      booth.areaCode === SPECIAL_AREA ? (booth.locationDescription ?? 'keine Angabe') : null,
    ],
  ];
}

/** A taken (or held) stall clicked on the map: who has it, 'Freigeben' and, for SO, the location. */
export function BoothDetailsDialog({
  booth: current,
  onClose,
  onRelease,
  onEditLocation,
}: {
  booth: AdminBoothDto | null;
  onClose(): void;
  /** Without these (a role that may not change stalls) the dialog only shows. */
  onRelease?: (booth: AdminBoothDto) => void;
  onEditLocation?: (booth: AdminBoothDto) => void;
}) {
  const titleId = useId();
  const booth = useLastValue(current);
  const held = booth !== null && boothState(booth) === 'processing';
  return (
    <Dialog
      open={current !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      {booth && (
        <>
          <DialogTitle id={titleId}>Standplatz {booth.number}</DialogTitle>
          <DialogContent dividers>
            {held && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {booth.holdVendorName ?? 'Ein Händler'} zahlt gerade die Anzahlung für diesen Platz
                {booth.reservationTimeLeft ? ` (${minutesText(booth.reservationTimeLeft)})` : ''}.
                Danach ist er reserviert oder wieder frei.
              </Alert>
            )}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.75,
                m: 0,
              }}
            >
              {rows(booth)
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, overflowWrap: 'anywhere' }}
                    >
                      {value}
                    </Typography>
                  </Box>
                ))}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }} disableSpacing>
            {onEditLocation && booth.areaCode === SPECIAL_AREA && (
              <Button onClick={() => onEditLocation(booth)}>Standort bearbeiten</Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={onClose}>Schließen</Button>
            {onRelease && booth.status !== 'available' && (
              <Button variant="contained" color="error" onClick={() => onRelease(booth)}>
                Freigeben
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
