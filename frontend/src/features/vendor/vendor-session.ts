import { useCallback, useState } from 'react';

export const VENDOR_SESSION_KEY = 'vendorAccessCode';

function storedCode(): string | null {
  try {
    return sessionStorage.getItem(VENDOR_SESSION_KEY);
  } catch {
    return null;
  }
}

/** The access code this browser tab is logged in with; survives a reload, shared by status page and dashboard. */
export function useVendorSession() {
  const [accessCode, setAccessCode] = useState(storedCode);

  const start = useCallback((code: string) => {
    try {
      sessionStorage.setItem(VENDOR_SESSION_KEY, code);
    } catch {
      // Without storage the login lasts until the next reload.
    }
    setAccessCode(code);
  }, []);

  const end = useCallback(() => {
    try {
      sessionStorage.removeItem(VENDOR_SESSION_KEY);
    } catch {
      // Nothing stored.
    }
    setAccessCode(null);
  }, []);

  return { accessCode, start, end };
}
