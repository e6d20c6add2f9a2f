import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
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
  const { intl } = useFormat();
  const { failed } = useSumUpWidget({
    scriptUrl,
    checkoutId,
    amountCents,
    locale: intl,
    onResponse,
  });
  return (
    <>
      <Box id={WIDGET_ELEMENT_ID} data-testid="sumup-card" />
      {failed && (
        <>
          <Alert severity="warning" sx={{ mt: 2 }}>
            <Trans>Das Zahlungsformular konnte nicht geladen werden.</Trans>
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
  const { t } = useLingui();
  const { start: confirmPayment } = usePaymentConfirmation(checkoutId, accessCode);
  const [outcome, setOutcome] = useState<'succeeded' | 'failed' | null>(null);

  const handleResponse = useCallback(
    (response: WidgetResponse) => {
      if (response === 'success') {
        setOutcome('succeeded');
        onSucceeded?.();
        toast({
          title: t`Zahlung erfolgreich!`,
          description: t`Ihre Anmeldung wird verarbeitet...`,
          variant: 'success',
        });
        confirmPayment();
      } else if (response === 'error') {
        toast({
          title: t`Zahlungsfehler`,
          description: t`Die Zahlung konnte nicht verarbeitet werden`,
          variant: 'destructive',
        });
      } else {
        setOutcome('failed');
        toast({
          title: t`Zahlung fehlgeschlagen`,
          description: t`Die Zahlung wurde abgebrochen oder abgelehnt`,
          variant: 'destructive',
        });
      }
    },
    [toast, confirmPayment, onSucceeded, t],
  );

  if (outcome === 'succeeded') return <PaymentSuccess amountCents={amountCents} />;

  if (outcome === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              <Trans>Erneut versuchen</Trans>
            </Button>
          ) : (
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={statusPageUrl(accessCode)}
            >
              <Trans>Zum Status</Trans>
            </Button>
          )
        }
      >
        <Trans>Die Zahlung wurde abgebrochen oder abgelehnt. Es wurde nichts abgebucht.</Trans>
      </Alert>
    );
  }

  if (config.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={22} />
        <Typography color="text.secondary">
          <Trans>Zahlungsformular wird geladen...</Trans>
        </Typography>
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
          ? t`Oder bezahlen Sie auf der Zahlungsseite des Simulators:`
          : t`Bezahlen Sie stattdessen auf der sicheren Zahlungsseite von SumUp:`
      }
    />
  ) : (
    <Button component={RouterLink} to={statusPageUrl(accessCode)} sx={{ mt: 2 }}>
      <Trans>Zum Status</Trans>
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
