/** The same-window fallback, replaceable in tests (jsdom cannot navigate). */
export const pageNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** Opens the deposit page (which opens SumUp's checkout) in a new tab; if a pop-up blocker refuses, in this window. */
export function openCheckout(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return;
  }
  pageNavigation.assign(url);
}
