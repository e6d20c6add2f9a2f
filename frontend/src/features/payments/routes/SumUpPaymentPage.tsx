import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEPOSIT_AMOUNT_CENTS, VENDOR_MESSAGES } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMessageText } from '../../../lib/error-texts/use-error-text';
import { useToast } from '../../../lib/toast';
import { VendorLoading } from '../../registration';
import { checkoutCheckQuery, isUnknownCheckout } from '../api/payment-api';
import { CardCheckout } from '../components/CardCheckout';
import { DepositCard } from '../components/DepositCard';
import { paymentAccessCode, rememberCheckout, statusPageUrl } from '../pending-checkout';

export function SumUpPaymentPage() {
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get('checkoutId');
  const [accessCode] = useState(() => paymentAccessCode(searchParams.get('accessCode')));
  const [paid, setPaid] = useState(false);
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useLingui();
  const messageText = useMessageText();
  const handled = useRef(false);
  const check = useQuery({ ...checkoutCheckQuery(checkoutId ?? ''), enabled: Boolean(checkoutId) });
  // An id the server does not know is as good as none. Any other failure (the server or SumUp not
  // answering) still shows the form: the widget itself reports what is wrong.
  const missing = !checkoutId || isUnknownCheckout(check.error);
  const known = Boolean(checkoutId) && !missing && !check.isPending;

  useEffect(() => {
    if (!missing || handled.current) return;
    handled.current = true;
    toast({
      title: t`Fehler`,
      description: messageText(VENDOR_MESSAGES.checkoutNotFound),
      variant: 'destructive',
    });
    void navigate('/', { replace: true });
  }, [missing, navigate, toast, t, messageText]);

  useEffect(() => {
    if (known && checkoutId) rememberCheckout(checkoutId);
  }, [known, checkoutId]);

  if (!checkoutId || missing) return null;
  if (!known) return <VendorLoading />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography
        variant="h4"
        component="h1"
        color="primary"
        sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 2 }}
      >
        <Trans>Anzahlung bezahlen</Trans>
      </Typography>
      <DepositCard
        amountCents={DEPOSIT_AMOUNT_CENTS}
        hideActions={paid}
        back={{ to: statusPageUrl(accessCode) }}
      >
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
