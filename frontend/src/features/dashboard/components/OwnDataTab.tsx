import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import TranslateIcon from '@mui/icons-material/Translate';
import PersonIcon from '@mui/icons-material/Person';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FLOOR_PLAN_MESSAGES,
  REGISTRATION_LIMITS,
  VENDOR_PROFILE_MESSAGES,
  type VendorStatusDto,
} from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  codedText,
  errorText,
  messageText,
  useMessageText,
} from '../../../lib/error-texts/use-error-text';
import { OFFERED_LOCALES } from '../../../lib/locale';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { DetailRow, Note, SectionCard, SubHeading } from '../../registration';
import {
  usePendingEmailChange,
  useRequestEmailChange,
  useUpdateVendorProfile,
} from '../api/own-data-api';
import { characterCount } from '../../../lib/format';
import { formatViennaLongDayTime } from '../dates';
import {
  changedProfile,
  emailError,
  profileValuesOf,
  validateProfile,
  type ProfileErrors,
  type ProfileValues,
} from '../own-data-form';

const FIELDS: {
  name: keyof ProfileValues;
  label: MessageDescriptor;
  autoComplete: string;
  multiline?: boolean;
}[] = [
  { name: 'name', label: msg`Name / Firma`, autoComplete: 'organization' },
  { name: 'phone', label: msg`Telefon`, autoComplete: 'tel' },
  {
    name: 'description',
    label: msg`Beschreibung Ihres Angebots`,
    autoComplete: 'off',
    multiline: true,
  },
];

/**
 * 'Meine Daten': the vendor keeps name, phone, description and e-mail address current, and
 * decides whether the public directory 'Aussteller {year}' lists them.
 */
export function OwnDataTab({ status }: { status: VendorStatusDto }) {
  return (
    <Stack spacing={3}>
      <ProfileForm status={status} />
      <DirectoryConsent status={status} />
      <MailLanguage status={status} />
      <EmailChange status={status} />
    </Stack>
  );
}

/**
 * The language of the vendor's mails (issue 33): chosen at registration by the page's language,
 * changed here at once (the profile's PATCH). Each language is named in its own words.
 */
function MailLanguage({ status }: { status: VendorStatusDto }) {
  const { vendor } = status;
  const save = useUpdateVendorProfile(vendor.id);
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const [saved, setSaved] = useState(vendor.language ?? 'de');
  const chosen = save.isPending ? (save.variables?.language ?? saved) : saved;

  function change(language: 'de' | 'en') {
    save.mutate(
      { language },
      {
        onSuccess: (updated) => {
          setSaved(updated.language ?? language);
          toast({ title: t`Die Sprache Ihrer E-Mails ist gespeichert.`, variant: 'success' });
        },
        onError: (error) => toast(saveFailed(i18n, error)),
      },
    );
  }

  return (
    <SectionCard icon={<TranslateIcon />} title={t`Sprache Ihrer E-Mails`}>
      <Note>
        <Trans>
          In dieser Sprache schreiben wir Ihnen. Rechnungen sind immer deutsch (in Englisch mit
          englischen Bezeichnungen daneben).
        </Trans>
      </Note>
      <RadioGroup
        row
        aria-label={t`Sprache Ihrer E-Mails`}
        value={chosen}
        onChange={(_event, value) => change(value === 'en' ? 'en' : 'de')}
      >
        {OFFERED_LOCALES.map((offered) => (
          <FormControlLabel
            key={offered.locale}
            value={offered.locale}
            disabled={save.isPending}
            control={<Radio />}
            label={<span lang={offered.locale === 'de' ? 'de-AT' : 'en'}>{offered.name}</span>}
          />
        ))}
      </RadioGroup>
    </SectionCard>
  );
}

/** The consent to the directory: a switch that saves at once (the profile's PATCH). */
function DirectoryConsent({ status }: { status: VendorStatusDto }) {
  const { vendor } = status;
  const save = useUpdateVendorProfile(vendor.id);
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const [saved, setSaved] = useState(vendor.directoryConsent);
  const checked = save.isPending ? Boolean(save.variables?.directoryConsent) : saved;

  function change(consent: boolean) {
    save.mutate(
      { directoryConsent: consent },
      {
        onSuccess: (updated) => {
          setSaved(updated.directoryConsent);
          toast({
            title: consent
              ? t`Sie erscheinen im Ausstellerverzeichnis`
              : t`Sie erscheinen nicht mehr im Ausstellerverzeichnis`,
            description: consent
              ? t`Sobald Sie einen Standplatz haben, sind Sie dort mit Ihrem Angebot zu finden.`
              : undefined,
            variant: 'success',
          });
        },
        onError: (error) => toast(saveFailed(i18n, error)),
      },
    );
  }

  return (
    <SectionCard icon={<StorefrontIcon />} title={t`Ausstellerverzeichnis`}>
      <Note>
        <Trans>
          Besucher finden im öffentlichen Verzeichnis{' '}
          <Link component={RouterLink} to="/aussteller">
            Aussteller
          </Link>
          , wer was anbietet und wo. Es zeigt nur, wer zustimmt: Ihren Namen bzw. Ihre Firma, die
          Beschreibung Ihres Angebots und Ihren Standplatz, keine Kontaktdaten.
        </Trans>
      </Note>
      <FormControlLabel
        sx={{ mt: 1.5, alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 1 } }}
        control={
          <Switch
            id="own-data-directoryConsent"
            checked={checked}
            disabled={save.isPending}
            onChange={(_event, consent) => change(consent)}
          />
        }
        label={messageText(FLOOR_PLAN_MESSAGES.directoryConsentLabel)}
      />
    </SectionCard>
  );
}

