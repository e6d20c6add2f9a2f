import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { viennaToday } from '../../lib/format';

/**
 * When the remaining fee is due, as the payment tab words it: the spec's 'bis 15. November
 * {year}, spätestens bis Marktende', or only 'spätestens bis Marktende' once 15 November of
 * that year has passed in Vienna (a deadline in the past would only confuse). In the page's
 * language (`i18n` of useLingui()).
 */
export function paymentDeadline(i18n: I18n, year: number, now: Date = new Date()): string {
  const transferDeadline = `${year}-11-15`;
  return viennaToday(now) > transferDeadline
    ? i18n._(msg`spätestens bis Marktende`)
    : i18n._(msg`bis 15. November ${year}, spätestens bis Marktende`);
}
