import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { VendorDto, VendorStatusDto } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../lib/request';
import { useToast } from '../../../lib/toast';
import { useUpdateVendorBilling } from '../../vendor/api/vendor-api';
import { SectionCard, SubHeading } from '../../vendor/components/SectionCard';
import { openAmount } from '../../vendor/vendor-status';
import {
  cleanBilling,
  DEFAULT_BILLING_COUNTRY,
  validateBilling,
  type BillingErrors,
  type BillingValues,
} from '../billing-validation';

const FIELDS: {
  name: keyof BillingValues;
  label: string;
  maxLength: number;
  autoComplete: string;
  size: number;
}[] = [
  {
    name: 'billingStreet',
    label: 'Straße und Hausnummer',
    maxLength: 200,
    autoComplete: 'street-address',
    size: 12,
  },
  {
    name: 'billingPostalCode',
    label: 'Postleitzahl',
    maxLength: 10,
    autoComplete: 'postal-code',
    size: 4,
  },
  { name: 'billingCity', label: 'Ort', maxLength: 100, autoComplete: 'address-level2', size: 8 },
  { name: 'billingCountry', label: 'Land', maxLength: 100, autoComplete: 'country-name', size: 12 },
];

function initialValues(vendor: VendorDto): BillingValues {
  return {
    billingStreet: vendor.billingStreet ?? '',
    billingPostalCode: vendor.billingPostalCode ?? '',
    billingCity: vendor.billingCity ?? '',
    billingCountry: vendor.billingCountry || DEFAULT_BILLING_COUNTRY,
  };
}

/** Paid in full: the status says so, or a fee is due and nothing of it is open. */
function isFullyPaid(vendor: VendorDto): boolean {
  if (vendor.status === 'paid' || vendor.status === 'checked_in') return true;
  return vendor.totalAmount > 0 && openAmount(vendor) === 0;
}

export function InvoiceTab({ status }: { status: VendorStatusDto }) {
  const { vendor } = status;
  const [values, setValues] = useState(() => initialValues(vendor));
  const [errors, setErrors] = useState<BillingErrors>({});
  const save = useUpdateVendorBilling(vendor.id);
  const { toast } = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateBilling(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(cleanBilling(values), {
      onSuccess: (saved) => {
        setValues(initialValues(saved));
        toast({ title: 'Rechnungsadresse gespeichert', variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Fehler beim Speichern der Rechnungsadresse',
          description: apiErrorMessage(error, 'Bitte versuchen Sie es erneut.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <SectionCard icon={<ReceiptLongIcon />} title="Rechnung">
      <SubHeading>Rechnungsadresse</SubHeading>
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1.5 }}>
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.size }}>
              <TextField
                name={field.name}
                label={field.label}
                value={values[field.name]}
                onChange={(event) => {
                  setValues((previous) => ({ ...previous, [field.name]: event.target.value }));
                  setErrors((previous) => ({ ...previous, [field.name]: undefined }));
                }}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name]}
                required={field.name !== 'billingCountry'}
                autoComplete={field.autoComplete}
                fullWidth
                slotProps={{ htmlInput: { maxLength: field.maxLength } }}
              />
            </Grid>
          ))}
        </Grid>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 2 }}>
          Rechnungsadresse speichern
        </Button>
      </Box>

      <SubHeading>Rechnung herunterladen</SubHeading>
      {isFullyPaid(vendor) ? (
        <Alert severity="success" data-testid="invoice-note">
          Ihre Standgebühr ist vollständig bezahlt. Ihre Rechnung wird erstellt und Ihnen per E-Mail
          zugesandt.
        </Alert>
      ) : (
        <Alert severity="info" data-testid="invoice-note">
          Ihre Rechnung steht hier zum Download bereit, sobald die Standgebühr vollständig bezahlt
          ist.
        </Alert>
      )}
    </SectionCard>
  );
}
