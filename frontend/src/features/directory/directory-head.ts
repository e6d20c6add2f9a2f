import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { titleOf } from '../../lib/site-title';

/**
 * The directory's title and description in the page's language, for the tab and for search
 * engines: 'Aussteller 2026 | Standl – …' ('Exhibitors 2026 | …') and what the page offers,
 * with the market's name.
 */
export function directoryHead(marketYear: number, marketName: string, i18n: I18n) {
  const year = String(marketYear);
  return {
    title: titleOf(i18n._(msg`Aussteller ${year}`), i18n),
    description: i18n._(
      msg`Die Aussteller ${year} am ${marketName}: wer was verkauft und wo der Stand ist, nach Bereichen, mit Suche nach Waren.`,
    ),
  };
}