function ProfileForm({ status }: { status: VendorStatusDto }) {
  const { vendor } = status;
  const [saved, setSaved] = useState(() => profileValuesOf(vendor));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const save = useUpdateVendorProfile(vendor.id);
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const format = useFormat();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateProfile(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const change = changedProfile(saved, values);
    if (Object.keys(change).length === 0) {
      toast({
        title: t`Keine Änderung`,
        description: t`Ihre Daten sind bereits so gespeichert.`,
      });
      return;
    }
    save.mutate(change, {
      onSuccess: (updated) => {
        const next = profileValuesOf(updated);
        setSaved(next);
        setValues(next);
        toast({
          title: messageText(i18n, VENDOR_PROFILE_MESSAGES.profileSaved),
          variant: 'success',
        });
      },
      onError: (error) => toast(saveFailed(i18n, error)),
    });
  }

  return (
    <SectionCard icon={<PersonIcon />} title={t`Meine Daten`}>
      <Note>
        <Trans>
          Ändern Sie hier Ihren Namen oder Ihre Firma, Ihre Telefonnummer und die Beschreibung Ihres
          Angebots. Der Veranstalter sieht, was Sie geändert haben.
        </Trans>
      </Note>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t`Meine Daten`}
        spacing={2.5}
        sx={{ mt: 2 }}
      >
        {FIELDS.map((field) => {
          const max = REGISTRATION_LIMITS[field.name];
          const value = values[field.name];
          const error = errors[field.name];
          return (
            <TextField
              key={field.name}
              id={`own-data-${field.name}`}
              name={field.name}
              label={t(field.label)}
              autoComplete={field.autoComplete}
              multiline={field.multiline}
              minRows={field.multiline ? 3 : undefined}
              maxRows={field.multiline ? 10 : undefined}
              required
              fullWidth
              value={value}
              error={Boolean(error)}
              helperText={
                error
                  ? messageText(i18n, error)
                  : field.multiline
                    ? characterCount(value.length, max, format.intl)
                    : ' '
              }
              onChange={(event) => {
                const next = event.target.value;
                setValues((previous) => ({ ...previous, [field.name]: next }));
                setErrors((previous) => ({ ...previous, [field.name]: undefined }));
              }}
            />
          );
        })}
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            <Trans>Daten speichern</Trans>
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}

function EmailChange({ status }: { status: VendorStatusDto }) {
  const { vendor } = status;
  const pending = usePendingEmailChange(vendor.id);
  const request = useRequestEmailChange(vendor.id);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const waiting = pending.data?.pendingEmail ? pending.data : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(address, vendor.email);
    setError(problem);
    if (problem) return;
    request.mutate(address.trim(), {
      onSuccess: (answer) => {
        setAddress('');
        toast({
          title: t`Bestätigungslink gesendet`,
          description: codedText(i18n, 'VENDOR_PROFILE_EMAIL_CHANGE_REQUESTED', {
            address: answer.pendingEmail,
          }),
          variant: 'success',
        });
      },
      onError: (failure) => setError(errorText(i18n, failure, t`Bitte versuchen Sie es erneut.`)),
    });
  }

  const pendingEmail = waiting?.pendingEmail;
  const validUntil = formatViennaLongDayTime(waiting?.expiresAt, format.intl);
  return (
    <SectionCard icon={<MarkEmailUnreadIcon />} title={t`E-Mail-Adresse`}>
      <DetailRow label={t`Aktuelle Adresse`} value={vendor.email} />
      {waiting && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="pending-email">
          <Trans>
            Wir warten auf Ihre Bestätigung von <strong>{pendingEmail}</strong>: Öffnen Sie den Link
            in der E-Mail an diese Adresse (gültig bis {validUntil}). Bis dahin schreiben wir an
            Ihre aktuelle Adresse.
          </Trans>
        </Alert>
      )}
      <SubHeading>
        <Trans>Neue E-Mail-Adresse</Trans>
      </SubHeading>
      <Note>
        <Trans>
          Die neue Adresse gilt erst, wenn Sie den Link öffnen, den wir an sie senden. Ihre
          bisherige Adresse erhält danach einen Hinweis.
        </Trans>
      </Note>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t`E-Mail-Adresse ändern`}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id="own-data-email"
          name="email"
          type="email"
          label={t`Neue E-Mail-Adresse`}
          autoComplete="email"
          fullWidth
          value={address}
          error={Boolean(error)}
          helperText={error ? messageText(i18n, error) : ' '}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(undefined);
          }}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={request.isPending}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          <Trans>Bestätigungslink senden</Trans>
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** The toast of a save the server refused, with its (German) reason. */
function saveFailed(i18n: I18n, error: unknown) {
  return {
    title: i18n._(msg`Fehler beim Speichern`),
    description: errorText(i18n, error, i18n._(msg`Bitte versuchen Sie es erneut.`)),
    variant: 'destructive' as const,
  };
}
