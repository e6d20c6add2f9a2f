import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DEPOSIT_AMOUNT_CENTS } from '@standl/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatEuro } from '../../../lib/format';
import { CardPaymentScreen } from '../components/CardPaymentScreen';
import { CashPayment } from '../components/CashPayment';
import { PaymentChoice, type PaymentMethod } from '../components/PaymentChoice';
import { paymentAccessCode } from '../pending-checkout';

const DEFAULT_AMOUNT = DEPOSIT_AMOUNT_CENTS / 100;

function amountOf(value: string | null): number {
  const amount = Number(value);
  return value && Number.isFinite(amount) && amount > 0 ? amount : DEFAULT_AMOUNT;
}

export function PaymentPage() {
  const [searchParams] = useSearchParams();
  const vendorId = searchParams.get('vendorId');
  const amount = amountOf(searchParams.get('amount'));
  const [accessCode] = useState(() => paymentAccessCode(searchParams.get('accessCode')));
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const chooseAgain = () => setMethod(null);

  let content;
  if (!vendorId) {
    content = (
      <Alert severity="error">
        Keine Händler-ID angegeben. Bitte öffnen Sie die Zahlung über Ihre Anmeldung oder Ihre
        Statusseite.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button component={RouterLink} to="/" color="inherit" size="small" variant="outlined">
            Zur Startseite
          </Button>
          <Button
            component={RouterLink}
            to="/vendor-status"
            color="inherit"
            size="small"
            variant="outlined"
          >
            Status prüfen
          </Button>
        </Box>
      </Alert>
    );
  } else if (method === 'sumup') {
    content = (
      <CardPaymentScreen
        vendorId={vendorId}
        amount={amount}
        accessCode={accessCode}
        onChangeMethod={chooseAgain}
      />
    );
  } else if (method === 'cash') {
    content = (
      <CashPayment
        vendorId={vendorId}
        amount={amount}
        accessCode={accessCode}
        onChangeMethod={chooseAgain}
      />
    );
  } else {
    content = (
      <>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Mit der Anzahlung von {formatEuro(Math.round(amount * 100))} reservieren Sie Ihren
          gewählten Standplatz fix. Sie wird auf Ihre Standgebühr angerechnet. Wie möchten Sie
          bezahlen?
        </Typography>
        <PaymentChoice onChoose={setMethod} />
        <Button component={RouterLink} to="/" sx={{ mt: 3 }}>
          Zurück zur Startseite
        </Button>
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography
        variant="h4"
        component="h1"
        color="primary"
        sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 2 }}
      >
        Anzahlung bezahlen
      </Typography>
      {content}
    </Container>
  );
}
