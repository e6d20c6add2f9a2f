import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_VENDOR_LANGUAGE,
  VENDOR_LANGUAGE_LABELS,
  VENDOR_LANGUAGES,
  type CreateVendorDto,
  type CreatedVendorDto,
  type VendorLanguage,
} from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useVendorAction, vendorActions } from '../api/vendor-admin-api';
import {
  splitServerErrors,
  validateNewVendor,
  type NewVendorErrors,
  type NewVendorField,
} from '../vendor-rules';
import { AccessCode } from './AccessCode';

/** The form's values: every field filled in, the language German unless chosen otherwise. */
type NewVendor = Required<CreateVendorDto>;

const EMPTY: NewVendor = {
  name: '',
  email: '',
  phone: '',
  description: '',
  language: DEFAULT_VENDOR_LANGUAGE,
};

const FIELDS: {
  name: Exclude<NewVendorField, 'language'>;
  label: string;
  type?: string;
  multiline?: boolean;
}[] = [
  { name: 'name', label: 'Name / Firma' },
  { name: 'email', label: 'E-Mail', type: 'email' },
  { name: 'phone', label: 'Telefon', type: 'tel' },
  { name: 'description', label: 'Beschreibung des Warenangebots', multiline: true },
];

/** 'Händler hinzufügen': the organiser registers a vendor who called (spec 001 section 2). */
export function AddVendorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {/* Mounted per opening: every opening starts with an empty form. */}
      {open && <AddVendorForm onClose={onClose} />}
    </Dialog>
  );
}

function AddVendorForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<NewVendor>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<NewVendorErrors>({});
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedVendorDto | null>(null);
  const create = useVendorAction(vendorActions.create);

  const errors = submitted ? { ...validateNewVendor(values), ...serverErrors } : serverErrors;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    setServerProblem(null);
    if (Object.keys(validateNewVendor(values)).length > 0) return;
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      description: values.description.trim(),
      language: values.language,
    };
    create.mutate(body, {
      onSuccess: setCreated,
      onError: (error) => {
        const { fields, other } = splitServerErrors(apiErrorMessage(error, RETRY_TEXT));
        setServerErrors(fields);
        setServerProblem(other.length > 0 ? other.join(' ') : null);
      },
    });
  }

  if (created) {
    return (
      <>
        <DialogTitle>Händler angelegt</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {values.name.trim()} ist angemeldet und wartet auf die Standplatz-Zuweisung. Bitte
            teilen Sie dem Händler seinen Zugangscode mit:
          </DialogContentText>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'center',
              p: 2,
              bgcolor: 'background.default',
              borderRadius: 2,
            }}
          >
            <AccessCode code={created.accessCode} large />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            onClick={() => {
              setValues(EMPTY);
              setSubmitted(false);
              setCreated(null);
            }}
          >
            Weiteren Händler anlegen
          </Button>
          <Button variant="contained" onClick={onClose}>
            Fertig
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>Händler hinzufügen</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Telefonische Anmeldung: Der Händler erhält einen Zugangscode und wartet danach auf die
          Standplatz-Zuweisung.
        </DialogContentText>
        {serverProblem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverProblem}
          </Alert>
        )}
        <Stack sx={{ gap: 2, pt: 1 }}>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type={field.type}
              required
              fullWidth
              multiline={field.multiline}
              minRows={field.multiline ? 3 : undefined}
              value={values[field.name]}
              onChange={(event) => {
                setValues((previous) => ({ ...previous, [field.name]: event.target.value }));
                setServerErrors(({ [field.name]: _cleared, ...rest }) => rest);
              }}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? ' '}
            />
          ))}
          {/* Every mail to the vendor goes out in it (docs/decisions.md 349, 372). */}
          <TextField
            select
            label="Sprache der E-Mails"
            fullWidth
            value={values.language}
            onChange={(event) => {
              setValues((previous) => ({
                ...previous,
                language: event.target.value as VendorLanguage,
              }));
              setServerErrors(({ language: _cleared, ...rest }) => rest);
            }}
            error={Boolean(errors.language)}
            helperText={
              errors.language ?? 'Alle E-Mails an den Händler; Rechnungen bleiben deutsch.'
            }
          >
            {VENDOR_LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {VENDOR_LANGUAGE_LABELS[language]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          Händler anlegen
        </Button>
      </DialogActions>
    </form>
  );
}
