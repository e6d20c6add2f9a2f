import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CheckoutCreatedDto, VENDOR_MESSAGES, type VendorBoothDto } from '@standl/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { trackEvent } from '../../../lib/analytics';
import { errorText } from '../../../lib/error-texts/use-error-text';
import { ApiError, apiErrorMessage } from '../../../lib/request';
import { useToast } from '../../../lib/toast';
import { useCreateCheckout } from '../api/payment-api';
import { rememberCheckout, statusPageUrl } from '../pending-checkout';
import { CardCheckout } from './CardCheckout';
import { DepositAlreadyPaid } from './DepositAlreadyPaid';
import { DepositCard } from './DepositCard';

const CHECKOUT_FAILED = msg`SumUp-Zahlung konnte nicht gestartet werden.`;
const NO_CHECKOUT_ID = msg`Keine Checkout-ID erhalten.`;

function isAlreadyPaid(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    apiErrorMessage(error, '') === VENDOR_MESSAGES.depositAlreadyPaid
  );
}

/** Opens a SumUp checkout for the deposit as soon as it is shown. */
export function CardPaymentScreen({
  vendorId,
  amount,
  accessCode,
  booth = null,
  onChangeMethod,
}: {
  vendorId: string;
  amount: number;
  accessCode: string | null;
  booth?: VendorBoothDto | null;
  onChangeMethod: () => void;
}) {
  const { mutate: createCheckout } = useCreateCheckout();
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const [checkout, setCheckout] = useState<CheckoutCreatedDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const [paidBefore, setPaidBefore] = useState(false);
  const started = useRef(false);
  const amountCents = Math.round(amount * 100);

  const open = useCallback(() => {
    createCheckout(
      { vendorId, amount },
      {
        onSuccess: (created) => {
          if (!created?.checkout_id) {
            const noId = t(NO_CHECKOUT_ID);
            setError(noId);
            toast({ title: t`Fehler`, description: noId, variant: 'destructive' });
            return;
          }
          rememberCheckout(created.checkout_id);
          setCheckout(created);
          void trackEvent('payment_started', {
            page: '/payment',
            data: { method: 'sumup', amount },
          });
        },
        onError: (failure) => {
          // Paid meanwhile (another tab, the organiser): no error, the way on instead.
          if (isAlreadyPaid(failure)) {
            setPaidBefore(true);
            return;
          }
          const message = errorText(i18n, failure, t(CHECKOUT_FAILED));
          setError(message);
          toast({ title: t`Fehler`, description: message, variant: 'destructive' });
        },
      },
    );
  }, [createCheckout, vendorId, amount, toast, t, i18n]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open();
  }, [open]);

  function retry() {
    setError(null);
    setCheckout(null);
    open();
  }

  if (paidBefore) return <DepositAlreadyPaid booth={booth} accessCode={accessCode} />;

  let content;
  if (checkout) {
    content = (
      <CardCheckout
        key={checkout.checkout_id}
        checkoutId={checkout.checkout_id}
        checkoutUrl={checkout.checkout_url}
        accessCode={accessCode}
        amountCents={amountCents}
        onRetry={retry}
        onSucceeded={() => setPaid(true)}
      />
    );
  } else if (error) {
    content = (
      <Alert severity="error" role="alert">
        {error}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={retry}>
            <Trans>Erneut versuchen</Trans>
          </Button>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            component={RouterLink}
            to={statusPageUrl(accessCode)}
          >
            <Trans>Zum Status</Trans>
          </Button>
        </Box>
      </Alert>
    );
  } else {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={22} />
        <Typography color="text.secondary">
          <Trans>Zahlung wird vorbereitet...</Trans>
        </Typography>
      </Box>
    );
  }

  return (
    // 'Zurück' returns to this page's payment method choice (never home, where a vendor who has
    // not seen the access code would lose the way back to paying); the status page is offered too.
    <DepositCard
      amountCents={amountCents}
      hideActions={paid}
      back={{ onClick: onChangeMethod }}
      actions={
        accessCode && !error ? (
          <Button component={RouterLink} to={statusPageUrl(accessCode)}>
            <Trans>Zum Status</Trans>
          </Button>
        ) : undefined
      }
    >
      {content}
    </DepositCard>
  );
}
