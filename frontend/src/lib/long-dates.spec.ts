import { formatLongCalendarDate, formatViennaLongDate } from './long-dates';

describe('long dates', () => {
  it('writes a calendar day out', () => {
    expect(formatLongCalendarDate('2026-11-06')).toBe('6. November 2026');
    expect(formatLongCalendarDate('2027-01-02')).toBe('2. Jänner 2027');
    expect(formatLongCalendarDate(null)).toBe('');
  });

  it('writes an instant out as its day in Vienna', () => {
    expect(formatViennaLongDate('2026-11-06T23:30:00.000Z')).toBe('7. November 2026');
    expect(formatViennaLongDate('2026-11-06T22:30:00.000Z')).toBe('6. November 2026');
    expect(formatViennaLongDate(null)).toBe('');
  });
});
