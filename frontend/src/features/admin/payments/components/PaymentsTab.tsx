import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatEuro, PAYMENT_MESSAGES, type AdminPaymentVendorDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { QueryStatus } from '../../shared/QueryStatus';
import { useConfirm } from '../../shared/useConfirm';
import {
  invoicesByVendor,
  isOpen,
  isPaidInFull,
  matchesPaymentSearch,
  paymentSummary,
} from '../payment-rules';
import {
  adminInvoicesQuery,
  adminPaymentsQuery,
  invoiceSettingsQuery,
  useInvalidatePayments,
  useSendPaymentReminders,
} from '../payments-api';
import { CollectDialog, type CollectRequest } from './CollectDialog';
import { InvoiceSettingsDialog } from './InvoiceSettingsDialog';
import { OpenPaymentsList } from './OpenPaymentsList';
import { PaidVendorsList } from './PaidVendorsList';
import { RefundsList } from './RefundsList';
import { useInvoiceActions } from './useInvoiceActions';
import { useMay } from '../../auth';
import { StatementImport } from '../bank/StatementImport';
import { TransferDialog } from '../bank/TransferDialog';

/** The automatic invoice follows a payment within seconds: the list looks again meanwhile. */
const INVOICE_WAIT_MS = 120_000;
const INVOICE_POLL_MS = 3_000;

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, flex: '1 1 140px', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
      >
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </Card>
  );
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
        {count !== undefined && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            ({count})
          </Typography>
        )}
      </Typography>
      {children}
    </Box>
  );
}

const REMINDABLE: Record<number, string> = { 0: 'niemand', 1: 'ein Händler' };

const vendorsWord = (count: number) => (count === 1 ? '1 Händler' : `${count} Händlern`);

