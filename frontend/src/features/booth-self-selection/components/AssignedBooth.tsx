import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorBoothDto } from '@standl/contracts';
import { DetailRow, SectionCard, StallFeeRows } from '../../registration';

export function AssignedBooth({ booth }: { booth: VendorBoothDto }) {
  const { t } = useLingui();
  return (
    <SectionCard icon={<StorefrontIcon />} title={t`Ihr Standplatz`}>
      <Alert severity="success" sx={{ mb: 1.5 }}>
        <Trans>Ihnen ist bereits ein Standplatz zugewiesen.</Trans>
      </Alert>
      <DetailRow label={t`Standplatz`} value={booth.number} />
      <DetailRow label={t`Bereich`} value={`${booth.area.name} (${booth.area.code})`} />
      <StallFeeRows booth={booth} />
      {booth.locationDescription && <DetailRow label={t`Lage`} value={booth.locationDescription} />}
    </SectionCard>
  );
}
