import { useEffect, useRef, useState } from 'react';

export const WIDGET_ELEMENT_ID = 'sumup-card';
export const WIDGET_MOUNT_DELAY_MS = 1000;
const SCRIPT_ID = 'sumup-card-sdk';

export type WidgetResponse = 'success' | 'error' | 'fail';

interface SumUpCardOptions {
  id: string;
  checkoutId: string;
  locale: string;
  currency: string;
  amount: string;
  onResponse: (type: string, body: unknown) => void;
}

declare global {
  interface Window {
    SumUpCard?: { mount: (options: SumUpCardOptions) => { unmount?: () => void } | undefined };
  }
}

/** Adds SumUp's script once; a script that failed to load is replaced on the next attempt. */
function loadScript(src: string): Promise<void> {
  if (window.SumUpCard) return Promise.resolve();
  let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
  if (script?.dataset.state === 'loaded') return Promise.resolve();
  if (script?.dataset.state === 'failed') {
    script.remove();
    script = null;
  }
  if (!script) {
    const created = document.createElement('script');
    created.id = SCRIPT_ID;
    created.src = src;
    created.async = true;
    created.dataset.state = 'loading';
    created.addEventListener('load', () => (created.dataset.state = 'loaded'));
    created.addEventListener('error', () => (created.dataset.state = 'failed'));
    document.head.appendChild(created);
    script = created;
  }
  const element = script;
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`${src} nicht geladen`)), {
      once: true,
    });
  });
}

/**
 * SumUp's card widget (live mode): loads the script, mounts the widget into #sumup-card after 1 s
 * in the page's `Intl` locale ('de-AT', 'en-GB') and reports its outcome. `failed` when the
 * script is missing, does not load or cannot mount.
 */
export function useSumUpWidget({
  scriptUrl,
  checkoutId,
  amountCents,
  locale = 'de-AT',
  onResponse,
}: {
  scriptUrl: string | null;
  checkoutId: string;
  amountCents: number;
  locale?: string;
  onResponse: (response: WidgetResponse) => void;
}): { failed: boolean } {
  const [mountFailed, setMountFailed] = useState(false);
  const respond = useRef(onResponse);
  useEffect(() => {
    respond.current = onResponse;
  }, [onResponse]);

  useEffect(() => {
    if (!scriptUrl) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let widget: { unmount?: () => void } | undefined;

    const mount = () => {
      try {
        if (!window.SumUpCard) throw new Error('SumUpCard fehlt');
        widget = window.SumUpCard.mount({
          id: WIDGET_ELEMENT_ID,
          checkoutId,
          locale,
          currency: 'EUR',
          amount: (amountCents / 100).toFixed(2),
          onResponse: (type) => {
            if (type === 'success' || type === 'error' || type === 'fail') respond.current(type);
          },
        });
      } catch {
        setMountFailed(true);
      }
    };

    loadScript(scriptUrl).then(
      () => {
        if (!cancelled) timer = setTimeout(mount, WIDGET_MOUNT_DELAY_MS);
      },
      () => {
        if (!cancelled) setMountFailed(true);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      try {
        widget?.unmount?.();
      } catch {
        // The widget is gone with its element anyway.
      }
    };
  }, [scriptUrl, checkoutId, amountCents, locale]);

  return { failed: !scriptUrl || mountFailed };
}
