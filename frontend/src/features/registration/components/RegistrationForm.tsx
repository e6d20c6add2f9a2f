import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BOOTH_HOLD_MINUTES, FLOOR_PLAN_MESSAGES } from '@standl/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/request';
import { errorText, useMessageText } from '../../../lib/error-texts/use-error-text';
import { useToast } from '../../../lib/toast';
import { fetchInvitation, useRegisterVendor } from '../api/register-vendor';
import { useRegistrationAnalytics } from '../registration-analytics';
import { vendorLanguageOf } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import { FormControls } from '../../../lib/form-controls';
import {
  EMPTY_REGISTRATION,
  FIELD_LIMITS,
  FIELD_ORDER,
  lengthErrors,
  toRegisterVendorDto,
  validateRegistration,
  type Registration,
  type RegistrationField,
  type RegistrationValues,
  type SelectedBooth,
} from '../registration-form';
import { BoothChoice } from './BoothChoice';
import { confirmationKind } from './RegistrationConfirmation';

type TextFieldName = Exclude<RegistrationField, 'termsAccepted'>;

/**
 * Spec 4: a held stall gives 'Standplatz reserviert!', otherwise an e-mail follows after the
 * organiser's confirmation. A 'self' registration without a stall is not waiting for the
 * organiser yet: its toast asks for the stall, like the confirmation screen does.
 */
function registrationToast(i18n: I18n, registration: Registration) {
  const { result } = registration;
  if (result.requiresPayment && result.boothNumber) {
    const boothNumber = result.boothNumber;
    const minutes = BOOTH_HOLD_MINUTES;
    return {
      title: i18n._(msg`Standplatz reserviert!`),
      description: i18n._(
        msg`Standplatz ${boothNumber} ist ${minutes} Minuten für Sie reserviert. Bitte bezahlen Sie jetzt die Anzahlung.`,
      ),
      variant: 'success' as const,
    };
  }
  const title = i18n._(msg`Anmeldung erfolgreich!`);
  if (result.waitlist) {
    const { position, areaName } = result.waitlist;
    return {
      title,
      description: i18n._(msg`Sie stehen auf Platz ${position} der Warteliste für ${areaName}.`),
      variant: 'success' as const,
    };
  }
  if (confirmationKind(registration) === 'choose_booth') {
    return {
      title,
      description: i18n._(msg`Bitte wählen Sie jetzt Ihren Standplatz auf dem Lageplan aus.`),
      variant: 'success' as const,
    };
  }
  return {
    title,
    description: i18n._(
      msg`Sie erhalten eine E-Mail, sobald der Veranstalter Ihre Anmeldung bestätigt hat.`,
    ),
    variant: 'success' as const,
  };
}

const TEXT_FIELDS: {
  name: TextFieldName;
  label: MessageDescriptor;
  type?: string;
  autoComplete?: string;
  placeholder?: MessageDescriptor;
  hint?: MessageDescriptor;
  multiline?: boolean;
  /** Shows 'n / max' under the field. */
  counter?: boolean;
}[] = [
  { name: 'name', label: msg`Name / Firma`, autoComplete: 'organization', counter: true },
  { name: 'email', label: msg`E-Mail`, type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: msg`Telefon`,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: msg`+43 664 1234567`,
  },
  {
    name: 'description',
    label: msg`Beschreibung des Warenangebots`,
    placeholder: msg`z. B. Handgezogene Bienenwachskerzen und Holzspielzeug`,
    hint: msg`Was bieten Sie an? Mindestens 10 Zeichen.`,
    multiline: true,
    counter: true,
  },
];

