import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  LIFT_MESSAGES,
  type AdminLiftAppointmentDto,
  type LiftAppointmentType,
  type LiftSettingsDto,
} from '@standl/contracts';
import { useId, useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useSaveLiftSettings } from '../lift-api';
import {
  appointmentWhen,
  LIFT_TYPES,
  liftTypeLabel,
  settingsForm,
  settingsInput,
  validateLiftSettings,
  WEEKDAYS,
  type LiftSettingsErrors,
  type LiftSettingsForm,
} from '../lift-rules';
import { LastChangeNote } from '../../shared/LastChangeNote';

/** Slot length and, per type, start and end time and the week days (issue 13 item 1). */
export function LiftSettingsDialog({
  open,
  settings,
  onClose,
}: {
  open: boolean;
  settings: LiftSettingsDto | undefined;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      aria-labelledby={titleId}
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      {open && <SettingsForm titleId={titleId} settings={settings} onClose={onClose} />}
    </Dialog>
  );
}

function SettingsForm({
  titleId,
  settings,
  onClose,
}: {
  titleId: string;
  settings: LiftSettingsDto | undefined;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [form, setForm] = useState<LiftSettingsForm>(() => settingsForm(settings));
  const [errors, setErrors] = useState<LiftSettingsErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [outside, setOutside] = useState<AdminLiftAppointmentDto[] | null>(null);
  const save = useSaveLiftSettings();

  function update(next: LiftSettingsForm) {
    setForm(next);
    // Once shown, a problem disappears as soon as it is fixed.
    if (Object.keys(errors).length) setErrors(validateLiftSettings(next));
  }
  const setWindow = (type: LiftAppointmentType, patch: Partial<LiftSettingsForm['setup']>) =>
    update({ ...form, [type]: { ...form[type], ...patch } });

  function submit() {
    const found = validateLiftSettings(form);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    save.mutate(settingsInput(form), {
      onSuccess: (result) => {
        toast({
          title: result.message || LIFT_MESSAGES.settingsSaved,
          description: result.outsideSchedule.length
            ? `${result.outsideSchedule.length} gebuchte Termine liegen nicht mehr im Zeitplan; sie bleiben gebucht.`
            : undefined,
          variant: 'success',
        });
        if (result.outsideSchedule.length) setOutside(result.outsideSchedule);
        else onClose();
      },
      onError: (error) => {
        const message = apiErrorMessage(error, RETRY_TEXT);
        setServerError(message);
        toast({
          title: 'Einstellungen konnten nicht gespeichert werden',
          description: message,
          variant: 'destructive',
        });
      },
    });
  }

  if (outside) {
    return (
      <>
        <DialogTitle id={titleId}>{LIFT_MESSAGES.settingsSaved}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>Nicht mehr im Zeitplan</AlertTitle>
            Diese Termine bieten die neuen Einstellungen nicht mehr an. Sie bleiben gebucht; bitte
            mit den Händlern klären und gegebenenfalls verschieben.
          </Alert>
          <Box component="ul" aria-label="Termine außerhalb des Zeitplans" sx={{ pl: 2, m: 0 }}>
            {outside.map((appointment) => (
              <li key={appointment.id}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{appointment.vendor?.name ?? appointment.vendorName}</strong> –{' '}
                  {liftTypeLabel(appointment.appointmentType)}, {appointmentWhen(appointment)}
                </Typography>
              </li>
            ))}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose}>
            Verstanden
          </Button>
        </DialogActions>
      </>
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
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <DialogTitle id={titleId}>Lift-Einstellungen</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ mb: 2 }}>
          <LastChangeNote section="lift" />
        </Box>
        <TextField
          label="Dauer eines Termins"
          value={form.slotMinutes}
          onChange={(event) => update({ ...form, slotMinutes: event.target.value })}
          error={Boolean(errors.slotMinutes)}
          helperText={errors.slotMinutes ?? '10 bis 240 Minuten'}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">Minuten</InputAdornment> },
          }}
          sx={{ mb: 3, maxWidth: 260 }}
          fullWidth
        />
        {LIFT_TYPES.map((type) => {
          const window = form[type];
          const daysError = errors[`${type}.enabledDays`];
          return (
            <Box
              component="fieldset"
              key={type}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 2,
                pt: 1,
                pb: 2,
                mb: 2,
              }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {liftTypeLabel(type)}
              </Typography>
              <Stack direction="row" sx={{ gap: 2, mb: 1 }}>
                <TextField
                  label={`${liftTypeLabel(type)} von`}
                  type="time"
                  value={window.startTime}
                  onChange={(event) => setWindow(type, { startTime: event.target.value })}
                  error={Boolean(errors[`${type}.startTime`])}
                  helperText={errors[`${type}.startTime`] ?? ' '}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                  sx={{ flex: 1 }}
                />
                <TextField
                  label={`${liftTypeLabel(type)} bis`}
                  type="time"
                  value={window.endTime}
                  onChange={(event) => setWindow(type, { endTime: event.target.value })}
                  error={Boolean(errors[`${type}.endTime`])}
                  helperText={errors[`${type}.endTime`] ?? ' '}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                  sx={{ flex: 1 }}
                />
              </Stack>
              <FormControl error={Boolean(daysError)} component="div">
                <FormLabel sx={{ fontSize: 14 }}>Wochentage</FormLabel>
                <FormGroup row aria-label={`Wochentage ${liftTypeLabel(type)}`}>
                  {WEEKDAYS.map((weekday) => (
                    <FormControlLabel
                      key={weekday.day}
                      sx={{ mr: 1 }}
                      control={
                        <Checkbox
                          size="small"
                          checked={window.enabledDays.includes(weekday.day)}
                          slotProps={{
                            input: { 'aria-label': `${weekday.name} (${liftTypeLabel(type)})` },
                          }}
                          onChange={(event) =>
                            setWindow(type, {
                              enabledDays: event.target.checked
                                ? [...window.enabledDays, weekday.day]
                                : window.enabledDays.filter((day) => day !== weekday.day),
                            })
                          }
                        />
                      }
                      label={weekday.label}
                    />
                  ))}
                </FormGroup>
                <FormHelperText>
                  {daysError ??
                    (window.enabledDays.length === 0
                      ? `Ohne Wochentag werden keine ${liftTypeLabel(type)}-Termine angeboten.`
                      : ' ')}
                </FormHelperText>
              </FormControl>
            </Box>
          );
        })}
        <Typography variant="body2" color="text.secondary">
          Die Tage selbst kommen aus dem Aufbau- und Abbauzeitraum der Marktzeiten. Gebuchte Termine
          bleiben beim Ändern erhalten.
        </Typography>
        {serverError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Speichern
        </Button>
      </DialogActions>
    </Box>
  );
}
