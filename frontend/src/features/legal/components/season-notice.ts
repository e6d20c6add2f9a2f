import type { SeasonTerms } from '../types';

/** Shown above a text with season dates when the market settings could not be read. */
export const SEASON_UNAVAILABLE_NOTICE =
  'Die aktuellen Termine des Marktes konnten gerade nicht geladen werden. Es gelten die vom Veranstalter angekündigten Termine; bitte laden Sie die Seite später erneut.';

export function seasonNotice(terms: SeasonTerms): string | undefined {
  return terms.state === 'unavailable' ? SEASON_UNAVAILABLE_NOTICE : undefined;
}
