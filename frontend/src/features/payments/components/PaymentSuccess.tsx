import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatEuro } from '../../../lib/format';

export function PaymentSuccess({ amountCents }: { amountCents: number }) {
  return (
    <Box role="status" data-testid="payment-success" sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h3" sx={{ mt: 1 }}>
        Zahlung erfolgreich!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Ihre Anzahlung von {formatEuro(amountCents)} ist bestätigt. Sie werden gleich zu Ihrer
        Statusseite weitergeleitet.
      </Typography>
      <CircularProgress size={24} aria-label="Weiterleitung" />
    </Box>
  );
}
