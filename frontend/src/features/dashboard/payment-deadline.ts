import { viennaToday } from '../../lib/format';

/**
 * When the remaining fee is due, as the payment tab words it: the spec's 'bis 15. November
 * {year}, spätestens bis Marktende', or only 'spätestens bis Marktende' once 15 November of
 * that year has passed in Vienna (a deadline in the past would only confuse).
 */
export function paymentDeadline(year: number, now: Date = new Date()): string {
  const transferDeadline = `${year}-11-15`;
  return viennaToday(now) > transferDeadline
    ? 'spätestens bis Marktende'
    : `bis 15. November ${year}, spätestens bis Marktende`;
}
