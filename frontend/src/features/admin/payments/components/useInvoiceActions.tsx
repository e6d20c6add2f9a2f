import { INVOICE_MESSAGES, type InvoiceDto } from '@standl/contracts';
import { useState, type ReactElement } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { PromptDialog } from '../../vendors';
import {
  downloadInvoice,
  useCancelInvoice,
  useInvalidatePayments,
  useIssueInvoice,
  type InvoiceFormat,
} from '../payments-api';

export interface InvoiceActions {
  issue: (vendorId: string) => void;
  issuing: string | null;
  askCancel: (invoice: InvoiceDto) => void;
  download: (invoice: InvoiceDto, format: InvoiceFormat) => void;
  downloading: string | null;
  dialog: ReactElement;
}

/** 'Rechnung erstellen', 'Stornieren' (with the reason asked first) and the downloads. */
export function useInvoiceActions(): InvoiceActions {
  const { toast } = useToast();
  const invalidate = useInvalidatePayments();
  const [cancelling, setCancelling] = useState<InvoiceDto | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const issue = useIssueInvoice({
    onSuccess: (invoice) =>
      toast({
        title: `Rechnung ${invoice.number} erstellt`,
        description: 'Der Händler erhält sie per E-Mail.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Rechnung konnte nicht erstellt werden',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
    onSettled: () => invalidate(),
  });

  const cancel = useCancelInvoice({
    onSuccess: (storno, { invoice }) => {
      setCancelling(null);
      toast({
        title: `Rechnung ${invoice.number} storniert`,
        description: `Stornorechnung ${storno.number} ausgestellt.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Rechnung konnte nicht storniert werden',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
    onSettled: () => invalidate(),
  });

  const download = (invoice: InvoiceDto, format: InvoiceFormat) => {
    const key = `${invoice.number}.${format}`;
    setDownloading(key);
    downloadInvoice(invoice, format)
      .catch((error: unknown) =>
        toast({
          title: 'Download fehlgeschlagen',
          description: apiErrorMessage(error, INVOICE_MESSAGES.invoiceNotFound),
          variant: 'destructive',
        }),
      )
      .finally(() => setDownloading((current) => (current === key ? null : current)));
  };

  const dialog = (
    <PromptDialog
      open={cancelling !== null}
      title={`Rechnung ${cancelling?.number ?? ''} stornieren?`}
      text="Die Rechnung bleibt unverändert erhalten; es wird eine Stornorechnung mit der nächsten Nummer ausgestellt und an den Händler gesendet. Danach kann eine neue Rechnung erstellt werden."
      label="Grund (optional, wird gedruckt)"
      submitLabel="Stornieren"
      pending={cancel.isPending}
      validate={(value) =>
        value.trim().length > 500 ? INVOICE_MESSAGES.cancelReasonTooLong : null
      }
      onSubmit={(reason) => cancelling && cancel.mutate({ invoice: cancelling, reason })}
      onClose={() => setCancelling(null)}
    />
  );

  return {
    issue: (vendorId) => issue.mutate(vendorId),
    issuing: issue.isPending ? (issue.variables ?? null) : null,
    askCancel: setCancelling,
    download,
    downloading,
    dialog,
  };
}
