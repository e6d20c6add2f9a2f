import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatAccessCode } from '@standl/contracts';
import { useToast } from '../../../../lib/toast';

/** The access code grouped for reading aloud (ABCDE-FGHJK), with a copy button. */
export function AccessCode({ code, large = false }: { code: string; large?: boolean }) {
  const { toast } = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast({
        title: 'Zugangscode kopiert',
        description: formatAccessCode(code),
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Kopieren nicht möglich',
        description: 'Bitte notieren Sie den Zugangscode.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Typography
        data-testid="access-code"
        sx={{
          fontFamily: '"Roboto Mono", ui-monospace, Consolas, monospace',
          fontWeight: 700,
          letterSpacing: large ? 3 : 1,
          fontSize: large ? { xs: '1.5rem', sm: '2rem' } : '1rem',
          color: large ? 'primary.main' : 'text.primary',
        }}
      >
        {formatAccessCode(code)}
      </Typography>
      <Tooltip title="Zugangscode kopieren">
        <IconButton aria-label="Zugangscode kopieren" onClick={() => void copy()} size="small">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
