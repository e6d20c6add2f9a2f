import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { useHydrated } from '../../lib/hydration';

export const VENDOR_SESSION_KEY = 'vendorAccessCode';

function storedCode(): string | null {
  try {
    return sessionStorage.getItem(VENDOR_SESSION_KEY);
  } catch {
    return null;
  }
}

/**
 * The access code this browser tab is logged in with; survives a reload, shared by status page
 * and dashboard. With `resume`, a vendor whose session cookie is still valid (from registering
 * or an earlier look-up) is signed in without typing the code as soon as the server confirms it.
 */
export function useVendorSession({ resume = true }: { resume?: boolean } = {}) {
  // The code started or ended in this hook; until then the tab's stored one. While the page the
  // server rendered is taken over, none: the server cannot read this tab's storage (issue 28).
  const [ownCode, setOwnCode] = useState<string | null | undefined>(undefined);
  const hydrated = useHydrated();
  const accessCode = ownCode !== undefined ? ownCode : hydrated ? storedCode() : null;
  const [resuming, setResuming] = useState(() => resume && storedCode() === null);

  const start = useCallback((code: string) => {
    try {
      sessionStorage.setItem(VENDOR_SESSION_KEY, code);
    } catch {
      // Without storage the login lasts until the next reload.
    }
    setOwnCode(code);
  }, []);

  const end = useCallback(() => {
    try {
      sessionStorage.removeItem(VENDOR_SESSION_KEY);
    } catch {
      // Nothing stored.
    }
    setOwnCode(null);
  }, []);

  useEffect(() => {
    if (!resuming) return;
    let active = true;
    api
      .resumeVendorSession()
      .then((status) => active && start(status.vendor.accessCode))
      .catch(() => undefined)
      .finally(() => active && setResuming(false));
    return () => {
      active = false;
    };
  }, [resuming, start]);

  return { accessCode, start, end };
}
