import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../lib/use-format';

export function PaymentSuccess({ amountCents }: { amountCents: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const amount = format.euro(amountCents);
  return (
    <Box role="status" data-testid="payment-success" sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h3" sx={{ mt: 1 }}>
        <Trans>Zahlung erfolgreich!</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        <Trans>
          Ihre Anzahlung von {amount} ist bestätigt. Sie werden gleich zu Ihrer Statusseite
          weitergeleitet.
        </Trans>
      </Typography>
      <CircularProgress size={24} aria-label={t`Weiterleitung`} />
    </Box>
  );
}
