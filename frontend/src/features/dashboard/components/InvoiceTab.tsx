import CodeIcon from '@mui/icons-material/Code';
import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INVOICE_MESSAGES, type VendorDto, type VendorStatusDto } from '@standl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../lib/request';
import { useToast } from '../../../lib/toast';
import {
  useUpdateVendorBilling,
  vendorStatusQuery,
  DetailRow,
  Note,
  SectionCard,
  SubHeading,
} from '../../registration';
import { downloadInvoice, type InvoiceFormat, type VendorInvoice } from '../invoice-download';
import { formatCalendarDay, isPaidInFull } from '../ledger-lines';
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

function hasBillingAddress(vendor: VendorDto): boolean {
  return [vendor.billingStreet, vendor.billingPostalCode, vendor.billingCity].every((part) =>
    Boolean(part?.trim()),
  );
}

/** Paid in full with an address: the invoice is being issued in the background; ask again every 3 s. */
function useRefreshUntilIssued(waiting: boolean, accessCode: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!waiting) return;
    const { queryKey } = vendorStatusQuery(accessCode);
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey }), 3000);
    return () => clearInterval(timer);
  }, [waiting, accessCode, queryClient]);
}

export function InvoiceTab({ status }: { status: VendorStatusDto }) {
  const { vendor, account, invoice } = status;
  const [values, setValues] = useState(() => initialValues(vendor));
  const [errors, setErrors] = useState<BillingErrors>({});
  const save = useUpdateVendorBilling(vendor.id);
  const { toast } = useToast();
  const paid = isPaidInFull(account);
  const addressKnown = hasBillingAddress(vendor);
  useRefreshUntilIssued(paid && addressKnown && !invoice, vendor.accessCode);

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

  const form = (
    <>
      <SubHeading>Rechnungsadresse</SubHeading>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Rechnungsadresse"
        sx={{ mt: 1.5 }}
      >
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
        {invoice && (
          <Note>
            Ihre Rechnung ist bereits ausgestellt. Eine geänderte Adresse gilt erst für eine
            korrigierte Rechnung: Bitte wenden Sie sich dafür an den Veranstalter.
          </Note>
        )}
      </Box>
    </>
  );

  return (
    <SectionCard icon={<ReceiptLongIcon />} title="Rechnung">
      <SubHeading>Rechnung herunterladen</SubHeading>
      {invoice ? (
        <InvoiceDownload invoice={invoice} />
      ) : !paid ? (
        <Alert severity="info" data-testid="invoice-note">
          Ihre Rechnung steht hier zum Download bereit, sobald die Standgebühr vollständig bezahlt
          ist.
        </Alert>
      ) : !addressKnown ? (
        <Alert severity="warning" data-testid="invoice-note">
          {INVOICE_MESSAGES.billingAddressMissing}. Ihre Standgebühr ist vollständig bezahlt: Sobald
          Ihre Rechnungsadresse gespeichert ist, können Sie Ihre Rechnung hier herunterladen.
        </Alert>
      ) : (
        <Alert severity="success" data-testid="invoice-note">
          Ihre Standgebühr ist vollständig bezahlt. Ihre Rechnung wird erstellt und Ihnen per E-Mail
          zugesandt; sobald sie ausgestellt ist, können Sie sie auch hier herunterladen.
        </Alert>
      )}
      {form}
    </SectionCard>
  );
}

/** The issued invoice: number, date, the PDF and the e-invoice XML as downloads. */
function InvoiceDownload({ invoice }: { invoice: VendorInvoice }) {
  const { toast } = useToast();
  const [pending, setPending] = useState<InvoiceFormat | null>(null);

  async function download(format: InvoiceFormat) {
    setPending(format);
    try {
      await downloadInvoice(invoice.number, format);
    } catch (error) {
      toast({
        title: 'Fehler beim Herunterladen der Rechnung',
        description: apiErrorMessage(error, 'Bitte versuchen Sie es erneut.'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <Box data-testid="invoice-download">
      <DetailRow label="Rechnungsnummer" value={invoice.number} />
      <DetailRow label="Rechnungsdatum" value={formatCalendarDay(invoice.issueDate)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          loading={pending === 'pdf'}
          disabled={pending !== null && pending !== 'pdf'}
          onClick={() => void download('pdf')}
        >
          Rechnung herunterladen (PDF)
        </Button>
        <Button
          variant="text"
          startIcon={<CodeIcon />}
          loading={pending === 'xml'}
          disabled={pending !== null && pending !== 'xml'}
          onClick={() => void download('xml')}
        >
          E-Rechnung (XML)
        </Button>
      </Stack>
      <Note>
        Die PDF-Rechnung enthält die E-Rechnung bereits (ZUGFeRD/Factur-X). Die XML-Datei nach EN
        16931 können Sie direkt in Ihre Buchhaltung einlesen.
      </Note>
    </Box>
  );
}
