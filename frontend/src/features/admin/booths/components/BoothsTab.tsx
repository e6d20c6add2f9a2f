import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminBoothDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminBoothsQuery } from '../../shared/admin-queries';
import { currentReservations, findBooth, isFree, runningHolds } from '../booth-rules';
import { BoothAreaSection } from './BoothAreaSection';
import { BoothDetailsDialog } from './BoothDetailsDialog';
import { LocationDialog } from './LocationDialog';
import { ReservationList } from './ReservationList';
import { ReserveBoothDialog } from './ReserveBoothDialog';
import { useReleaseBooth } from './useReleaseBooth';
import { QueryStatus } from '../../shared/QueryStatus';
import { useMay } from '../../auth';

/**
 * Spec 001 "Booths tab": 'Name reservieren', the current reservations with 'Freigeben', and the
 * stalls per area as a map (a free stall opens the reservation dialog, a taken one its details).
 */
export function BoothsTab() {
  const areas = useQuery(adminBoothsQuery);
  const release = useReleaseBooth();
  const mayEdit = useMay('booths.edit');
  // Ids, not objects: the dialogs always show the stall as the latest refetch has it.
  const [reserving, setReserving] = useState<{ boothId: number | null } | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [locationId, setLocationId] = useState<number | null>(null);

  function openBooth(booth: AdminBoothDto) {
    if (isFree(booth) && mayEdit) setReserving({ boothId: booth.id });
    else setDetailsId(booth.id);
  }

  return (
    <Box component="section" aria-labelledby="admin-booths-heading">
      <Stack
        direction="row"
        sx={{
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id="admin-booths-heading" variant="h5" component="h2">
          Standplätze
        </Typography>
        {mayEdit && (
          <Button
            variant="contained"
            startIcon={<BookmarkAddOutlinedIcon />}
            onClick={() => setReserving({ boothId: null })}
          >
            Name reservieren
          </Button>
        )}
      </Stack>

      <QueryStatus query={areas} what="Standplätze" />
      {areas.data && (
        <>
          <ReservationList
            booths={currentReservations(areas.data)}
            holds={runningHolds(areas.data)}
            onRelease={mayEdit ? (booth) => release.ask(booth) : undefined}
          />
          <Typography variant="h6" component="h3">
            Standplatzplan
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {mayEdit
              ? 'Ein freier Platz öffnet die Reservierung, ein vergebener seine Details.'
              : 'Ein Platz öffnet seine Details.'}
          </Typography>
          <Grid container spacing={2}>
            {areas.data.map((area) => (
              <Grid key={area.id} size={{ xs: 12, lg: 6 }}>
                <BoothAreaSection
                  area={area}
                  onBoothClick={openBooth}
                  onEditLocation={mayEdit ? (booth) => setLocationId(booth.id) : undefined}
                />
              </Grid>
            ))}
          </Grid>
        </>
      )}

      <ReserveBoothDialog target={reserving} onClose={() => setReserving(null)} />
      <BoothDetailsDialog
        booth={findBooth(areas.data, detailsId)}
        onClose={() => setDetailsId(null)}
        onRelease={mayEdit ? (booth) => release.ask(booth, () => setDetailsId(null)) : undefined}
        onEditLocation={mayEdit ? (booth) => setLocationId(booth.id) : undefined}
      />
      <LocationDialog
        booth={findBooth(areas.data, locationId)}
        onClose={() => setLocationId(null)}
      />
      {release.dialog}
    </Box>
  );
}
