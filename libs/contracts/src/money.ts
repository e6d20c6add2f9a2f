import { onFirstUse } from './first-use.js';

const amount = onFirstUse(
  () => new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

const euros = new Map<string, Intl.NumberFormat>();

/**
 * Cents as euros the way the spec's texts write them ('Anzahlung 10,00 €'): Austrian digits
 * (Intl de-AT), the symbol after the amount, joined by a no-break space. In another `Intl`
 * locale (an English page or mail: 'en-GB') as that locale writes euros: '€10.00'.
 */
export function formatEuro(cents: number, locale = 'de-AT'): string {
  if (locale === 'de-AT') return `${amount().format(cents / 100)}\u00a0€`;
  let format = euros.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    euros.set(locale, format);
  }
  return format.format(cents / 100);
}
