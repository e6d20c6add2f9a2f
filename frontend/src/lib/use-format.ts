import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { formatEuro } from '@standl/contracts';
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
    };
  }, [locale]);
}
