import { onFirstUse } from './first-use.js';

const amount = onFirstUse(
  () => new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * Cents as euros the way the spec's texts write them ('Anzahlung 10,00 €'): Austrian digits
 * (Intl de-AT), the symbol after the amount, joined by a no-break space.
 */
export function formatEuro(cents: number): string {
  return `${amount().format(cents / 100)}\u00a0€`;
}
