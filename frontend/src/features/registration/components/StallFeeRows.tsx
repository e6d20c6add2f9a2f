import Typography from '@mui/material/Typography';
import {
  formatEuro,
  stallFeeParts,
  stallPriceSummary,
  surchargeLabel,
  type VendorBoothDto,
} from '@standl/contracts';
import { DetailRow } from './SectionCard';

/**
 * The vendor's stall fee: one row, or with surcharges the base, one row per surcharge and the
 * sum (docs/decisions.md 302). The fee is the one agreed when the stall was held or assigned.
 */
export function StallFeeRows({ booth }: { booth: VendorBoothDto }) {
  const total = booth.area.price;
  const parts = stallFeeParts(total, booth.priceDetail);
  if (!parts) return <DetailRow label="Standgebühr" value={formatEuro(total)} />;
  return (
    <>
      <DetailRow label="Standgebühr" value={formatEuro(parts.base)} />
      {parts.surcharges.map((item) => (
        <DetailRow key={item.kind} label={surchargeLabel(item)} value={formatEuro(item.amount)} />
      ))}
      <DetailRow label="Standgebühr gesamt" value={formatEuro(total)} />
    </>
  );
}

/** The fee's parts in one line under a stall ('Standgebühr 150,00 € + Zuschlag …'), or nothing. */
export function StallFeeParts({ booth }: { booth: VendorBoothDto }) {
  const parts = stallFeeParts(booth.area.price, booth.priceDetail);
  if (!parts) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {stallPriceSummary(parts)}
    </Typography>
  );
}
