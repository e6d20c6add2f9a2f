import { i18nIn } from '../../../test/i18n';
import { freeWithdrawalDeadline, withdrawalPeriod } from './withdrawal-terms';

const de = i18nIn('de');

describe('withdrawal terms of the legal texts', () => {
  it('words whole weeks', () => {
    expect(withdrawalPeriod(28, de)).toBe('vier Wochen');
    expect(withdrawalPeriod(21, de)).toBe('drei Wochen');
    expect(withdrawalPeriod(7, de)).toBe('eine Woche');
    expect(withdrawalPeriod(84, de)).toBe('zwölf Wochen');
    expect(withdrawalPeriod(91, de)).toBe('13 Wochen');
  });

  it('counts other spans in days', () => {
    expect(withdrawalPeriod(10, de)).toBe('10 Tage');
    expect(withdrawalPeriod(30, de)).toBe('30 Tage');
    expect(withdrawalPeriod(1, de)).toBe('einen Tag');
  });

  it('names the deadline, the first market day when no days lie before it', () => {
    expect(freeWithdrawalDeadline(28, de)).toBe('vier Wochen vor Marktbeginn');
    expect(freeWithdrawalDeadline(1, de)).toBe('einen Tag vor Marktbeginn');
    expect(freeWithdrawalDeadline(0, de)).toBe('zum ersten Markttag');
  });
});
