import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
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
import { formatEuro, type AdminPaymentVendorDto } from '@standl/contracts';
import { StatusChip } from '../../../registration';
import { canCollect, stallText } from '../payment-rules';
import type { CollectMode } from './CollectDialog';
import { RefundDueChip } from './RefundDueChip';
import { NameEmailCell } from '../../shared/NameEmailCell';
import { useMay } from '../../auth';

export interface OpenPaymentsListProps {
  vendors: AdminPaymentVendorDto[];
  mobile: boolean;
  onCollect: (vendor: AdminPaymentVendorDto, mode: CollectMode) => void;
  /** 'Überweisung': a transfer that arrived, booked by hand (issue 30). */
  onTransfer: (vendor: AdminPaymentVendorDto) => void;
}

function Status({ vendor }: { vendor: AdminPaymentVendorDto }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <StatusChip status={vendor.status} size="small" />
      {vendor.isBlocked && <Chip label="Gesperrt" color="error" variant="outlined" size="small" />}
      <RefundDueChip vendor={vendor} />
    </Stack>
  );
}

function Actions({
  vendor,
  onCollect,
  onTransfer,
}: { vendor: AdminPaymentVendorDto } & Pick<OpenPaymentsListProps, 'onCollect' | 'onTransfer'>) {
  const enabled = canCollect(vendor);
  if (!useMay('payments.book')) return null;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        disabled={!enabled}
        aria-label={`Bar kassieren: ${vendor.name}`}
        onClick={() => onCollect(vendor, 'cash')}
      >
        Bar kassieren
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={!enabled}
        aria-label={`Kartenzahlung: ${vendor.name}`}
        onClick={() => onCollect(vendor, 'card')}
      >
        Kartenzahlung
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={!enabled}
        aria-label={`Überweisung verbuchen: ${vendor.name}`}
        onClick={() => onTransfer(vendor)}
      >
        Überweisung
      </Button>
    </>
  );
}

/** Vendors who still owe part of the stall fee: a table on desktops, cards on phones. */
export function OpenPaymentsList({
  vendors,
  mobile,
  onCollect,
  onTransfer,
}: OpenPaymentsListProps) {
  if (mobile) {
    return (
      <Stack
        component="ul"
        aria-label="Offene Zahlungen"
        sx={{ gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {vendors.map((vendor) => (
          <Card
            component="li"
            key={vendor.vendorId}
            data-testid="open-payment"
            data-vendor-id={vendor.vendorId}
          >
            <CardContent sx={{ pb: 1 }}>
              <Typography component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {vendor.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {vendor.email}
              </Typography>
              <Stack sx={{ gap: 1, mt: 1 }}>
                <Status vendor={vendor} />
                <Typography variant="body2">
                  Standplatz: {stallText(vendor) ?? 'noch keiner'}
                </Typography>
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', m: 0, gap: 1 }}
                >
                  {[
                    ['Gesamt', vendor.totalAmount],
                    ['Bezahlt', vendor.paidAmount],
                    ['Offen', vendor.openAmount],
                  ].map(([label, cents]) => (
                    <Box key={label}>
                      <Typography component="dt" variant="caption" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{
                          m: 0,
                          fontWeight: label === 'Offen' ? 700 : 400,
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {formatEuro(cents as number)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Stack>
            </CardContent>
            <CardActions disableSpacing sx={{ gap: 1, px: 2, pb: 2, pt: 0, flexWrap: 'wrap' }}>
              <Actions vendor={vendor} onCollect={onCollect} onTransfer={onTransfer} />
            </CardActions>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Card}>
      <Table size="small" aria-label="Offene Zahlungen">
        <TableHead>
          <TableRow>
            <TableCell>Name / Firma</TableCell>
            <TableCell>Standplatz</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Gesamt</TableCell>
            <TableCell align="right">Bezahlt</TableCell>
            <TableCell align="right">Offen</TableCell>
            <TableCell align="right">Aktionen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vendors.map((vendor) => (
            <TableRow
              key={vendor.vendorId}
              data-testid="open-payment"
              data-vendor-id={vendor.vendorId}
            >
              <NameEmailCell name={vendor.name} email={vendor.email} maxWidth={280} />
              <TableCell>{stallText(vendor) ?? '–'}</TableCell>
              <TableCell>
                <Status vendor={vendor} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuro(vendor.totalAmount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuro(vendor.paidAmount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {formatEuro(vendor.openAmount)}
              </TableCell>
              <TableCell align="right">
                <Stack
                  direction="row"
                  sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}
                >
                  <Actions vendor={vendor} onCollect={onCollect} onTransfer={onTransfer} />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
