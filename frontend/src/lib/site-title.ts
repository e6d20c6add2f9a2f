import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The site's name after each page's own name in the browser tab's title. */
const SITE_TITLE = msg`Standl – Händler- & Standplatzverwaltung`;

/** 'Impressum | Standl – Händler- & Standplatzverwaltung' */
export function titleOf(page: string, i18n: I18n): string {
  return `${page} | ${i18n._(SITE_TITLE)}`;
}
