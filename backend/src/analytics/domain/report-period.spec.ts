import { ANALYTICS_MESSAGES } from '@standl/contracts';
import { nextDay, reportPeriod } from './report-period.js';

describe('reportPeriod', () => {
  it('defaults to the last 30 days up to today', () => {
    expect(reportPeriod({}, '2026-11-30')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      days: 30,
    });
  });

  it('takes the days asked for, both ends included', () => {
    expect(reportPeriod({ from: '2026-11-20', to: '2026-11-20' }, '2026-12-01')).toEqual({
      from: '2026-11-20',
      to: '2026-11-20',
      days: 1,
    });
    expect(reportPeriod({ to: '2026-03-31' }, '2026-12-01').from).toBe('2026-03-02');
  });

  it.each([
    [{ from: '2026-02-30' }, ANALYTICS_MESSAGES.invalidFrom],
    [{ from: '26-11-01' }, ANALYTICS_MESSAGES.invalidFrom],
    [{ to: 'heute' }, ANALYTICS_MESSAGES.invalidTo],
    [{ from: '2026-11-21', to: '2026-11-20' }, ANALYTICS_MESSAGES.fromAfterTo],
    [{ from: '2025-01-01', to: '2026-11-20' }, ANALYTICS_MESSAGES.rangeTooLong],
  ])('refuses %o', (asked, message) => {
    expect(() => reportPeriod(asked, '2026-11-30')).toThrow(message);
  });

  it('allows exactly 400 days', () => {
    expect(reportPeriod({ from: '2025-10-27', to: '2026-11-30' }, '2026-11-30').days).toBe(400);
  });

  it('steps over month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
