import { useLingui } from '@lingui/react/macro';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { VendorStatus } from '@standl/contracts';
import { statusLabel } from '../vendor-status';

const COLORS: Record<VendorStatus, ChipProps['color']> = {
  pending: 'info',
  pending_payment: 'warning',
  approved: 'info',
  confirmed: 'success',
  rejected: 'error',
  aufgebaut: 'secondary',
  paid: 'success',
  checked_in: 'secondary',
  archived: 'default',
  withdrawn: 'default',
};

export function StatusChip({ status, size }: { status: string; size?: ChipProps['size'] }) {
  const { i18n } = useLingui();
  return (
    <Chip
      label={statusLabel(status, i18n)}
      color={COLORS[status as VendorStatus] ?? 'default'}
      size={size}
      data-testid="status-chip"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
