/**
 * The withdrawal terms as the legal texts word them, from the market settings
 * (`withdrawalFreeDays`, `withdrawalFeePercent`). The defaults are the terms' own: free until
 * four weeks before the market starts, half the stall fee after.
 */
export const DEFAULT_WITHDRAWAL_FREE_DAYS = 28;
export const DEFAULT_WITHDRAWAL_FEE_PERCENT = 50;

const NUMBER_WORDS = [
  '',
  'eine',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
];

/**
 * How long before the market the free withdrawal ends: whole weeks in words ('vier Wochen',
 * 'eine Woche'), other spans in days ('10 Tage', 'einen Tag').
 */
export function withdrawalPeriod(days: number): string {
  if (days % 7 === 0 && days > 0) {
    const weeks = days / 7;
    const count = NUMBER_WORDS[weeks] ?? String(weeks);
    return weeks === 1 ? `${count} Woche` : `${count} Wochen`;
  }
  return days === 1 ? 'einen Tag' : `${days} Tage`;
}

/**
 * The deadline after 'bis': 'vier Wochen vor Marktbeginn'; with no days before, the first market
 * day itself is the last free one ('zum ersten Markttag').
 */
export function freeWithdrawalDeadline(days: number): string {
  return days > 0 ? `${withdrawalPeriod(days)} vor Marktbeginn` : 'zum ersten Markttag';
}
