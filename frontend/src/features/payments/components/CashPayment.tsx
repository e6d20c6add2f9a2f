import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { answerText } from '../../../lib/error-texts/use-error-text';
import { accentGold } from '../../../lib/theme';
import { useFormat } from '../../../lib/use-format';
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const deposit = format.euro(Math.round(amount * 100));
  const result = processPayment.data;

  function confirm() {
    processPayment.mutate(
      { vendorId, amount, method: 'cash' },
      {
        onError: () =>
          toast({
            title: t`Zahlung fehlgeschlagen`,
            description: t`Es gab ein Problem bei der Zahlungsverarbeitung.`,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Card sx={{ borderTop: `4px solid ${accentGold}` }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          <Trans>Barzahlung vor Ort</Trans>
        </Typography>
        {result ? (
          <>
            <Alert severity="success" role="status">
              <AlertTitle>
                <Trans>Barzahlung gewählt</Trans>
              </AlertTitle>
              {answerText(i18n, result.message, VENDOR_MESSAGES.cashDepositChosen)}
            </Alert>
            <Button
              component={RouterLink}
              to={statusPageUrl(accessCode)}
              variant="contained"
              sx={{ mt: 3 }}
            >
              <Trans>Zum Status</Trans>
            </Button>
          </>
        ) : (
          <>
            <Alert severity="warning">
              <Trans>
                Sie bezahlen die Anzahlung von {deposit} bar beim Veranstalter. Ihr gewählter
                Standplatz wird dann nicht für Sie reserviert, sondern wieder freigegeben; der
                Veranstalter weist Ihnen einen Standplatz zu.
              </Trans>
            </Alert>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
              <Button variant="contained" loading={processPayment.isPending} onClick={confirm}>
                <Trans>Barzahlung bestätigen</Trans>
              </Button>
              <Button startIcon={<ArrowBackIcon />} onClick={onChangeMethod}>
                <Trans>Andere Zahlungsart wählen</Trans>
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
