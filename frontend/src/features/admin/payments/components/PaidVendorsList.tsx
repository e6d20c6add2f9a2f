import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatEuro,
  INVOICE_STATE_LABELS,
  type AdminPaymentVendorDto,
  type InvoiceDto,
} from '@standl/contracts';
import type { ReactNode } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import { paymentMethodLabel } from '../../vendors';
import { issuedByText, stallText, type VendorInvoices } from '../payment-rules';
import { RefundDueChip } from './RefundDueChip';
import type { InvoiceActions } from './useInvoiceActions';
import { NameEmailCell } from '../../shared/NameEmailCell';
import { useMay } from '../../auth';

export interface PaidVendorsListProps {
  vendors: AdminPaymentVendorDto[];
  invoices: ReadonlyMap<string, VendorInvoices>;
  /** The invoice list could not be loaded (yet): no 'Rechnung erstellen' then. */
  invoicesKnown: boolean;
  mobile: boolean;
  actions: InvoiceActions;
}

/** A row whose groups wrap as wholes: a number never ends up apart from its buttons' group. */
function Line({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}

function Group({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'nowrap' }}>
      {children}
    </Stack>
  );
}

function Downloads({ invoice, actions }: { invoice: InvoiceDto; actions: InvoiceActions }) {
  // Downloads are exports: not for a role that only reads (issue 29).
  if (!useMay('payments.book')) return null;
  return (
    <>
      {(['pdf', 'xml'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={actions.downloading === `${invoice.number}.${format}`}
          aria-label={`${format === 'pdf' ? 'PDF' : 'E-Rechnung (XML)'} herunterladen: ${invoice.number}`}
          onClick={() => actions.download(invoice, format)}
        >
          {format === 'pdf' ? 'PDF' : 'XML'}
        </Button>
      ))}
    </>
  );
}

/** The valid invoice with its downloads and Storno, or 'Rechnung erstellen'; older ones below. */
function InvoiceCell({
  vendor,
  entry,
  invoicesKnown,
  actions,
}: {
  vendor: AdminPaymentVendorDto;
  entry: VendorInvoices | undefined;
  invoicesKnown: boolean;
  actions: InvoiceActions;
}) {
  const current = entry?.current ?? null;
  const mayBook = useMay('payments.book');
  const older = entry?.all.filter((invoice) => invoice !== current) ?? [];
  return (
    <Stack sx={{ gap: 1 }} data-testid="invoice-cell">
      {current ? (
        <Line>
          <Stack>
            <Typography sx={{ fontWeight: 600 }} data-testid="invoice-number">
              {current.number}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {issuedByText(current)}
            </Typography>
          </Stack>
          <Group>
            <Downloads invoice={current} actions={actions} />
            {mayBook && (
              <Button
                size="small"
                color="error"
                aria-label={`Stornieren: ${current.number}`}
                onClick={() => actions.askCancel(current)}
              >
                Storno
              </Button>
            )}
          </Group>
        </Line>
      ) : invoicesKnown && mayBook ? (
        <Box>
          <Button
            size="small"
            variant="contained"
            loading={actions.issuing === vendor.vendorId}
            aria-label={`Rechnung erstellen: ${vendor.name}`}
            onClick={() => actions.issue(vendor.vendorId)}
          >
            Rechnung erstellen
          </Button>
        </Box>
      ) : null}
      {older.map((invoice) => (
        <Line key={invoice.id}>
          <Group>
            <Stack>
              <Typography variant="body2" color="text.secondary">
                {invoice.number}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {issuedByText(invoice)}
              </Typography>
            </Stack>
            <Chip
              size="small"
              variant="outlined"
              label={
                invoice.state === 'cancelled' && invoice.cancelledByNumber
                  ? `${INVOICE_STATE_LABELS.cancelled} (${invoice.cancelledByNumber})`
                  : INVOICE_STATE_LABELS[invoice.state]
              }
            />
          </Group>
          <Group>
            <Downloads invoice={invoice} actions={actions} />
          </Group>
        </Line>
      ))}
    </Stack>
  );
}

function paidLine(vendor: AdminPaymentVendorDto): string {
  const when = formatViennaDateTime(vendor.paidAt);
  return [formatEuro(vendor.paidAmount), paymentMethodLabel(vendor.paymentMethod), when]
    .filter(Boolean)
    .join(' · ');
}

/** Vendors who paid in full, with their invoice (spec 001 payments tab). */
export function PaidVendorsList({
  vendors,
  invoices,
  invoicesKnown,
  mobile,
  actions,
}: PaidVendorsListProps) {
  if (mobile) {
    return (
      <Stack component="ul" aria-label="Bezahlt" sx={{ gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
        {vendors.map((vendor) => (
          <Card
            component="li"
            key={vendor.vendorId}
            data-testid="paid-vendor"
            data-vendor-id={vendor.vendorId}
          >
            <CardContent>
              <Typography component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {vendor.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Standplatz: {stallText(vendor) ?? '–'}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                Bezahlt: {paidLine(vendor)}
              </Typography>
              {vendor.refundDueAmount > 0 && (
                <Box sx={{ mb: 1.5 }}>
                  <RefundDueChip vendor={vendor} />
                </Box>
              )}
              <InvoiceCell
                vendor={vendor}
                entry={invoices.get(vendor.vendorId)}
                invoicesKnown={invoicesKnown}
                actions={actions}
              />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Card}>
      <Table size="small" aria-label="Bezahlt">
        <TableHead>
          <TableRow>
            <TableCell>Name / Firma</TableCell>
            <TableCell>Standplatz</TableCell>
            <TableCell>Bezahlt</TableCell>
            <TableCell>Rechnung</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vendors.map((vendor) => (
            <TableRow
              key={vendor.vendorId}
              data-testid="paid-vendor"
              data-vendor-id={vendor.vendorId}
            >
              <NameEmailCell name={vendor.name} email={vendor.email} maxWidth={260} />
              <TableCell>{stallText(vendor) ?? '–'}</TableCell>
              <TableCell>
                <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
                  {paidLine(vendor)}
                  <RefundDueChip vendor={vendor} />
                </Stack>
              </TableCell>
              <TableCell>
                <InvoiceCell
                  vendor={vendor}
                  entry={invoices.get(vendor.vendorId)}
                  invoicesKnown={invoicesKnown}
                  actions={actions}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
