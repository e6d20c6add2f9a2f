import { isPublicPage, type RecordAnalyticsEventDto } from '@standl/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from './next-task';
import { request } from './request';

export type AnalyticsEventType = RecordAnalyticsEventDto['eventType'];
export type AnalyticsDetails = Pick<RecordAnalyticsEventDto, 'eventName' | 'page' | 'data'>;

const SESSION_KEY = 'analyticsSessionId';

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function getSessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = newId();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return newId();
  }
}

// `request`, not the generated client: the client would bring every route into the first load
// of '/' (docs/decisions.md 284).
export async function trackEvent(
  eventType: AnalyticsEventType,
  details: AnalyticsDetails = {},
): Promise<void> {
  try {
    const event: RecordAnalyticsEventDto = { sessionId: getSessionId(), eventType, ...details };
    await request<void>('POST', '/api/analytics/events', event);
  } catch {
    // Analytics must never disturb the user.
  }
}

/** Records a page view on every route change of the public pages (not the console or scanner). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  // Counted once the page is idle: not part of taking the page over.
  useEffect(() => {
    if (!isPublicPage(pathname)) return;
    return whenIdle(() => void trackEvent('page_view', { page: pathname }));
  }, [pathname]);
  return null;
}
