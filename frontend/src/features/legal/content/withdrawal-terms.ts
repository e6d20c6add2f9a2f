import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * The withdrawal terms as the legal texts word them, from the market settings
 * (`withdrawalFreeDays`, `withdrawalFeePercent`), in the page's language (`i18n`). The defaults
 * are the terms' own: free until four weeks before the market starts, half the stall fee after.
 */
export const DEFAULT_WITHDRAWAL_FREE_DAYS = 28;
export const DEFAULT_WITHDRAWAL_FEE_PERCENT = 50;

/**
 * How long before the market the free withdrawal ends: whole weeks in words up to twelve
 * ('vier Wochen', 'eine Woche'), other spans in days ('10 Tage', 'einen Tag').
 */
export function withdrawalPeriod(days: number, i18n: I18n): string {
  if (days % 7 === 0 && days > 0) {
    const weeks = days / 7;
    return i18n._(
      msg`${plural(weeks, {
        1: 'eine Woche',
        2: 'zwei Wochen',
        3: 'drei Wochen',
        4: 'vier Wochen',
        5: 'fünf Wochen',
        6: 'sechs Wochen',
        7: 'sieben Wochen',
        8: 'acht Wochen',
        9: 'neun Wochen',
        10: 'zehn Wochen',
        11: 'elf Wochen',
        12: 'zwölf Wochen',
        other: '# Wochen',
      })}`,
    );
  }
  return i18n._(msg`${plural(days, { one: 'einen Tag', other: '# Tage' })}`);
}

/**
 * The deadline after 'bis': 'vier Wochen vor Marktbeginn'; with no days before, the first market
 * day itself is the last free one ('zum ersten Markttag').
 */
export function freeWithdrawalDeadline(days: number, i18n: I18n): string {
  if (days <= 0) return i18n._(msg`zum ersten Markttag`);
  const span = withdrawalPeriod(days, i18n);
  return i18n._(msg`${span} vor Marktbeginn`);
}
