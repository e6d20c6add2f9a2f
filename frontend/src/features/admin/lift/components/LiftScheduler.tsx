import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  formatLongDate,
  type AdminLiftAppointmentDto,
  type LiftAppointmentType,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { viennaToday } from '../../../../lib/format';
import { QueryStatus } from '../../shared/QueryStatus';
import { liftSlotsQuery } from '../lift-api';
import { initialDay, liftTypeLabel, schedulerDays, type SchedulerSlot } from '../lift-rules';

export interface SlotTarget {
  type: LiftAppointmentType;
  date: string;
  timeSlot: string;
}

/** One slot: the time and 'frei' or the first 8 characters of the vendor. */
function SlotButton({
  slot,
  date,
  type,
  onOpen,
  onBook,
}: {
  slot: SchedulerSlot;
  date: string;
  type: LiftAppointmentType;
  onOpen: (appointment: AdminLiftAppointmentDto) => void;
  /** Without it (a role that reads only, issue 29) a free slot is not offered for booking. */
  onBook?: (target: SlotTarget) => void;
}) {
  const appointment = slot.appointment;
  const completed = appointment?.status === 'completed';
  const label = appointment
    ? `${slot.timeSlot} ${appointment.vendorName}${completed ? ' (abgeschlossen)' : ''}`
    : `${slot.timeSlot} frei${onBook ? ' – buchen' : ''}`;
  return (
    <ButtonBase
      aria-label={label}
      title={label}
      data-slot={slot.timeSlot}
      disabled={!appointment && !onBook}
      onClick={() =>
        appointment ? onOpen(appointment) : onBook?.({ type, date, timeSlot: slot.timeSlot })
      }
      sx={(theme) => {
        const color = appointment
          ? completed
            ? theme.palette.success.main
            : theme.palette.primary.main
          : theme.palette.text.secondary;
        return {
          flexDirection: 'column',
          alignItems: 'stretch',
          width: '100%',
          minHeight: 56,
          px: 0.75,
          py: 0.5,
          borderRadius: 1,
          border: 1,
          borderStyle: appointment ? 'solid' : 'dashed',
          borderColor: alpha(color, appointment ? 0.7 : 0.45),
          bgcolor: appointment ? alpha(color, 0.12) : 'background.paper',
          textAlign: 'left',
          '&:hover': { bgcolor: alpha(color, 0.2) },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
          ...(slot.highlighted && {
            borderWidth: 2,
            borderColor: theme.palette.secondary.main,
            boxShadow: `0 0 0 2px ${alpha(theme.palette.secondary.main, 0.35)}`,
          }),
        };
      }}
    >
      <Typography variant="caption" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {slot.time}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          lineHeight: 1.3,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          color: appointment ? 'text.primary' : 'text.secondary',
          fontWeight: appointment ? 600 : 400,
        }}
      >
        {completed ? `✓ ${slot.caption}` : slot.caption}
      </Typography>
    </ButtonBase>
  );
}

/** The days of one type with their slot buttons (scheduler tabs Aufbau and Abbau). */
export function LiftScheduler({
  type,
  appointments,
  focusVendorId,
  mobile,
  onOpen,
  onBook,
}: {
  type: LiftAppointmentType;
  appointments: AdminLiftAppointmentDto[];
  focusVendorId: string | null;
  /** Phones show one day at a time, chosen above the slots. */
  mobile: boolean;
  onOpen: (appointment: AdminLiftAppointmentDto) => void;
  /** Without it (a role that reads only, issue 29) a free slot is not offered for booking. */
  onBook?: (target: SlotTarget) => void;
}) {
  const slots = useQuery(liftSlotsQuery(type));
  const [chosen, setChosen] = useState<string | null>(null);
  if (!slots.data) return <QueryStatus query={slots} what="Lift-Termine" />;
  const all = schedulerDays(slots.data, appointments, type, focusVendorId);
  const shownDay =
    chosen && all.some((day) => day.date === chosen)
      ? chosen
      : initialDay(all, appointments, type, focusVendorId, viennaToday());
  const days = mobile ? all.filter((day) => day.date === shownDay) : all;
  if (all.length === 0) {
    return (
      <Alert severity="info">
        Für {liftTypeLabel(type) === 'Aufbau' ? 'den Aufbau' : 'den Abbau'} werden keine Tage
        angeboten: Zeitraum in „Marktzeiten &amp; Einstellungen“ eintragen und Wochentage in den
        Lift-Einstellungen wählen.
      </Alert>
    );
  }
  return (
    <Stack sx={{ gap: 3 }}>
      {mobile && (
        <TextField
          select
          size="small"
          label="Tag"
          value={shownDay ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {all.map((day) => (
            <MenuItem key={day.date} value={day.date}>
              {formatLongDate(day.date)} (
              {day.slots.filter((slot) => slot.appointment).length + day.outside.length} gebucht)
            </MenuItem>
          ))}
        </TextField>
      )}
      {days.map((day) => {
        const booked = day.slots.filter((slot) => slot.appointment).length;
        return (
          <Box
            component="section"
            key={day.date}
            aria-label={`${liftTypeLabel(type)} ${formatLongDate(day.date)}`}
          >
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
              {formatLongDate(day.date)}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({booked} von {day.slots.length} gebucht)
              </Typography>
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'repeat(auto-fill, minmax(88px, 1fr))',
                  sm: 'repeat(auto-fill, minmax(92px, 1fr))',
                },
                gap: 1,
              }}
            >
              {day.slots.map((slot) => (
                <SlotButton
                  key={slot.timeSlot}
                  slot={slot}
                  date={day.date}
                  type={type}
                  onOpen={onOpen}
                  onBook={onBook}
                />
              ))}
            </Box>
            {day.outside.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                Nicht mehr im Zeitplan (bleiben gebucht):{' '}
                {day.outside.map((appointment, index) => (
                  <span key={appointment.id}>
                    {index > 0 && ', '}
                    <ButtonBase
                      onClick={() => onOpen(appointment)}
                      sx={{
                        textDecoration: 'underline',
                        font: 'inherit',
                        verticalAlign: 'baseline',
                      }}
                    >
                      {appointment.timeSlot} {appointment.vendorName}
                    </ButtonBase>
                  </span>
                ))}
              </Alert>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
