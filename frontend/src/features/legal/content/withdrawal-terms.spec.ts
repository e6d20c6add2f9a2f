import { freeWithdrawalDeadline, withdrawalPeriod } from './withdrawal-terms';

describe('withdrawal terms of the legal texts', () => {
  it('words whole weeks', () => {
    expect(withdrawalPeriod(28)).toBe('vier Wochen');
    expect(withdrawalPeriod(21)).toBe('drei Wochen');
    expect(withdrawalPeriod(7)).toBe('eine Woche');
    expect(withdrawalPeriod(84)).toBe('zwölf Wochen');
    expect(withdrawalPeriod(91)).toBe('13 Wochen');
  });

  it('counts other spans in days', () => {
    expect(withdrawalPeriod(10)).toBe('10 Tage');
    expect(withdrawalPeriod(30)).toBe('30 Tage');
    expect(withdrawalPeriod(1)).toBe('einen Tag');
  });

  it('names the deadline, the first market day when no days lie before it', () => {
    expect(freeWithdrawalDeadline(28)).toBe('vier Wochen vor Marktbeginn');
    expect(freeWithdrawalDeadline(1)).toBe('einen Tag vor Marktbeginn');
    expect(freeWithdrawalDeadline(0)).toBe('zum ersten Markttag');
  });
});
