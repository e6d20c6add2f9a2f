import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatLongDate,
  LIFT_LIMITS,
  LIFT_MESSAGES,
  type AdminLiftAppointmentDto,
  type AdminVendorDto,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminVendorsQuery } from '../../shared/admin-queries';
import { useBookLift, useChangeLift } from '../lift-api';
import {
  appointmentWhen,
  bookableVendors,
  existingOfType,
  liftTypeLabel,
  vendorMatches,
} from '../lift-rules';
import type { SlotTarget } from './LiftScheduler';

/** Booking any vendor into a free slot (bookedBy admin), the focused vendor preselected. */
export function BookingDialog({
  target,
  appointments,
  preselectVendorId,
  onClose,
}: {
  target: SlotTarget | null;
  appointments: AdminLiftAppointmentDto[];
  preselectVendorId: string | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      aria-labelledby={titleId}
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
    >
      {target && (
        <BookingForm
          titleId={titleId}
          key={`${target.type}${target.date}${target.timeSlot}`}
          target={target}
          appointments={appointments}
          preselectVendorId={preselectVendorId}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function BookingForm({
  titleId,
  target,
  appointments,
  preselectVendorId,
  onClose,
}: {
  titleId: string;
  target: SlotTarget;
  appointments: AdminLiftAppointmentDto[];
  preselectVendorId: string | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const vendors = useQuery(adminVendorsQuery);
  const options = bookableVendors(vendors.data ?? []);
  // undefined until the organiser picks: the focused vendor, once the list is there.
  const [vendor, setVendor] = useState<AdminVendorDto | null | undefined>(undefined);
  const chosen =
    vendor === undefined ? (options.find((item) => item.id === preselectVendorId) ?? null) : vendor;
  const [notes, setNotes] = useState('');
  const [vendorError, setVendorError] = useState<string | null>(null);
  const book = useBookLift();
  const move = useChangeLift();
  const existing = chosen ? existingOfType(appointments, chosen.id, target.type) : null;
  const notesError = notes.length > LIFT_LIMITS.notes ? LIFT_MESSAGES.notesTooLong : null;
  const typeLabel = liftTypeLabel(target.type);

  const failed = (error: unknown) =>
    toast({
      title: LIFT_MESSAGES.bookingFailed,
      description: apiErrorMessage(error, RETRY_TEXT),
      variant: 'destructive',
    });

  function submit() {
    if (!chosen) {
      setVendorError('Bitte wählen Sie einen Händler aus.');
      return;
    }
    if (notesError || existing) return;
    book.mutate(
      {
        vendorId: chosen.id,
        vendorName: chosen.name,
        date: target.date,
        timeSlot: target.timeSlot,
        appointmentType: target.type,
        notes: notes.trim() || null,
        status: 'booked',
        bookedBy: 'admin',
      },
      {
        onSuccess: (result) => {
          toast({
            title: result.message || LIFT_MESSAGES.booked,
            description: `${chosen.name}: ${typeLabel}, ${appointmentWhen(target)}`,
            variant: 'success',
          });
          onClose();
        },
        onError: failed,
      },
    );
  }

  function moveExisting() {
    if (!existing) return;
    move.mutate(
      { id: existing.id, change: { date: target.date, timeSlot: target.timeSlot } },
      {
        onSuccess: (result) => {
          toast({
            title: result.message || LIFT_MESSAGES.changed,
            description: `${existing.vendorName}: ${typeLabel}, ${appointmentWhen(target)}`,
            variant: 'success',
          });
          onClose();
        },
        onError: failed,
      },
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle id={titleId}>{typeLabel}-Termin buchen</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {formatLongDate(target.date)}, <strong>{target.timeSlot} Uhr</strong>
        </Typography>
        <Autocomplete
          options={options}
          value={chosen}
          loading={vendors.isPending}
          onChange={(_event, value) => {
            setVendor(value);
            setVendorError(null);
          }}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(list, state) =>
            list.filter((item) => vendorMatches(item, state.inputValue)).slice(0, 50)
          }
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <Box component="li" key={key} {...rest}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {option.name}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {option.email}
                    {option.boothNumber ? ` · ${option.boothNumber}` : ''}
                  </Typography>
                </Box>
              </Box>
            );
          }}
          noOptionsText="Kein Händler gefunden"
          loadingText="Händler werden geladen …"
          renderInput={(params) => (
            <TextField
              {...params}
              label="Händler (Name oder E-Mail)"
              required
              autoFocus={!chosen}
              error={Boolean(vendorError)}
              helperText={vendorError ?? ' '}
            />
          )}
        />
        {existing && chosen && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={moveExisting} disabled={move.isPending}>
                Hierher verschieben
              </Button>
            }
          >
            {LIFT_MESSAGES.vendorHasType} {chosen.name}: {appointmentWhen(existing)}.
          </Alert>
        )}
        <TextField
          label="Notiz (optional)"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          error={Boolean(notesError)}
          helperText={notesError ?? `${notes.length}/${LIFT_LIMITS.notes}`}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={book.isPending || Boolean(existing) || Boolean(notesError)}
        >
          Buchen
        </Button>
      </DialogActions>
    </Box>
  );
}
