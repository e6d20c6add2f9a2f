import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatAccessCode, type VendorStatusDto } from '@standl/contracts';
import { SectionCard, StatusChip, StatusMessage } from '../../registration';
import { useToast } from '../../../lib/toast';

export function StatusCard({ status }: { status: VendorStatusDto }) {
  const { vendor } = status;
  const { toast } = useToast();

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(vendor.accessCode);
      toast({ title: 'Zugangscode kopiert', variant: 'success' });
    } catch {
      toast({
        title: 'Kopieren nicht möglich',
        description: 'Bitte notieren Sie Ihren Zugangscode.',
        variant: 'destructive',
      });
    }
  }

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
        <Tooltip title="Zugangscode kopieren">
          <IconButton
            size="small"
            aria-label="Zugangscode kopieren"
            onClick={() => void copyCode()}
          >
            <ContentCopyIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>{' '}
        – bitte gut aufbewahren.
      </Typography>
      {/* The message carries the next step, e.g. 'Standplatz auswählen' for self-selection. */}
      <StatusMessage status={status} />
    </SectionCard>
  );
}
