import CodeIcon from '@mui/icons-material/Code';
import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  INVOICE_MESSAGES,
  SMALL_AMOUNT_INVOICE_LIMIT,
  type VendorStatusDto,
} from '@standl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { errorText, useMessageText } from '../../../lib/error-texts/use-error-text';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import {
  BillingAddressFields,
  billingValuesOf,
  cleanBilling,
  hasBillingAddress,
  useUpdateVendorBilling,
  validateBilling,
  vendorStatusQuery,
  DetailRow,
  Note,
  SectionCard,
  SubHeading,
  type BillingErrors,
} from '../../registration';
import { downloadInvoice, type InvoiceFormat, type VendorInvoice } from '../invoice-download';
import { formatCalendarDay, isPaidInFull } from '../ledger-lines';

/** Paid in full, the invoice can be issued: it is being issued in the background; ask again every 3 s. */
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
  const [values, setValues] = useState(() => billingValuesOf(vendor));
  const [errors, setErrors] = useState<BillingErrors>({});
  const save = useUpdateVendorBilling(vendor.id);
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const paid = isPaidInFull(account);
  // Without an address the invoice is a Kleinbetragsrechnung up to 400 € gross (§ 11 Abs. 6 UStG).
  const addressKnown = hasBillingAddress(vendor);
  const addressNeeded = !addressKnown && account.totalAmount > SMALL_AMOUNT_INVOICE_LIMIT;
  useRefreshUntilIssued(paid && !addressNeeded && !invoice, vendor.accessCode);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateBilling(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(cleanBilling(values), {
      onSuccess: (saved) => {
        setValues(billingValuesOf(saved));
        toast({ title: t`Rechnungsadresse gespeichert`, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t`Fehler beim Speichern der Rechnungsadresse`,
          description: errorText(i18n, error, t`Bitte versuchen Sie es erneut.`),
          variant: 'destructive',
        }),
    });
  }

  const form = (
    <>
      <SubHeading>
        <Trans>Rechnungsadresse</Trans>
      </SubHeading>
      {!addressKnown && !addressNeeded && (
        <Note>
          <Trans>
            Noch keine Rechnungsadresse hinterlegt: Ohne sie stellen wir eine Kleinbetragsrechnung
            (bis 400,00 €) ohne Ihre Anschrift aus.
          </Trans>
        </Note>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t`Rechnungsadresse`}
        sx={{ mt: 1.5 }}
      >
        <BillingAddressFields
          values={values}
          errors={errors}
          onChange={(name, value) => {
            setValues((previous) => ({ ...previous, [name]: value }));
            setErrors((previous) => ({ ...previous, [name]: undefined }));
          }}
        />
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 2 }}>
          <Trans>Rechnungsadresse speichern</Trans>
        </Button>
        {invoice && (
          <Note>
            <Trans>
              Ihre Rechnung ist bereits ausgestellt. Eine geänderte Adresse gilt erst für eine
              korrigierte Rechnung: Bitte wenden Sie sich dafür an den Veranstalter.
            </Trans>
          </Note>
        )}
      </Box>
    </>
  );

  return (
    <SectionCard icon={<ReceiptLongIcon />} title={t`Rechnung`}>
      <SubHeading>
        <Trans>Rechnung herunterladen</Trans>
      </SubHeading>
      {invoice ? (
        <InvoiceDownload invoice={invoice} />
      ) : !paid ? (
        <Alert severity="info" data-testid="invoice-note">
          <Trans>
            Ihre Rechnung steht hier zum Download bereit, sobald die Standgebühr vollständig bezahlt
            ist.
          </Trans>
        </Alert>
      ) : addressNeeded ? (
        <Alert severity="warning" data-testid="invoice-note">
          {messageText(INVOICE_MESSAGES.billingAddressMissing)}.{' '}
          <Trans>
            Ihre Standgebühr ist vollständig bezahlt: Sobald Ihre Rechnungsadresse gespeichert ist,
            können Sie Ihre Rechnung hier herunterladen.
          </Trans>
        </Alert>
      ) : (
        <Alert severity="success" data-testid="invoice-note">
          <Trans>
            Ihre Standgebühr ist vollständig bezahlt. Ihre Rechnung wird erstellt und Ihnen per
            E-Mail zugesandt; sobald sie ausgestellt ist, können Sie sie auch hier herunterladen.
          </Trans>
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
  const { t, i18n } = useLingui();
  const format = useFormat();

  async function download(format: InvoiceFormat) {
    setPending(format);
    try {
      await downloadInvoice(invoice.number, format);
    } catch (error) {
      toast({
        title: t`Fehler beim Herunterladen der Rechnung`,
        description: errorText(i18n, error, t`Bitte versuchen Sie es erneut.`),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <Box data-testid="invoice-download">
      <DetailRow label={t`Rechnungsnummer`} value={invoice.number} />
      <DetailRow
        label={t`Rechnungsdatum`}
        value={formatCalendarDay(invoice.issueDate, format.intl)}
      />
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
          <Trans>Rechnung herunterladen (PDF)</Trans>
        </Button>
        <Button
          variant="text"
          startIcon={<CodeIcon />}
          loading={pending === 'xml'}
          disabled={pending !== null && pending !== 'xml'}
          onClick={() => void download('xml')}
        >
          <Trans>E-Rechnung (XML)</Trans>
        </Button>
      </Stack>
      <Note>
        <Trans>
          Die PDF-Rechnung enthält die E-Rechnung bereits (ZUGFeRD/Factur-X). Die XML-Datei nach EN
          16931 können Sie direkt in Ihre Buchhaltung einlesen.
        </Trans>
      </Note>
    </Box>
  );
}
