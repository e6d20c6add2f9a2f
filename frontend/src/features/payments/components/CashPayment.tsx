import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { accentGold } from '../../../lib/theme';
import { formatEuro } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useProcessPayment } from '../api/payment-api';
import { statusPageUrl } from '../pending-checkout';

export function CashPayment({
  vendorId,
  amount,
  accessCode,
  onChangeMethod,
}: {
  vendorId: string;
  amount: number;
  accessCode: string | null;
  onChangeMethod: () => void;
}) {
  const processPayment = useProcessPayment();
  const { toast } = useToast();
  const result = processPayment.data;

  function confirm() {
    processPayment.mutate(
      { vendorId, amount, method: 'cash' },
      {
        onError: () =>
          toast({
            title: 'Zahlung fehlgeschlagen',
            description: 'Es gab ein Problem bei der Zahlungsverarbeitung.',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Card sx={{ borderTop: `4px solid ${accentGold}` }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          Barzahlung vor Ort
        </Typography>
        {result ? (
          <>
            <Alert severity="success" role="status">
              <AlertTitle>Barzahlung gewählt</AlertTitle>
              {result.message}
            </Alert>
            <Button
              component={RouterLink}
              to={statusPageUrl(accessCode)}
              variant="contained"
              sx={{ mt: 3 }}
            >
              Zum Status
            </Button>
          </>
        ) : (
          <>
            <Alert severity="warning">
              Sie bezahlen die Anzahlung von {formatEuro(Math.round(amount * 100))} bar beim
              Veranstalter. Ihr gewählter Standplatz wird dann nicht für Sie reserviert, sondern
              wieder freigegeben; der Veranstalter weist Ihnen einen Standplatz zu.
            </Alert>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
              <Button variant="contained" loading={processPayment.isPending} onClick={confirm}>
                Barzahlung bestätigen
              </Button>
              <Button startIcon={<ArrowBackIcon />} onClick={onChangeMethod}>
                Andere Zahlungsart wählen
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
