import { MARKET_TIME_ZONE } from '@standl/contracts';
import { formatViennaDateTime } from '../../lib/format';

const GERMAN = 'de-AT';
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in Vienna time in an `Intl` locale: '23. Nov. 2026, 15:46 Uhr' in German (the shared
 * formatter, unchanged), '23 Nov 2026, 15:46' in British English; blank for a missing or broken
 * value.
 */
export function viennaDateTime(instant: string | null | undefined, locale: string): string {
  if (locale === GERMAN) return formatViennaDateTime(instant);
  const date = instant ? new Date(instant) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: MARKET_TIME_ZONE,
    });
    formats.set(locale, format);
  }
  return format.format(date);
}
