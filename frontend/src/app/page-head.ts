import type { I18n } from '@lingui/core';
import type { DirectoryDto, MarketSettingsDto } from '@standl/contracts';
import { DIRECTORY_PATH, directoryHead } from '../features/directory';
import { FALLBACK_MARKET_NAME, marketYear } from '../features/market';
import { pageTitle } from './layout/page-title';

/**
 * The title the server puts into a page's HTML and, for the pages that name themselves from their
 * data (the directory 'Aussteller {year}'), its own description: the same the page sets in the
 * browser. Null keeps index.html's description.
 */
export function pageHead(
  pathname: string,
  data: Record<string, unknown> | null,
  i18n: I18n,
): { title: string; description: string | null } {
  if (pathname.replace(/\/+$/, '') === DIRECTORY_PATH) {
    const settings = data?.['/api/market-settings'] as MarketSettingsDto | undefined;
    const directory = data?.['/api/directory'] as DirectoryDto | undefined;
    return directoryHead(
      directory?.year ?? marketYear(settings),
      settings?.marketName || FALLBACK_MARKET_NAME,
      i18n,
    );
  }
  return { title: pageTitle(pathname, i18n), description: null };
}
