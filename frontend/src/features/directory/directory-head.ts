import type { I18n } from '@lingui/core';
import { titleOf } from '../../lib/site-title';

/**
 * The directory's title and description, for the tab and for search engines: 'Aussteller 2026 |
 * Standl – …' and what the page offers, with the market's name.
 */
export function directoryHead(year: number, marketName: string, i18n: I18n) {
  return {
    title: titleOf(`Aussteller ${year}`, i18n),
    description:
      `Die Aussteller ${year} am ${marketName}: ` +
      'wer was verkauft und wo der Stand ist, nach Bereichen, mit Suche nach Waren.',
  };
}
