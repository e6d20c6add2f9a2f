import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import type { VendorBoothDto } from '@standl/contracts';
import { DetailRow, SectionCard, StallFeeRows } from '../../registration';

export function AssignedBooth({ booth }: { booth: VendorBoothDto }) {
  return (
    <SectionCard icon={<StorefrontIcon />} title="Ihr Standplatz">
      <Alert severity="success" sx={{ mb: 1.5 }}>
        Ihnen ist bereits ein Standplatz zugewiesen.
      </Alert>
      <DetailRow label="Standplatz" value={booth.number} />
      <DetailRow label="Bereich" value={`${booth.area.name} (${booth.area.code})`} />
      <StallFeeRows booth={booth} />
      {booth.locationDescription && <DetailRow label="Lage" value={booth.locationDescription} />}
    </SectionCard>
  );
}
