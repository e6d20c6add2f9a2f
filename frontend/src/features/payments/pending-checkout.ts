import type { CheckPaymentDto } from '@standl/contracts';
import { VENDOR_SESSION_KEY } from '../registration';

/** The checkout this tab started last, so the status page can check it when SumUp sends the vendor back. */
export const CHECKOUT_ID_KEY = 'standl.checkoutId';

export function rememberCheckout(checkoutId: string): void {
  try {
    sessionStorage.setItem(CHECKOUT_ID_KEY, checkoutId);
  } catch {
    // Without storage the status page simply shows the current state.
  }
}

export function storedCheckoutId(): string | null {
  try {
    return sessionStorage.getItem(CHECKOUT_ID_KEY);
  } catch {
    return null;
  }
}

export function forgetCheckout(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_ID_KEY);
  } catch {
    // Nothing stored.
  }
}

const CONFIRMED_VENDOR_STATUSES = ['approved', 'registered'];

export function isPaymentConfirmed(result: CheckPaymentDto): boolean {
  return result.status === 'paid' || CONFIRMED_VENDOR_STATUSES.includes(result.vendorStatus);
}

/** The code from the link, else the one this tab is logged in with on the status page. */
export function paymentAccessCode(fromUrl: string | null): string | null {
  if (fromUrl) return fromUrl;
  try {
    return sessionStorage.getItem(VENDOR_SESSION_KEY);
  } catch {
    return null;
  }
}

export function statusPageUrl(accessCode: string | null): string {
  return accessCode ? `/vendor-status?${new URLSearchParams({ accessCode })}` : '/vendor-status';
}

/** The deposit payment page; the code lets it send the vendor to the status page afterwards. */
