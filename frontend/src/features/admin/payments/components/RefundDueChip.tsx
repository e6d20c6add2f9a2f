import Chip from '@mui/material/Chip';
import { formatEuro, type AdminPaymentVendorDto } from '@standl/contracts';

/** Money of the vendor flagged for refund and not yet given back (an overpayment, a deposit). */
export function RefundDueChip({ vendor }: { vendor: AdminPaymentVendorDto }) {
  if (vendor.refundDueAmount <= 0) return null;
  return (
    <Chip
      size="small"
      color="warning"
      data-testid="refund-due-badge"
      label={`Rückerstattung ausstehend: ${formatEuro(vendor.refundDueAmount)}`}
    />
  );
}
