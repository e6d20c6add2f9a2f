import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminMarketSettingsDto } from '@standl/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { SETTINGS_SAVE_FAILED, useSaveSettings } from '../api/settings-api';
import { registrationBadge } from '../registration-badge';
import {
  changedSettings,
  MAX_YEAR,
  MIN_YEAR,
  settingsFormValues,
  validateSettings,
  type SettingsFormErrors,
  type SettingsFormValues,
  type SettingsTextField,
} from '../settings-form';
import { SETTINGS_SECTIONS, type SettingsFieldSpec } from '../settings-sections';
import { useMay } from '../../auth';
import { LastChangeNote } from '../../shared/LastChangeNote';

const fieldId = (name: SettingsTextField) => `market-setting-${name}`;

/**
 * The organiser's market settings. Mount it anew (a new key) when the saved settings change, so
 * it starts from them; only changed fields are sent.
 */
export function SettingsForm({ settings }: { settings: AdminMarketSettingsDto }) {
  const mayEdit = useMay('settings.edit');
  const initial = useMemo(() => settingsFormValues(settings), [settings]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const save = useSaveSettings();
  const changes = changedSettings(values, initial);
  const dirty = Object.keys(changes).length > 0;
  const badge = registrationBadge(settings, new Date());

  function update(patch: Partial<SettingsFormValues>) {
    setValues({ ...values, ...patch });
    setErrors((previous) => ({
      ...previous,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, undefined])),
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSettings(values);
    setErrors(found);
    const first = SETTINGS_SECTIONS.flatMap((section) => section.fields).find(
      (field) => found[field.name],
    );
    if (first) {
      document.getElementById(fieldId(first.name))?.focus();
      return;
    }
    save.mutate(changes);
  }

  function renderField(field: SettingsFieldSpec) {
    const isPicker = field.type === 'date' || field.type === 'time';
    return (
      <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
        <TextField
          id={fieldId(field.name)}
          label={field.label}
          type={field.type ?? 'text'}
          value={values[field.name]}
          onChange={(event) => update({ [field.name]: event.target.value })}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name] ?? field.helper}
          fullWidth
          slotProps={{
            inputLabel: isPicker ? { shrink: true } : undefined,
            input: field.unit
              ? { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> }
              : undefined,
            htmlInput: {
              maxLength: field.maxLength,
              ...(field.type === 'number'
                ? { min: field.min ?? MIN_YEAR, max: field.max ?? MAX_YEAR, step: 1 }
                : {}),
            },
          }}
        />
      </Grid>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Marktzeiten & Einstellungen">
      <Box sx={{ mb: 1.5 }}>
        <LastChangeNote section="market" />
      </Box>
      {/* A role that reads only sees the settings without changing them (issue 29). */}
      <Box component="fieldset" disabled={!mayEdit} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Grid container spacing={2}>
          {SETTINGS_SECTIONS.map((section) => (
            <Grid key={section.id} size={{ xs: 12, lg: 6 }}>
              <Card
                component="section"
                aria-labelledby={`settings-${section.id}-heading`}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      flexWrap: 'wrap',
                      gap: 1,
                      mb: section.description ? 0.5 : 2,
                    }}
                  >
                    <Typography id={`settings-${section.id}-heading`} variant="h6" component="h3">
                      {section.title}
                    </Typography>
                    {section.id === 'registration' && (
                      <Chip
                        label={badge.label}
                        color={badge.color}
                        size="small"
                        data-testid="registration-badge"
                        aria-label={`Anmeldestatus: ${badge.label}`}
                      />
                    )}
                  </Box>
                  {section.description && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                      {section.description}
                    </Typography>
                  )}
                  <Grid container spacing={2}>
                    {section.id === 'registration' && (
                      <Grid size={12}>
                        <FormControlLabel
                          control={
                            <Switch
                              checked={values.isRegistrationOpen}
                              onChange={(event) =>
                                update({ isRegistrationOpen: event.target.checked })
                              }
                            />
                          }
                          label="Anmeldung aktiviert"
                        />
                      </Grid>
                    )}
                    {section.fields.map(renderField)}
                  </Grid>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {SETTINGS_SAVE_FAILED}: {apiErrorMessage(save.error, RETRY_TEXT)}
        </Alert>
      )}
      {mayEdit && (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            mt: 2,
            py: 1.5,
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            variant="body2"
            color={dirty ? 'warning.dark' : 'text.secondary'}
            role="status"
          >
            {dirty ? 'Ungespeicherte Änderungen' : 'Alle Änderungen gespeichert'}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
            <Button
              disabled={!dirty || save.isPending}
              onClick={() => {
                setValues(initial);
                setErrors({});
                save.reset();
              }}
            >
              Verwerfen
            </Button>
            <Button type="submit" variant="contained" disabled={!dirty} loading={save.isPending}>
              Speichern
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
