import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sourceText } from '../source-i18n';
import type { SeasonTerms } from '../types';

/** Shown above a text with season dates when the market settings could not be read. */
export const SEASON_UNAVAILABLE_MESSAGE = msg`Die aktuellen Termine des Marktes konnten gerade nicht geladen werden. Es gelten die vom Veranstalter angekündigten Termine; bitte laden Sie die Seite später erneut.`;
/** The notice in German (for specs). */
export const SEASON_UNAVAILABLE_NOTICE = sourceText(SEASON_UNAVAILABLE_MESSAGE);

export function seasonNotice(terms: SeasonTerms, i18n: I18n): string | undefined {
  return terms.state === 'unavailable' ? i18n._(SEASON_UNAVAILABLE_MESSAGE) : undefined;
}
