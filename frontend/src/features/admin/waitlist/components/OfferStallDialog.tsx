import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { adminBoothsQuery, adminMarketSettingsQuery } from '../../shared/admin-queries';
import { QueryStatus } from '../../shared/QueryStatus';
import { useOfferStall } from '../api/waitlist-api';
import { offerableStalls } from '../waitlist-rules';
import type { WaitlistAreaDto, WaitlistEntryDto } from '@standl/contracts';

/**
 * 'Platz anbieten': the organiser picks one of the area's free stalls for this vendor, whatever
 * the vendor's place in the list. Mount it anew for each opening (a new key).
 */
export function OfferStallDialog({
  area,
  entry,
  onClose,
}: {
  area: WaitlistAreaDto;
  entry: WaitlistEntryDto;
  onClose: () => void;
}) {
  const booths = useQuery(adminBoothsQuery);
  const settings = useQuery(adminMarketSettingsQuery);
  const stalls = offerableStalls(booths.data, area.areaId);
  const [chosen, setChosen] = useState<number | null>(null);
  const boothId = chosen ?? stalls[0]?.id ?? null;
  const offer = useOfferStall();
  const titleId = useId();
  const hours = settings.data?.waitlistOfferHours;

  function submit(event: FormEvent) {
    event.preventDefault();
    const booth = stalls.find((stall) => stall.id === boothId);
    if (!booth) return;
    offer.mutate(
      {
        entryId: entry.entryId,
        boothId: booth.id,
        boothNumber: booth.number,
        vendorName: entry.vendorName,
      },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Platz anbieten</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {entry.vendorName} bekommt eine E-Mail mit dem Link zum Annehmen oder Ablehnen
            {hours
              ? `; der Platz bleibt ${hours} Stunden für ${entry.vendorName} reserviert.`
              : '.'}
          </DialogContentText>
          <QueryStatus query={booths} what="Standplätze" />
          {booths.data && stalls.length === 0 && (
            <Alert severity="info">Im Bereich {area.areaName} ist gerade kein Platz frei.</Alert>
          )}
          {stalls.length > 0 && (
            <TextField
              select
              fullWidth
              label={`Freier Standplatz in ${area.areaName}`}
              value={boothId ?? ''}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {stalls.map((stall) => (
                <MenuItem key={stall.id} value={stall.id}>
                  {stall.number}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={boothId === null}
            loading={offer.isPending}
          >
            Anbieten
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
