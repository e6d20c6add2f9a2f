import { useCallback, useEffect, useRef } from 'react';
import { getSessionId, trackEvent } from '../../lib/analytics';

const PAGE = '/vendor-registration';

/** Sent with `keepalive` so that it still leaves the browser when the tab is closed. */
function sendAbandoned() {
  void fetch('/api/analytics/events', {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      sessionId: getSessionId(),
      eventType: 'registration_abandoned',
      page: PAGE,
    }),
  }).catch(() => undefined);
}

/**
 * The registration funnel: started on the first interaction, steps, completed, and abandoned
 * when the page is left (navigation or closing the tab) after starting and before success.
 */
export function useRegistrationAnalytics() {
  const started = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    const leave = () => {
      if (!started.current || finished.current) return;
      finished.current = true;
      sendAbandoned();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void trackEvent('registration_started', { page: PAGE });
  }, []);

  const step = useCallback(
    (name: string, data: Record<string, unknown> = {}) => {
      start();
      void trackEvent('registration_step', { page: PAGE, data: { step: name, ...data } });
    },
    [start],
  );

  const boothSelected = useCallback((boothNumber: string) => {
    void trackEvent('booth_selected', { page: PAGE, data: { boothNumber, weight: 10 } });
  }, []);

  const completed = useCallback((success: boolean, requiresPayment: boolean) => {
    if (success) finished.current = true;
    void trackEvent('registration_completed', { page: PAGE, data: { success, requiresPayment } });
  }, []);

  return { start, step, boothSelected, completed };
}
