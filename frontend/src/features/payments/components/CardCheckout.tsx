import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../lib/toast';
import { useSumUpConfig } from '../api/payment-api';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';
import { useSumUpWidget, WIDGET_ELEMENT_ID, type WidgetResponse } from '../hooks/use-sumup-widget';
import { statusPageUrl } from '../pending-checkout';
import { HostedCheckoutLink } from './HostedCheckoutLink';
import { PaymentSuccess } from './PaymentSuccess';
import { SimulatorCardForm } from './SimulatorCardForm';

export interface CardCheckoutProps {
  checkoutId: string;
  checkoutUrl: string | null;
  accessCode: string | null;
  amountCents: number;
  /** Starts a new checkout after a declined payment; without it the vendor goes to the status page. */
  onRetry?: () => void;
  onSucceeded?: () => void;
}

function LiveWidget({
  scriptUrl,
  checkoutId,
  amountCents,
  onResponse,
  fallback,
}: {
  scriptUrl: string | null;
  checkoutId: string;
  amountCents: number;
  onResponse: (response: WidgetResponse) => void;
  fallback: ReactNode;
}) {
  const { failed } = useSumUpWidget({ scriptUrl, checkoutId, amountCents, onResponse });
  return (
    <>
      <Box id={WIDGET_ELEMENT_ID} data-testid="sumup-card" />
      {failed && (
        <>
          <Alert severity="warning" sx={{ mt: 2 }}>
            Das Zahlungsformular konnte nicht geladen werden.
          </Alert>
          {fallback}
        </>
      )}
    </>
  );
}

/**
 * The card payment of one checkout: SumUp's widget (or the simulator's form), the hosted page as
 * fallback, and after success the confirmation that sends the vendor to the status page.
 */
export function CardCheckout({
  checkoutId,
  checkoutUrl,
  accessCode,
  amountCents,
  onRetry,
  onSucceeded,
}: CardCheckoutProps) {
  const config = useSumUpConfig();
  const { toast } = useToast();
  const { start: confirmPayment } = usePaymentConfirmation(checkoutId, accessCode);
  const [outcome, setOutcome] = useState<'succeeded' | 'failed' | null>(null);

  const handleResponse = useCallback(
    (response: WidgetResponse) => {
      if (response === 'success') {
        setOutcome('succeeded');
        onSucceeded?.();
        toast({
          title: 'Zahlung erfolgreich!',
          description: 'Ihre Anmeldung wird verarbeitet...',
          variant: 'success',
        });
        confirmPayment();
      } else if (response === 'error') {
        toast({
          title: 'Zahlungsfehler',
          description: 'Die Zahlung konnte nicht verarbeitet werden',
          variant: 'destructive',
        });
      } else {
        setOutcome('failed');
        toast({
          title: 'Zahlung fehlgeschlagen',
          description: 'Die Zahlung wurde abgebrochen oder abgelehnt',
          variant: 'destructive',
        });
      }
    },
    [toast, confirmPayment, onSucceeded],
  );

  if (outcome === 'succeeded') return <PaymentSuccess amountCents={amountCents} />;

  if (outcome === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              Erneut versuchen
            </Button>
          ) : (
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={statusPageUrl(accessCode)}
            >
              Zum Status
            </Button>
          )
        }
      >
        Die Zahlung wurde abgebrochen oder abgelehnt. Es wurde nichts abgebucht.
      </Alert>
    );
  }

  if (config.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={22} />
        <Typography color="text.secondary">Zahlungsformular wird geladen...</Typography>
      </Box>
    );
  }

  const simulatorUrl = config.data?.mode === 'simulator' ? config.data.simulatorUrl : null;
  const fallback = checkoutUrl ? (
    <HostedCheckoutLink
      url={checkoutUrl}
      amountCents={amountCents}
      hint={
        simulatorUrl
          ? 'Oder bezahlen Sie auf der Zahlungsseite des Simulators:'
          : 'Bezahlen Sie stattdessen auf der sicheren Zahlungsseite von SumUp:'
      }
    />
  ) : (
    <Button component={RouterLink} to={statusPageUrl(accessCode)} sx={{ mt: 2 }}>
      Zum Status
    </Button>
  );

  if (simulatorUrl) {
    return (
      <>
        <Box id={WIDGET_ELEMENT_ID} data-testid="sumup-card">
          <SimulatorCardForm
            simulatorUrl={simulatorUrl}
            checkoutId={checkoutId}
            amountCents={amountCents}
            onResponse={handleResponse}
          />
        </Box>
        {checkoutUrl && fallback}
      </>
    );
  }

  return (
    <LiveWidget
      scriptUrl={config.data?.widgetScriptUrl ?? null}
      checkoutId={checkoutId}
      amountCents={amountCents}
      onResponse={handleResponse}
      fallback={fallback}
    />
  );
}
