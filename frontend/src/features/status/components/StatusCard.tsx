import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAccessCode, type VendorStatusDto } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../vendor/components/SectionCard';
import { StatusChip } from '../../vendor/components/StatusChip';
import { StatusMessage } from '../../vendor/components/StatusMessage';
import { boothSelectionUrl } from '../../vendor/vendor-status';

export function StatusCard({ status }: { status: VendorStatusDto }) {
  const { vendor, booth } = status;
  const canSelectBooth =
    vendor.boothAssignmentPreference === 'self' && !booth && vendor.status === 'pending';

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
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <StatusMessage status={status} />
        {canSelectBooth && (
          <Button
            component={RouterLink}
            to={boothSelectionUrl(vendor.accessCode)}
            variant="outlined"
          >
            Standplatz auswählen
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
