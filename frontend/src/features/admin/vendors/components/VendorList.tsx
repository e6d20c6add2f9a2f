import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminVendorDto } from '@standl/contracts';
import {
  canMarkSetUp,
  isPermanentlyBlocked,
  offersAssignment,
  PERMANENT_BLOCK_HINT,
} from '../vendor-rules';
import type { useVendorCommands } from './useVendorCommands';
import { EmailBadges, UnreadBadge, VendorStatusChips } from './VendorBadges';
import { NameEmailCell } from '../../shared/NameEmailCell';
import { useMay } from '../../auth';

export interface VendorListProps {
  vendors: AdminVendorDto[];
  /** Ids of confirmed vendors not set up on the first market day. */
  warned: ReadonlySet<string>;
  commands: ReturnType<typeof useVendorCommands>;
  onDetails: (vendor: AdminVendorDto) => void;
  onAssign: (vendor: AdminVendorDto) => void;
}

const warningBackground = (theme: Theme) => alpha(theme.palette.warning.main, 0.14);

function stallText(vendor: AdminVendorDto): string | null {
  if (!vendor.boothNumber) return null;
  return vendor.boothAreaName
    ? `${vendor.boothNumber} (${vendor.boothAreaName})`
    : vendor.boothNumber;
}

function VendorActions({
  vendor,
  commands,
  onDetails,
  onAssign,
  mobile,
}: Omit<VendorListProps, 'vendors' | 'warned'> & { vendor: AdminVendorDto; mobile: boolean }) {
  // Every action but 'Details' changes the vendor: only for a role that may (issue 29).
  const mayEdit = useMay('vendors.edit');
  const actions: {
    label: string;
    show: boolean;
    run: () => void;
    variant?: ButtonProps['variant'];
    color?: ButtonProps['color'];
    /** Waits while another action of the list runs. */
    busy?: boolean;
    /** Why the action is off, as tooltip and description; the button is then disabled. */
    offBecause?: string;
  }[] = [
    { label: 'Details', show: true, variant: 'outlined', run: () => onDetails(vendor) },
    {
      label: 'Zuweisen',
      show: mobile && offersAssignment(vendor),
      variant: 'contained',
      run: () => onAssign(vendor),
    },
    {
      label: 'Aufgebaut',
      show: canMarkSetUp(vendor),
      variant: 'contained',
      color: 'secondary',
      busy: true,
      run: () => void commands.markSetUp(vendor),
    },
    {
      label: 'Entsperren',
      show: vendor.isBlocked,
      busy: true,
      offBecause: isPermanentlyBlocked(vendor) ? PERMANENT_BLOCK_HINT : undefined,
      run: () => void commands.unblock(vendor),
    },
    {
      label: 'Sperren',
      show: !vendor.isBlocked,
      color: 'error',
      busy: true,
      run: () => void commands.blockWithDefaultReason(vendor),
    },
  ];
  return actions
    .filter((action) => action.show && (mayEdit || action.label === 'Details'))
    .map((action) => {
      const button = (
        <Button
          key={action.label}
          size="small"
          variant={action.variant ?? 'text'}
          color={action.color ?? 'primary'}
          aria-label={`${action.label}: ${vendor.name}`}
          aria-description={action.offBecause}
          disabled={Boolean(action.offBecause) || (action.busy && commands.pending)}
          onClick={action.run}
        >
          {action.label}
        </Button>
      );
      // A disabled button gets no mouse events: the tooltip sits on a wrapper.
      return action.offBecause ? (
        <Tooltip key={action.label} title={action.offBecause} describeChild>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      );
    });
}

export function VendorTable({ vendors, warned, ...actions }: VendorListProps) {
  return (
    <TableContainer component={Card}>
      <Table size="small" aria-label="Händler">
        <TableHead>
          <TableRow>
            <TableCell>Name / Firma</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>E-Mail-Status</TableCell>
            <TableCell>Standplatz</TableCell>
            <TableCell>Nachrichten</TableCell>
            <TableCell align="right">Aktionen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vendors.map((vendor) => (
            <TableRow
              key={vendor.id}
              data-testid="vendor-row"
              data-vendor-id={vendor.id}
              sx={warned.has(vendor.id) ? { bgcolor: warningBackground } : undefined}
            >
              <NameEmailCell name={vendor.name} email={vendor.email} maxWidth={320} />
              <TableCell>
                <VendorStatusChips vendor={vendor} notSetUp={warned.has(vendor.id)} />
              </TableCell>
              <TableCell>
                <EmailBadges vendor={vendor} />
              </TableCell>
              <TableCell>{stallText(vendor) ?? '–'}</TableCell>
              <TableCell>
                <UnreadBadge count={vendor.unreadMessages} />
              </TableCell>
              <TableCell align="right">
                <Stack
                  direction="row"
                  sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}
                >
                  <VendorActions vendor={vendor} mobile={false} {...actions} />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function VendorCards({ vendors, warned, ...actions }: VendorListProps) {
  return (
    <Stack component="ul" aria-label="Händler" sx={{ gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
      {vendors.map((vendor) => (
        <Card
          component="li"
          key={vendor.id}
          data-testid="vendor-row"
          data-vendor-id={vendor.id}
          sx={warned.has(vendor.id) ? { bgcolor: warningBackground } : undefined}
        >
          <CardContent sx={{ pb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {vendor.name}
              </Typography>
              <UnreadBadge count={vendor.unreadMessages} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {vendor.email}
            </Typography>
            <Stack sx={{ gap: 1, mt: 1 }}>
              <VendorStatusChips vendor={vendor} notSetUp={warned.has(vendor.id)} />
              {vendor.isBlocked && vendor.blockedReason && (
                // Phones show no tooltips: the reason is written out.
                <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                  {isPermanentlyBlocked(vendor) ? 'Dauerhaft gesperrt' : 'Gesperrt'}:{' '}
                  {vendor.blockedReason}
                </Typography>
              )}
              {isPermanentlyBlocked(vendor) && (
                <Typography variant="body2" color="text.secondary">
                  {PERMANENT_BLOCK_HINT}
                </Typography>
              )}
              <Typography variant="body2">
                Standplatz: {stallText(vendor) ?? 'noch keiner'}
              </Typography>
              <EmailBadges vendor={vendor} />
            </Stack>
          </CardContent>
          <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0 }}>
            <VendorActions vendor={vendor} mobile {...actions} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
