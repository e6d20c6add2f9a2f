import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AdminVendorDto, WaitlistAreaDto, WaitlistDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { adminVendorsQuery } from '../../shared/admin-queries';
import { QueryStatus } from '../../shared/QueryStatus';
import { useAddToWaitlist } from '../api/waitlist-api';
import { addableVendors } from '../waitlist-rules';

/**
 * The organiser puts a vendor on an area's list, at its end (e.g. after a phone call). Mount it
 * anew for each opening.
 */
export function AddToWaitlistDialog({
  area,
  waitlist,
  onClose,
}: {
  area: WaitlistAreaDto;
  waitlist: Pick<WaitlistDto, 'areas'>;
  onClose: () => void;
}) {
  const vendors = useQuery(adminVendorsQuery);
  const options = addableVendors(vendors.data ?? [], waitlist);
  const [vendor, setVendor] = useState<AdminVendorDto | null>(null);
  const add = useAddToWaitlist();
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!vendor) return;
    add.mutate(
      {
        vendorId: vendor.id,
        areaId: area.areaId,
        vendorName: vendor.name,
        areaName: area.areaName,
      },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Händler zur Warteliste hinzufügen</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Der Händler kommt ans Ende der Warteliste für {area.areaName}. Zur Wahl stehen Händler
            ohne Standplatz, die auf keiner Warteliste stehen.
          </DialogContentText>
          <QueryStatus query={vendors} what="Händler" />
          {vendors.data && options.length === 0 && (
            <Alert severity="info">
              Kein Händler ohne Standplatz, der hinzugefügt werden kann.
            </Alert>
          )}
          {options.length > 0 && (
            <Autocomplete
              options={options}
              value={vendor}
              onChange={(_event, value) => setVendor(value)}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderInput={(params) => <TextField {...params} label="Händler" autoFocus />}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" variant="contained" disabled={!vendor} loading={add.isPending}>
            Hinzufügen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
