import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  INVOICE_MESSAGES,
  SMALL_BUSINESS_NOTE,
  VAT_MODE_LABELS,
  type InvoiceSettingsDto,
  type VatMode,
} from '@standl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { QueryStatus } from '../../shared/QueryStatus';
import {
  INVOICE_FIELD_LIMITS,
  invoiceSettingsBody,
  invoiceSettingsValues,
  serverErrors,
  validateInvoiceSettings,
  type InvoiceSettingsErrors,
  type InvoiceSettingsField,
  type InvoiceSettingsValues,
} from '../invoice-settings-form';
import { invoiceSettingsQuery, paymentKeys, useSaveInvoiceSettings } from '../payments-api';
import { LastChangeNote } from '../../shared/LastChangeNote';
import { adminKeys } from '../../shared/admin-queries';

/**
 * 'Rechnungsdaten': who issues the invoices (docs/decisions.md 73). A dialog of the
 * payments tab, since only invoices read it and it is set once a season.
 */
export function InvoiceSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const settings = useQuery({ ...invoiceSettingsQuery, enabled: open });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Rechnungsdaten</DialogTitle>
      {open && settings.data ? (
        <InvoiceSettingsForm settings={settings.data} onClose={onClose} />
      ) : (
        <DialogContent>
          <QueryStatus query={settings} what="Rechnungsdaten" />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 2.5, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function InvoiceSettingsForm({
  settings,
  onClose,
}: {
  settings: InvoiceSettingsDto;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<InvoiceSettingsValues>(() =>
    invoiceSettingsValues(settings),
  );
  const [errors, setErrors] = useState<InvoiceSettingsErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // After a refusal (here or by the server) the first field at fault is shown and focused: on a
  // phone it is usually scrolled out of sight below the save button.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [attempt]);

  const save = useSaveInvoiceSettings({
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentKeys.invoiceSettings, saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.readiness });
      toast({ title: INVOICE_MESSAGES.settingsSaved, variant: 'success' });
      onClose();
    },
    onError: (error) => {
      const message = apiErrorMessage(
        error,
        `Rechnungsdaten konnten nicht gespeichert werden. ${RETRY_TEXT}`,
      );
      const { fields, other } = serverErrors(message);
      setErrors(fields);
      setGeneral(other);
      setAttempt((count) => count + 1);
    },
  });

  function change<K extends keyof InvoiceSettingsValues>(
    field: K,
    value: InvoiceSettingsValues[K],
  ) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateInvoiceSettings(values);
    setErrors(found);
    setGeneral(null);
    if (Object.values(found).some(Boolean)) {
      setAttempt((count) => count + 1);
      return;
    }
    save.mutate(invoiceSettingsBody(values));
  }

  const field = (
    name: InvoiceSettingsField,
    label: string,
    span: number,
    props: TextFieldProps = {},
  ) => (
    <TextField
      fullWidth
      {...props}
      label={label}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? props.helperText ?? ' '}
      slotProps={{
        ...props.slotProps,
        htmlInput: { maxLength: INVOICE_FIELD_LIMITS[name] + 20, ...props.slotProps?.htmlInput },
      }}
      sx={{ gridColumn: { sm: `span ${span}` } }}
    />
  );

  const standard = values.vatMode === 'standard';
  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Box sx={{ mb: 1.5 }}>
          <LastChangeNote section="invoice" />
        </Box>
        {!settings.configured && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Vorschlag aus den Markteinstellungen: Rechnungen werden erst ausgestellt, wenn die
            Rechnungsdaten gespeichert sind.
          </Alert>
        )}
        <Group title="Rechnungsaussteller">
          {field('legalName', 'Name laut Firmenbuch / Vereinsregister', 6, {
            required: true,
            autoFocus: true,
          })}
          {field('street', 'Straße und Hausnummer', 6, { required: true })}
          {field('postalCode', 'PLZ', 2, { required: true })}
          {field('city', 'Ort', 4, { required: true })}
          {field('country', 'Land', 6)}
        </Group>

        <Group title="Umsatzsteuer">
          <FormControl
            error={Boolean(errors.vatMode)}
            sx={{ gridColumn: { sm: 'span 6' }, mb: 1 }}
            component="fieldset"
          >
            <FormLabel component="legend" sx={{ typography: 'body2' }}>
              Steuerstatus
            </FormLabel>
            <RadioGroup
              value={values.vatMode}
              onChange={(event) => change('vatMode', event.target.value as VatMode)}
            >
              <FormControlLabel
                value="standard"
                control={<Radio />}
                label={VAT_MODE_LABELS.standard}
              />
              <FormControlLabel
                value="small_business"
                control={<Radio />}
                label={VAT_MODE_LABELS.small_business}
              />
            </RadioGroup>
            {errors.vatMode && <FormHelperText>{errors.vatMode}</FormHelperText>}
          </FormControl>
          {standard ? (
            field('vatRate', 'Umsatzsteuersatz', 2, {
              required: true,
              helperText: 'Normalsatz 20 %',
              slotProps: {
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              },
            })
          ) : (
            <Alert severity="info" sx={{ gridColumn: { sm: 'span 6' }, mb: 2 }}>
              Auf der Rechnung steht statt der Umsatzsteuer: „{SMALL_BUSINESS_NOTE}“
            </Alert>
          )}
          {field('uid', 'UID-Nummer', standard ? 4 : 3, {
            required: standard,
            placeholder: 'ATU12345678',
            helperText: standard
              ? 'ATU und 8 Ziffern'
              : 'ATU und 8 Ziffern; ohne UID die Steuernummer',
            slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false } },
          })}
          {field('taxNumber', 'Steuernummer', 3, { placeholder: '12 345/6789' })}
          {field('companyRegister', 'Firmenbuch / ZVR-Zahl', 3, {
            placeholder: 'FN 123456a, LG Klagenfurt',
          })}
        </Group>

        <Group title="Kontakt auf der Rechnung">
          {field('email', 'E-Mail', 3, {
            type: 'email',
            helperText: 'leer: die des Veranstalters',
          })}
          {field('phone', 'Telefon', 3, { type: 'tel' })}
        </Group>

        <Group title="Fußzeile">
          {field('footer', 'Fußzeile der Rechnung (optional)', 6, {
            multiline: true,
            minRows: 2,
            helperText: 'z. B. Zahlungsbedingungen oder ein Dank',
          })}
        </Group>

        {general && (
          <Alert severity="error" role="alert">
            {general}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Speichern
        </Button>
      </DialogActions>
    </Box>
  );
}