export function RegistrationForm({
  onRegistered,
  waitlistOfferHours,
}: {
  onRegistered: (registration: Registration) => void;
  waitlistOfferHours?: number;
}) {
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [booth, setBooth] = useState<SelectedBooth | null>(null);
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const register = useRegisterVendor();
  const analytics = useRegistrationAnalytics();
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const format = useFormat();
  const invitationToken = useSearchParams()[0].get('invitation');

  // The personal link of an invitation fills in name and e-mail (empty fields only).
  useEffect(() => {
    if (!invitationToken) return;
    let active = true;
    fetchInvitation(invitationToken)
      .then(
        (invitation) =>
          active &&
          setValues((previous) => ({
            ...previous,
            name: previous.name || invitation.name || '',
            email: previous.email || invitation.email,
          })),
      )
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [invitationToken]);

  const errors = validateRegistration(values);
  const tooLong = lengthErrors(values);
  // Too short shows once the field is left (or on submit); too long at once, while typing.
  // The rules give the contract's German; the page shows it in its language.
  const errorOf = (field: RegistrationField) => {
    const error = submitted || touched[field] ? errors[field] : tooLong[field];
    return error && messageText(error);
  };
  const update = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const boothForRequest =
    values.boothAssignmentPreference === 'self' && values.waitlistAreaId === null ? booth : null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    analytics.start();
    setSubmitted(true);
    setServerError(null);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(`registration-${firstInvalid}`)?.focus();
      return;
    }

    try {
      const result = await register.mutateAsync(
        toRegisterVendorDto(values, booth, vendorLanguageOf(i18n.locale)),
      );
      const registration = { result, values, booth: boothForRequest };
      analytics.completed(true, result.requiresPayment);
      toast(registrationToast(i18n, registration));
      onRegistered(registration);
    } catch (error) {
      const message = errorText(i18n, error, t`Bitte versuchen Sie es erneut.`);
      analytics.completed(false, boothForRequest !== null);
      toast({ title: t`Fehler bei der Anmeldung`, description: message, variant: 'destructive' });
      if (error instanceof ApiError && error.status === 409 && boothForRequest) {
        setBooth(null);
        const boothNumber = boothForRequest.booth.number;
        setServerError(
          t`${message}: Standplatz ${boothNumber} wurde inzwischen vergeben. Bitte wählen Sie einen anderen Standplatz.`,
        );
      } else {
        setServerError(message);
      }
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t`Händler-Anmeldung`}
      onSubmit={handleSubmit}
      onFocus={analytics.start}
    >
      <FormControls>
        <Stack spacing={2.5}>
          {TEXT_FIELDS.map((field) => {
            const error = errorOf(field.name);
            const length = values[field.name].trim().length;
            const limit = FIELD_LIMITS[field.name];
            const text = error ?? (field.hint && t(field.hint));
            const helperText = field.counter ? (
              <Box
                component="span"
                sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
              >
                <span>{text}</span>
                {/* Read out only as the error once the limit is passed, not at every key. */}
                <Box
                  component="span"
                  aria-hidden
                  data-testid={`registration-${field.name}-counter`}
                  sx={{ flexShrink: 0, color: length > limit ? 'error.main' : undefined }}
                >
                  {format.characterCount(length, limit)}
                </Box>
              </Box>
            ) : (
              text
            );
            return (
              <TextField
                key={field.name}
                id={`registration-${field.name}`}
                name={field.name}
                label={t(field.label)}
                type={field.type}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder && t(field.placeholder)}
                multiline={field.multiline}
                minRows={field.multiline ? 3 : undefined}
                maxRows={field.multiline ? 10 : undefined}
                // The first height of the text area in the server's page (issue 28): MUI's
                // TextareaAutosize means to render its minRows as rows for that, but TextField
                // overrides them with its own (unset) rows, and the area would grow on hydration.
                slotProps={field.multiline ? { htmlInput: { rows: 3 } } : undefined}
                required
                fullWidth
                value={values[field.name]}
                onChange={(event) => update(field.name, event.target.value)}
                onBlur={() => setTouched((previous) => ({ ...previous, [field.name]: true }))}
                error={Boolean(error)}
                helperText={helperText}
              />
            );
          })}

          <BoothChoice
            preference={values.boothAssignmentPreference}
            waitlistAreaId={values.waitlistAreaId}
            waitlistOfferHours={waitlistOfferHours}
            selected={booth}
            onPreferenceChange={(preference) => {
              setValues((previous) => ({
                ...previous,
                boothAssignmentPreference: preference,
                waitlistAreaId: null,
              }));
              analytics.step(`booth_assignment_${preference}`);
            }}
            onWaitlistChange={(areaId) => {
              update('waitlistAreaId', areaId);
              analytics.step('booth_assignment_waitlist');
            }}
            onBoothSelect={(selectedBooth, area) => {
              setBooth({ booth: selectedBooth, area });
              analytics.step('booth_selected', { boothNumber: selectedBooth.number });
              analytics.boothSelected(selectedBooth.number);
            }}
            onBoothClear={() => setBooth(null)}
          />

          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  id="registration-directoryConsent"
                  name="directoryConsent"
                  checked={values.directoryConsent}
                  onChange={(_event, checked) => update('directoryConsent', checked)}
                  slotProps={{ input: { 'aria-describedby': 'directory-consent-hint' } }}
                />
              }
              label={messageText(FLOOR_PLAN_MESSAGES.directoryConsentLabel)}
            />
            <FormHelperText id="directory-consent-hint" sx={{ ml: 3.875, mt: 0 }}>
              <Trans>
                Freiwillig. Sie können das jederzeit im Dashboard unter „Meine Daten“ ändern.
              </Trans>
            </FormHelperText>
          </Box>

          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  id="registration-termsAccepted"
                  checked={values.termsAccepted}
                  onChange={(_event, checked) => {
                    update('termsAccepted', checked);
                    setTouched((previous) => ({ ...previous, termsAccepted: true }));
                  }}
                  slotProps={{
                    input: {
                      'aria-invalid': Boolean(errorOf('termsAccepted')),
                      'aria-describedby': errorOf('termsAccepted') ? 'terms-error' : undefined,
                    },
                  }}
                />
              }
              label={
                <>
                  <Trans>
                    Ich habe die{' '}
                    <Link component={RouterLink} to="/teilnahmebedingungen" target="_blank">
                      Teilnahmebedingungen
                    </Link>{' '}
                    und die{' '}
                    <Link component={RouterLink} to="/agb" target="_blank">
                      AGB
                    </Link>{' '}
                    gelesen und akzeptiere sie.
                  </Trans>
                  {'\u00a0'}*
                </>
              }
            />
            {errorOf('termsAccepted') && (
              <FormHelperText id="terms-error" error sx={{ mx: 1.75 }}>
                {errorOf('termsAccepted')}
              </FormHelperText>
            )}
          </Box>

          {serverError && (
            <Alert severity="error" role="alert" data-testid="registration-server-error">
              {serverError}
            </Alert>
          )}

          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={register.isPending}
              startIcon={register.isPending ? <CircularProgress size={18} color="inherit" /> : null}
              sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 240, py: 1.25 }}
            >
              {register.isPending ? t`Anmeldung wird gesendet …` : t`Jetzt anmelden`}
            </Button>
          </Box>
        </Stack>
      </FormControls>
    </Box>
  );
}
