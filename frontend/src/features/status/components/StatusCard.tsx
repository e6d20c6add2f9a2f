import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatAccessCode, type VendorStatusDto } from '@standl/contracts';
import { SectionCard, StatusChip, StatusMessage } from '../../registration';
import { useToast } from '../../../lib/toast';

export function StatusCard({ status }: { status: VendorStatusDto }) {
  const { vendor } = status;
  const { toast } = useToast();
  const { t } = useLingui();
  const code = formatAccessCode(vendor.accessCode);
  const copyLabel = t`Zugangscode kopieren`;

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(vendor.accessCode);
      toast({ title: t`Zugangscode kopiert`, variant: 'success' });
    } catch {
      toast({
        title: t`Kopieren nicht möglich`,
        description: t`Bitte notieren Sie Ihren Zugangscode.`,
        variant: 'destructive',
      });
    }
  }

  return (
    <SectionCard
      icon={<FactCheckIcon />}
      title={t`Anmeldestatus`}
      action={<StatusChip status={vendor.status} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          Zugangscode{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
            {code}
          </Box>
          <Tooltip title={copyLabel}>
            <IconButton size="small" aria-label={copyLabel} onClick={() => void copyCode()}>
              <ContentCopyIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>{' '}
          – bitte gut aufbewahren.
        </Trans>
      </Typography>
      {/* The message carries the next step, e.g. 'Standplatz auswählen' for self-selection. */}
      <StatusMessage status={status} />
    </SectionCard>
  );
}
