import EventIcon from '@mui/icons-material/Event';
import ElevatorIcon from '@mui/icons-material/Elevator';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  LIFT_LIMITS,
  LIFT_MESSAGES,
  type LiftAppointmentDto,
  type LiftAppointmentType,
  type VendorStatusDto,
} from '@standl/contracts';
import { useState } from 'react';
import { answerText, errorText, messageText } from '../../../lib/error-texts/use-error-text';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useMarketPeriods } from '../../market';
import {
  useBookLiftAppointment,
  useCancelLiftAppointment,
  useLiftSettings,
  useLiftSlots,
  useVendorLiftAppointments,
  LiftAppointmentList,
  DetailRow,
  Note,
  SectionCard,
  SubHeading,
} from '../../registration';
import { formatWeekdayDay } from '../../../lib/long-dates';
import {
  appointmentOf,
  downloadLiftCalendar,
  formatShortDay,
  LIFT_ARRIVAL_NOTE,
  LIFT_NO_DAYS_NOTE,
  LIFT_STATUS_NAMES,
  LIFT_TYPE_NAMES,
  LIFT_TYPES,
  liftClosedNote,
  mayBookLift,
} from '../lift/lift-booking';

export function LiftTab({ status }: { status: VendorStatusDto }) {
  const { vendor, marketSettings: settings } = status;
  const { data: appointments } = useVendorLiftAppointments(vendor.id);
  const mayBook = mayBookLift(status);
  const { t, i18n } = useLingui();
  const periods = useMarketPeriods(settings);

  if (!mayBook) {
    return (
      <SectionCard icon={<ElevatorIcon />} title={t`Lift-Termine`}>
        <Alert severity="info" sx={{ mb: 1 }} data-testid="lift-closed">
          {liftClosedNote(i18n, status)}
        </Alert>
        <SubHeading>
          <Trans>Ihre Termine</Trans>
        </SubHeading>
        {appointments ? (
          <LiftAppointmentList appointments={appointments} />
        ) : (
          <Note>
            <Trans>Lift-Termine werden geladen...</Trans>
          </Note>
        )}
        <SubHeading>
          <Trans>Zeiträume</Trans>
        </SubHeading>
        <DetailRow label={t`Aufbau`} value={periods.setup} />
        <DetailRow label={t`Abbau`} value={periods.teardown} />
      </SectionCard>
    );
  }

  return (
    <SectionCard icon={<ElevatorIcon />} title={t`Lift-Termine`}>
      <Alert severity="info" sx={{ mb: 1 }} data-testid="lift-arrival-note">
        {t(LIFT_ARRIVAL_NOTE)}
      </Alert>
      <LiftBooking status={status} appointments={appointments} />
    </SectionCard>
  );
}

