import { useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { stallFeeParts, type VendorBoothDto } from '@standl/contracts';
import { useFormat } from '../../../lib/use-format';
import { stallPriceSummaryText, stallSurchargeLabel } from '../../booths';
import { DetailRow } from './SectionCard';

/**
 * The vendor's stall fee: one row, or with surcharges the base, one row per surcharge and the
 * sum (docs/decisions.md 302). The fee is the one agreed when the stall was held or assigned.
 */
export function StallFeeRows({ booth }: { booth: VendorBoothDto }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const total = booth.area.price;
  const parts = stallFeeParts(total, booth.priceDetail);
  if (!parts) return <DetailRow label={t`Standgebühr`} value={format.euro(total)} />;
  return (
    <>
      <DetailRow label={t`Standgebühr`} value={format.euro(parts.base)} />
      {parts.surcharges.map((item) => (
        <DetailRow
          key={item.kind}
          label={stallSurchargeLabel(item, i18n)}
          value={format.euro(item.amount)}
        />
      ))}
      <DetailRow label={t`Standgebühr gesamt`} value={format.euro(total)} />
    </>
  );
}

/** The fee's parts in one line under a stall ('Standgebühr 150,00 € + Zuschlag …'), or nothing. */
export function StallFeeParts({ booth }: { booth: VendorBoothDto }) {
  const { i18n } = useLingui();
  const parts = stallFeeParts(booth.area.price, booth.priceDetail);
  if (!parts) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {stallPriceSummaryText(parts, i18n)}
    </Typography>
  );
}
