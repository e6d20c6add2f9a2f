import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatLongDate,
  LIFT_LIMITS,
  LIFT_MESSAGES,
  type AdminLiftAppointmentDto,
  type AdminLiftChangeDto,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { liftSlotsQuery, useChangeLift } from '../lift-api';
import { appointmentWhen, liftTypeLabel, schedulerDays } from '../lift-rules';
import { LiftStatusChips } from './LiftStatusChips';

/** Moving an appointment, its note, marking it completed, deleting it. */
export function AppointmentDialog({
  appointment,
  appointments,
  onDelete,
  onClose,
}: {
  appointment: AdminLiftAppointmentDto | null;
  appointments: AdminLiftAppointmentDto[];
  onDelete: (appointment: AdminLiftAppointmentDto) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      aria-labelledby={titleId}
      open={appointment !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      {appointment && (
        <AppointmentForm
          titleId={titleId}
          key={appointment.id}
          appointment={appointment}
          appointments={appointments}
          onDelete={onDelete}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function AppointmentForm({
  titleId,
  appointment,
  appointments,
  onDelete,
  onClose,
}: {
  titleId: string;
  appointment: AdminLiftAppointmentDto;
  appointments: AdminLiftAppointmentDto[];
  onDelete: (appointment: AdminLiftAppointmentDto) => void;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const type = appointment.appointmentType;
  const slots = useQuery(liftSlotsQuery(type));
  const change = useChangeLift();
  const [date, setDate] = useState(appointment.date);
  const [timeSlot, setTimeSlot] = useState(appointment.timeSlot);
  const [notes, setNotes] = useState(appointment.notes ?? '');

  const days = schedulerDays(slots.data ?? [], appointments, type);
  const dayOptions = [...new Set([appointment.date, ...days.map((day) => day.date)])].sort();
  const chosenDay = days.find((day) => day.date === date);
  const free = (chosenDay?.slots ?? []).filter(
    (slot) => !slot.appointment || slot.appointment.id === appointment.id,
  );
  const slotOptions = free.map((slot) => slot.timeSlot);
  if (date === appointment.date && !slotOptions.includes(appointment.timeSlot)) {
    slotOptions.unshift(appointment.timeSlot);
  }
  const slotValue = slotOptions.includes(timeSlot) ? timeSlot : '';
  const notesError = notes.length > LIFT_LIMITS.notes ? LIFT_MESSAGES.notesTooLong : null;

  function send(body: AdminLiftChangeDto, after?: () => void) {
    change.mutate(
      { id: appointment.id, change: body },
      {
        onSuccess: (result) => {
          toast({
            title: result.message || LIFT_MESSAGES.changed,
            description: `${result.appointment.vendorName}: ${liftTypeLabel(type)}, ${appointmentWhen(result.appointment)}`,
            variant: 'success',
          });
          after?.();
        },
        onError: (error) =>
          toast({
            title: 'Fehler beim Speichern',
            description: apiErrorMessage(error, RETRY_TEXT),
            variant: 'destructive',
          }),
      },
    );
  }

  function save() {
    if (notesError || !slotValue) return;
    const body: AdminLiftChangeDto = {};
    if (date !== appointment.date) body.date = date;
    if (slotValue !== appointment.timeSlot || date !== appointment.date) body.timeSlot = slotValue;
    if (notes.trim() !== (appointment.notes ?? '')) body.notes = notes.trim() || null;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    send(body, onClose);
  }

  const completed = appointment.status === 'completed';
  const name = appointment.vendor?.name ?? appointment.vendorName;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {liftTypeLabel(type)}-Termin: {name}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {appointment.vendor?.email}
          {appointment.bookedBy === 'admin' ? ' · vom Veranstalter gebucht' : ' · selbst gebucht'}
        </Typography>
        <Typography sx={{ my: 1 }}>{appointmentWhen(appointment)}</Typography>
        <Box sx={{ mb: 2 }}>
          <LiftStatusChips appointment={appointment} />
        </Box>
        <Button
          variant={completed ? 'outlined' : 'contained'}
          color="success"
          startIcon={<CheckCircleOutlineIcon />}
          disabled={change.isPending}
          onClick={() => send({ status: completed ? 'booked' : 'completed' })}
          sx={{ mb: 3 }}
        >
          {completed ? 'Wieder auf Geplant setzen' : 'Als abgeschlossen markieren'}
        </Button>

        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Verschieben und Notiz
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
          <TextField
            select
            label="Tag"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setTimeSlot('');
            }}
            sx={{ flex: 2 }}
          >
            {dayOptions.map((day) => (
              <MenuItem key={day} value={day}>
                {formatLongDate(day)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Zeit"
            value={slotValue}
            onChange={(event) => setTimeSlot(event.target.value)}
            error={!slotValue}
            helperText={
              !slotValue ? (slotOptions.length ? 'Bitte wählen' : 'Kein freier Termin') : ' '
            }
            sx={{ flex: 1, minWidth: 150 }}
          >
            {slotOptions.map((slot) => (
              <MenuItem key={slot} value={slot}>
                {slot}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
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
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={() => onDelete(appointment)} sx={{ mr: 'auto' }}>
          Löschen
        </Button>
        <Button onClick={onClose}>Schließen</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending || Boolean(notesError) || !slotValue}
        >
          Speichern
        </Button>
      </DialogActions>
    </Box>
  );
}
