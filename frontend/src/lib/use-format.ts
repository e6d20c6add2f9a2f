import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { formatEuro } from '@standl/contracts';
import {
  characterCount,
  formatDate,
  formatDateRange,
  formatViennaDateTime,
  formatViennaTime,
} from './format';
import { formatViennaDay } from './long-dates';
import { intlLocale } from './locale';

/**
 * Money, dates and times in the page's language (issue 33): `Intl` in Austrian German or British
 * English. A hook rather than a global, because the server renders pages in both languages side
 * by side.
 */
export function useFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const intl = intlLocale(locale);
    return {
      locale,
      intl,
      /** Cents as money: '10,00 €' in German, '€10.00' in English. */
      euro: (cents: number) => formatEuro(cents, intl),
      /** A calendar day 'YYYY-MM-DD': '1. Dez. 2026', '1 Dec 2026'. */
      date: (value: string | null | undefined) => formatDate(value, intl),
      dateRange: (start: string | null | undefined, end: string | null | undefined) =>
        formatDateRange(start, end, intl),
      /** An instant in Vienna: '23. Nov. 2026, 15:46 Uhr', '23 Nov 2026, 15:46'. */
      /** An instant as its day in Vienna: '1. Dez. 2026', '1 Dec 2026'. */
      viennaDay: (instant: string | null | undefined) => formatViennaDay(instant, intl),
      viennaDateTime: (instant: string | null | undefined) => formatViennaDateTime(instant, intl),
      viennaTime: (instant: string | null | undefined) => formatViennaTime(instant, intl),
      characterCount: (length: number, max: number) => characterCount(length, max, intl),
    };
  }, [locale]);
}