function LiftBooking({
  status,
  appointments,
}: {
  status: VendorStatusDto;
  appointments: LiftAppointmentDto[] | undefined;
}) {
  const settings = useLiftSettings();
  const { t, i18n } = useLingui();

  if (settings.isPending || !appointments) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} aria-label={t`Lift-Termine werden geladen`} />
        <Typography variant="body2" color="text.secondary">
          <Trans>Lift-Termine werden geladen …</Trans>
        </Typography>
      </Box>
    );
  }
  if (settings.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
            <Trans>Erneut versuchen</Trans>
          </Button>
        }
      >
        {errorText(i18n, settings.error, t`Die Lift-Zeiten konnten nicht geladen werden.`)}
      </Alert>
    );
  }

  return (
    <>
      {LIFT_TYPES.map((type) => {
        const appointment = appointmentOf(appointments, type);
        const typeName = t(LIFT_TYPE_NAMES[type]);
        return (
          <Box key={type} component="section" aria-label={typeName} sx={{ mt: 2.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {typeName}
            </Typography>
            {appointment ? (
              <AppointmentCard vendorId={status.vendor.id} appointment={appointment} />
            ) : settings.data.days[type].length === 0 ? (
              <Note>{t(LIFT_NO_DAYS_NOTE)}</Note>
            ) : (
              <BookingForm status={status} type={type} days={settings.data.days[type]} />
            )}
          </Box>
        );
      })}
    </>
  );
}

/** The booked appointment: day, slot, state, note; cancel (confirmed) and the `.ics`. */
function AppointmentCard({
  vendorId,
  appointment,
}: {
  vendorId: string;
  appointment: LiftAppointmentDto;
}) {
  const { toast } = useToast();
  const cancel = useCancelLiftAppointment(vendorId);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { t, i18n } = useLingui();
  const format = useFormat();
  const completed = appointment.status === 'completed';
  const day = formatWeekdayDay(appointment.date, format.intl);
  const timeSlot = appointment.timeSlot;
  const retry = t`Bitte versuchen Sie es erneut.`;

  /**
   * mutateAsync, not mutate: the refresh afterwards replaces this card by the booking form, and
   * the callbacks of `mutate` would not run any more once it is gone.
   */
  async function confirmCancel() {
    try {
      const result = await cancel.mutateAsync(appointment.id);
      toast({
        title: answerText(i18n, result?.message, LIFT_MESSAGES.cancelled),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: messageText(i18n, LIFT_MESSAGES.cancellingFailed),
        description: errorText(i18n, error, retry),
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadLiftCalendar(vendorId, appointment);
    } catch (error) {
      toast({
        title: t`Fehler beim Herunterladen`,
        description: errorText(i18n, error, retry),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid={`lift-appointment-${appointment.appointmentType}`}
    >
      <DetailRow label={t`Datum`} value={day} />
      <DetailRow label={t`Uhrzeit`} value={t`${timeSlot} Uhr`} />
      <DetailRow
        label={t`Status`}
        value={
          <Chip
            size="small"
            label={t(LIFT_STATUS_NAMES[appointment.status])}
            color={completed ? 'default' : 'success'}
          />
        }
      />
      {appointment.notes && <DetailRow label={t`Notiz`} value={appointment.notes} />}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<EventIcon />}
          loading={downloading}
          onClick={() => void download()}
        >
          <Trans>Kalender (.ics)</Trans>
        </Button>
        {!completed && (
          <Button variant="text" color="error" onClick={() => setConfirming(true)}>
            <Trans>Stornieren</Trans>
          </Button>
        )}
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => !cancel.isPending && setConfirming(false)}
        aria-labelledby={`lift-cancel-${appointment.id}`}
      >
        <DialogTitle id={`lift-cancel-${appointment.id}`}>
          {appointment.appointmentType === 'setup' ? (
            <Trans>Aufbau-Termin stornieren?</Trans>
          ) : (
            <Trans>Abbau-Termin stornieren?</Trans>
          )}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Trans>
              {day}, {timeSlot} Uhr. Der Termin wird wieder frei und kann von anderen Händlern
              gebucht werden.
            </Trans>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            <Trans>Behalten</Trans>
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={cancel.isPending}
            onClick={() => void confirmCancel()}
          >
            <Trans>Stornieren</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/** Choose a day, a free slot, optionally a note; book. */
function BookingForm({
  status,
  type,
  days,
}: {
  status: VendorStatusDto;
  type: LiftAppointmentType;
  days: string[];
}) {
  const { toast } = useToast();
  const book = useBookLiftAppointment(status.vendor.id);
  const [day, setDay] = useState<string | null>(days.length === 1 ? days[0]! : null);
  const [time, setTime] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const slots = useLiftSlots(day, type);
  const { t, i18n } = useLingui();
  const format = useFormat();
  const chosen = slots.data?.find((slot) => slot.time === time && !slot.isBooked);

  /** mutateAsync: after the refresh this form is replaced by the appointment (see confirmCancel). */
  async function submit() {
    if (!day || !chosen) return;
    try {
      const result = await book.mutateAsync({
        vendorId: status.vendor.id,
        vendorName: status.vendor.name,
        date: day,
        time: chosen.time,
        type,
        notes: notes.trim() || null,
      });
      toast({ title: answerText(i18n, result?.message, LIFT_MESSAGES.booked), variant: 'success' });
    } catch (error) {
      setTime(null);
      toast({
        title: messageText(i18n, LIFT_MESSAGES.bookingFailed),
        description: errorText(i18n, error, t`Bitte versuchen Sie es erneut.`),
        variant: 'destructive',
      });
    }
  }

  const longDay = day ? formatWeekdayDay(day, format.intl) : '';
  const count = notes.length;
  const max = LIFT_LIMITS.notes;
  return (
    <Box data-testid={`lift-booking-${type}`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>Tag wählen</Trans>
      </Typography>
      <Box
        role="group"
        aria-label={type === 'setup' ? t`Tag für den Aufbau-Termin` : t`Tag für den Abbau-Termin`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {days.map((item) => (
          <Chip
            key={item}
            label={formatShortDay(item, format.intl)}
            aria-label={formatWeekdayDay(item, format.intl)}
            aria-pressed={item === day}
            color={item === day ? 'primary' : 'default'}
            variant={item === day ? 'filled' : 'outlined'}
            onClick={() => {
              setDay(item);
              setTime(null);
            }}
          />
        ))}
      </Box>

      {day && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
            <Trans>Uhrzeit wählen ({longDay})</Trans>
          </Typography>
          {slots.isPending ? (
            <CircularProgress size={20} aria-label={t`Termine werden geladen`} />
          ) : slots.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void slots.refetch()}>
                  <Trans>Erneut versuchen</Trans>
                </Button>
              }
            >
              {errorText(i18n, slots.error, t`Die Termine konnten nicht geladen werden.`)}
            </Alert>
          ) : slots.data.length === 0 ? (
            <Note>{messageText(i18n, LIFT_MESSAGES.dayNotOffered)}</Note>
          ) : (
            <Box
              role="group"
              aria-label={
                type === 'setup'
                  ? t`Uhrzeit für den Aufbau-Termin`
                  : t`Uhrzeit für den Abbau-Termin`
              }
              data-testid={`lift-slots-${type}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
                gap: 1,
              }}
            >
              {slots.data.map((slot) => {
                const selected = slot.time === time && !slot.isBooked;
                const timeSlot = slot.timeSlot;
                const until = slot.timeSlot.split('-')[1] ?? '';
                return (
                  <Button
                    key={slot.time}
                    variant={selected ? 'contained' : 'outlined'}
                    disabled={slot.isBooked}
                    aria-pressed={selected}
                    aria-label={slot.isBooked ? t`${timeSlot} Uhr, vergeben` : t`${timeSlot} Uhr`}
                    onClick={() => setTime(slot.time)}
                    sx={{
                      flexDirection: 'column',
                      lineHeight: 1.2,
                      py: 0.75,
                      minWidth: 0,
                      textTransform: 'none',
                    }}
                  >
                    <span>{slot.time}</span>
                    <Typography
                      component="span"
                      variant="caption"
                      sx={{ color: 'inherit', opacity: 0.85 }}
                    >
                      {slot.isBooked ? t`vergeben` : t`bis ${until}`}
                    </Typography>
                  </Button>
                );
              })}
            </Box>
          )}

          <TextField
            label={t`Notiz (optional)`}
            value={notes}
            onChange={(event) => setNotes(event.target.value.slice(0, LIFT_LIMITS.notes))}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            helperText={t`${count}/${max} Zeichen`}
            slotProps={{
              htmlInput: { maxLength: LIFT_LIMITS.notes },
              formHelperText: { sx: { textAlign: 'right' } },
            }}
          />
          <Button
            variant="contained"
            sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
            disabled={!chosen}
            loading={book.isPending}
            onClick={() => void submit()}
          >
            <Trans>Termin buchen</Trans>
          </Button>
        </>
      )}
    </Box>
  );
}
