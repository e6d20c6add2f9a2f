import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DEPOSIT_AMOUNT_CENTS, VENDOR_MESSAGES } from '@standl/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../../lib/toast';
import { CardCheckout } from '../components/CardCheckout';
import { DepositCard } from '../components/DepositCard';
import { paymentAccessCode, rememberCheckout } from '../pending-checkout';

export function SumUpPaymentPage() {
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get('checkoutId');
  const [accessCode] = useState(() => paymentAccessCode(searchParams.get('accessCode')));
  const [paid, setPaid] = useState(false);
  const navigate = useNavigate();
  const { toast } = useToast();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (checkoutId) {
      rememberCheckout(checkoutId);
      return;
    }
    toast({
      title: 'Fehler',
      description: VENDOR_MESSAGES.checkoutNotFound,
      variant: 'destructive',
    });
    void navigate('/', { replace: true });
  }, [checkoutId, navigate, toast]);

  if (!checkoutId) return null;

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
      <DepositCard amountCents={DEPOSIT_AMOUNT_CENTS} hideActions={paid}>
        <CardCheckout
          checkoutId={checkoutId}
          checkoutUrl={null}
          accessCode={accessCode}
          amountCents={DEPOSIT_AMOUNT_CENTS}
          onSucceeded={() => setPaid(true)}
        />
      </DepositCard>
    </Container>
  );
}
