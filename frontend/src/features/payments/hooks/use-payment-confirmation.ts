import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { forgetCheckout, isPaymentConfirmed, statusPageUrl } from '../pending-checkout';

export const FIRST_CHECK_DELAY_MS = 2000;
export const CHECK_INTERVAL_MS = 3000;
export const REDIRECT_DELAY_MS = 2000;
/** About a minute of checks; after that the status page shows whatever the server knows. */
export const MAX_CHECKS = 20;

/**
 * After the widget reported success: checks the payment on the server after 2 s, then every 3 s
 * until it is paid, and goes to the status page.
 */
export function usePaymentConfirmation(checkoutId: string, accessCode: string | null) {
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!started) return;
    let cancelled = false;
    let checks = 0;
    let timer: ReturnType<typeof setTimeout>;
    const goToStatus = () => navigate(statusPageUrl(accessCode));

    const check = async () => {
      checks += 1;
      try {
        const result = await api.checkPayment(checkoutId);
        if (cancelled) return;
        if (isPaymentConfirmed(result)) {
          forgetCheckout();
          void goToStatus();
        } else if (result.status === 'pending' && checks < MAX_CHECKS) {
          timer = setTimeout(check, CHECK_INTERVAL_MS);
        } else {
          void goToStatus();
        }
      } catch {
        if (!cancelled) timer = setTimeout(goToStatus, REDIRECT_DELAY_MS);
      }
    };

    timer = setTimeout(check, FIRST_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [started, checkoutId, accessCode, navigate]);

  const start = useCallback(() => setStarted(true), []);
  return { start };
}
