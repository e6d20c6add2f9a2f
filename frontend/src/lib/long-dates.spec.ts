import { formatViennaDate } from '@standl/contracts';
import {
  formatLongCalendarDate,
  formatViennaDay,
  formatViennaLongDate,
  formatWeekdayDay,
  utcDay,
} from './long-dates';

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

  it('writes an instant as its short day in Vienna, in German or English', () => {
    for (const instant of ['2026-11-30T23:30:00.000Z', '2026-12-01T09:00:00.000Z']) {
      expect(formatViennaDay(instant)).toBe(formatViennaDate(instant));
    }
    expect(formatViennaDay('2026-11-30T23:30:00.000Z')).toBe('1. Dez. 2026');
    expect(formatViennaDay('2026-11-30T23:30:00.000Z', 'en-GB')).toBe('1 Dec 2026');
    expect(formatViennaDay('kaputt')).toBe('');
    expect(formatViennaDay(null)).toBe('');
  });

  it('writes a calendar day with its weekday, and leaves anything else as it is', () => {
    expect(formatWeekdayDay('2026-12-02')).toBe('Mittwoch, 2. Dezember 2026');
    expect(formatWeekdayDay('2026-12-02', 'en-GB')).toBe('Wednesday, 2 December 2026');
    expect(formatWeekdayDay('morgen')).toBe('morgen');
  });

  it('reads a calendar day as its midnight in UTC', () => {
    expect(utcDay('2026-12-02')?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(utcDay('2026-12-02T10:00:00Z')).toBeNull();
    expect(utcDay(null)).toBeNull();
  });
});
