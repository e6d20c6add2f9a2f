import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatAccessCode, type VendorStatusDto } from '@standl/contracts';
import { SectionCard } from '../../vendor/components/SectionCard';
import { StatusChip } from '../../vendor/components/StatusChip';
import { StatusMessage } from '../../vendor/components/StatusMessage';

export function StatusCard({ status }: { status: VendorStatusDto }) {
  const { vendor } = status;

  return (
    <SectionCard
      icon={<FactCheckIcon />}
      title="Anmeldestatus"
      action={<StatusChip status={vendor.status} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Zugangscode{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
          {formatAccessCode(vendor.accessCode)}
        </Box>
      </Typography>
      {/* The message carries the next step, e.g. 'Standplatz auswählen' for self-selection. */}
      <StatusMessage status={status} />
    </SectionCard>
  );
}
