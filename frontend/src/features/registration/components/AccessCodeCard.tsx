import { Trans, useLingui } from '@lingui/react/macro';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatAccessCode } from '@standl/contracts';
import { accentGold } from '../../../lib/theme';
import { useToast } from '../../../lib/toast';

export function AccessCodeCard({ accessCode }: { accessCode: string }) {
  const { toast } = useToast();
  const { t } = useLingui();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(accessCode);
      toast({ title: t`Zugangscode kopiert`, variant: 'success' });
    } catch {
      toast({
        title: t`Kopieren nicht möglich`,
        description: t`Bitte notieren Sie Ihren Zugangscode.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <Box
      data-testid="access-code-card"
      sx={{
        textAlign: 'center',
        p: { xs: 2, sm: 3 },
        border: `2px dashed ${accentGold}`,
        borderRadius: 2,
        bgcolor: 'background.default',
      }}
    >
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
        <Trans>Ihr persönlicher Zugangscode</Trans>
      </Typography>
      <Typography
        data-testid="access-code"
        component="p"
        sx={{
          fontFamily: '"Roboto Mono", ui-monospace, Consolas, monospace',
          fontSize: { xs: '1.75rem', sm: '2.25rem' },
          fontWeight: 700,
          letterSpacing: { xs: 2, sm: 4 },
          color: 'primary.main',
          my: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {formatAccessCode(accessCode)}
      </Typography>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        <Trans>Zugangscode kopieren</Trans>
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        <Trans>
          Bitte bewahren Sie Ihren Zugangscode gut auf: Damit prüfen Sie Ihren Status. Nach der
          Bestätigung durch den Veranstalter erhalten Sie ihn zusätzlich per E-Mail.
        </Trans>
      </Typography>
    </Box>
  );
}