export function PaymentsTab() {
  const { toast } = useToast();
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const payments = useQuery(adminPaymentsQuery);
  const settings = useQuery(invoiceSettingsQuery);
  const invalidate = useInvalidatePayments();
  const invoiceActions = useInvoiceActions();
  const mayBook = useMay('payments.book');
  const maySettings = useMay('payments.settings');
  const [confirm, confirmDialog] = useConfirm();
  const [search, setSearch] = useState('');
  const [collect, setCollect] = useState<CollectRequest | null>(null);
  const [transfer, setTransfer] = useState<AdminPaymentVendorDto | null>(null);
  const mayImport = useMay('payments.import');
  const [editingSettings, setEditingSettings] = useState(false);

  const all = useMemo(() => payments.data?.vendors ?? [], [payments.data]);
  const refunds = payments.data?.refunds ?? [];
  const invoices = useQuery({
    ...adminInvoicesQuery,
    // Called outside rendering: a vendor who paid in full moments ago and has no invoice yet.
    refetchInterval: (query) => {
      const known = new Set(query.state.data?.map((invoice) => invoice.vendorId));
      const now = Date.now();
      return all.some(
        (vendor) =>
          isPaidInFull(vendor) &&
          !known.has(vendor.vendorId) &&
          vendor.paidAt !== null &&
          now - new Date(vendor.paidAt).getTime() < INVOICE_WAIT_MS,
      )
        ? INVOICE_POLL_MS
        : false;
    },
  });
  const byVendor = useMemo(() => invoicesByVendor(invoices.data ?? []), [invoices.data]);

  const found = all.filter((vendor) => matchesPaymentSearch(vendor, search));
  const open = found.filter(isOpen);
  const paid = found.filter(isPaidInFull);
  const summary = paymentSummary(all, refunds);
  const remindable = all.filter(
    (vendor) => vendor.status === 'aufgebaut' && vendor.openAmount > 0 && !vendor.isBlocked,
  ).length;

  const reminders = useSendPaymentReminders({
    onSuccess: (result) =>
      toast({
        title: PAYMENT_MESSAGES.remindersSent,
        description:
          result.sentCount === 0
            ? `${result.message} Alle mit offenem Betrag wurden heute schon erinnert oder sind noch nicht aufgebaut.`
            : result.message,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Fehler beim Versenden der E-Mails',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
    onSettled: () => invalidate(),
  });

  async function sendReminders() {
    const confirmed = await confirm({
      title: 'Zahlungserinnerungen senden?',
      text: `Jeder aufgebaute Händler mit offenem Betrag erhält eine Zahlungserinnerung per E-Mail (höchstens eine am Tag): derzeit ${REMINDABLE[remindable] ?? `${remindable} Händler`}. Wer nichts mehr offen hat, erhält keine.`,
      confirmLabel: 'Erinnerungen senden',
    });
    if (confirmed) reminders.mutate();
  }

  const onCollect = (vendor: AdminPaymentVendorDto, mode: CollectRequest['mode']) =>
    setCollect({ vendor, mode });

  return (
    <Box component="section" aria-labelledby="payments-heading">
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="payments-heading" variant="h5" component="h2">
          Zahlungen
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {maySettings && (
            <Button
              variant="outlined"
              startIcon={<ReceiptLongIcon />}
              onClick={() => setEditingSettings(true)}
            >
              Rechnungsdaten
            </Button>
          )}
          {mayBook && (
            <Button
              variant="contained"
              startIcon={<NotificationsActiveIcon />}
              loading={reminders.isPending}
              onClick={() => void sendReminders()}
            >
              Zahlungserinnerungen senden
            </Button>
          )}
        </Stack>
      </Stack>

      {settings.data && !settings.data.configured && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="invoice-settings-missing"
          action={
            maySettings && (
              <Button color="inherit" size="small" onClick={() => setEditingSettings(true)}>
                Eingeben
              </Button>
            )
          }
        >
          <AlertTitle>Rechnungsdaten fehlen</AlertTitle>
          Rechnungen werden erst ausgestellt, wenn Name, Anschrift und UID-Nummer (oder
          Steuernummer) des Rechnungsausstellers gespeichert sind.
        </Alert>
      )}

      {payments.data && (
        <Stack
          direction="row"
          sx={{ gap: 1.5, flexWrap: 'wrap', mb: 3 }}
          data-testid="payment-summary"
        >
          <Tile
            label="Offen"
            value={formatEuro(summary.openCents)}
            detail={`bei ${vendorsWord(summary.openCount)}`}
          />
          <Tile
            label="Eingenommen"
            value={formatEuro(summary.receivedCents)}
            detail={`${summary.paidCount} vollständig bezahlt`}
          />
          {summary.refundCount > 0 && (
            <Tile
              label="Zu erstatten"
              value={formatEuro(summary.refundCents)}
              detail={`${summary.refundCount} offen`}
            />
          )}
        </Stack>
      )}

      {mayImport && payments.data && <StatementImport vendors={all} mobile={mobile} />}

      <TextField
        label="Zahlungen durchsuchen"
        placeholder="Name, E-Mail, Zugangscode oder Standplatz"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        type="search"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />

      <QueryStatus query={payments} what="Zahlungen" />
      {payments.data && (
        <>
          <Section id="open-payments-heading" title="Offene Beträge" count={open.length}>
            {open.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {search ? 'Keine offenen Beträge zu dieser Suche.' : 'Keine offenen Beträge.'}
              </Typography>
            ) : (
              <OpenPaymentsList
                vendors={open}
                mobile={mobile}
                onCollect={onCollect}
                onTransfer={setTransfer}
              />
            )}
          </Section>

          <Section id="paid-vendors-heading" title="Bezahlt" count={paid.length}>
            {invoices.isError && (
              <Alert severity="error" sx={{ mb: 1.5 }}>
                Rechnungen konnten nicht geladen werden.{' '}
                {apiErrorMessage(invoices.error, RETRY_TEXT)}
              </Alert>
            )}
            {paid.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {search
                  ? 'Keine bezahlten Händler zu dieser Suche.'
                  : 'Noch hat niemand vollständig bezahlt.'}
              </Typography>
            ) : (
              <PaidVendorsList
                vendors={paid}
                invoices={byVendor}
                invoicesKnown={invoices.isSuccess}
                mobile={mobile}
                actions={invoiceActions}
              />
            )}
          </Section>

          {refunds.length > 0 && (
            <Section
              id="refunds-heading"
              title="Rückerstattungen"
              count={refunds.filter((refund) => refund.refundedAt === null).length}
            >
              <RefundsList refunds={refunds} />
            </Section>
          )}
        </>
      )}

      <CollectDialog request={collect} onClose={() => setCollect(null)} />
      <TransferDialog vendor={transfer} onClose={() => setTransfer(null)} />
      <InvoiceSettingsDialog open={editingSettings} onClose={() => setEditingSettings(false)} />
      {invoiceActions.dialog}
      {confirmDialog}
    </Box>
  );
}
