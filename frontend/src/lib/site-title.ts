/** The site's name after each page's own name in the browser tab's title. */
export const SITE_TITLE = 'Standl – Händler- & Standplatzverwaltung';

/** 'Impressum | Standl – Händler- & Standplatzverwaltung' */
export function titleOf(page: string): string {
  return `${page} | ${SITE_TITLE}`;
}
