import { formatViennaDate } from '@standl/contracts';
import {
  formatDate,
  formatDateRange,
  shortTime,
  parseCalendarDate,
  viennaDay,
  viennaToday,
  formatViennaDateTime,
  formatViennaDay,
  formatViennaTime,
  characterCount,
} from './format';

describe('parseCalendarDate', () => {
  it('keeps the calendar day whatever the time zone', () => {
    const date = parseCalendarDate('2025-12-05');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2025, 11, 5]);
  });

  it('rejects empty and impossible dates', () => {
    expect(parseCalendarDate(null)).toBeNull();
    expect(parseCalendarDate('')).toBeNull();
    expect(parseCalendarDate('2025-02-30')).toBeNull();
    expect(parseCalendarDate('gestern')).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows day, short German month and year', () => {
    expect(formatDate('2025-12-05')).toBe('5. Dez. 2025');
    expect(formatDate('2025-12-01')).toBe('1. Dez. 2025');
  });

  it('returns an empty string for missing dates', () => {
    expect(formatDate(null)).toBe('');
  });
});

describe('formatDateRange', () => {
  it('shortens a range within one month', () => {
    expect(formatDateRange('2025-12-05', '2025-12-08')).toBe('5. - 8. Dez. 2025');
    expect(formatDateRange('2025-12-01', '2025-12-04')).toBe('1. - 4. Dez. 2025');
    expect(formatDateRange('2025-12-09', '2025-12-12')).toBe('9. - 12. Dez. 2025');
  });

  it('names both months across a month boundary', () => {
    expect(formatDateRange('2025-11-28', '2025-12-02')).toBe('28. Nov. - 2. Dez. 2025');
  });

  it('writes both dates in full across a year boundary', () => {
    expect(formatDateRange('2025-12-30', '2026-01-02')).toMatch(
      /^30\. Dez\. 2025 - 2\. (Jän|Jan)\. 2026$/,
    );
  });

  it('shows a single day once and copes with one missing side', () => {
    expect(formatDateRange('2025-12-05', '2025-12-05')).toBe('5. Dez. 2025');
    expect(formatDateRange('2025-12-05', null)).toBe('5. Dez. 2025');
    expect(formatDateRange(null, undefined)).toBeNull();
  });
});

describe('shortTime', () => {
  it('drops seconds and falls back to the default time', () => {
    expect(shortTime('21:30', '20:00')).toBe('21:30');
    expect(shortTime('09:30:00', '20:00')).toBe('09:30');
    expect(shortTime(undefined, '20:00')).toBe('20:00');
    expect(shortTime('', '10:00')).toBe('10:00');
  });
});

describe('in English', () => {
  it('writes dates and ranges as British English does', () => {
    expect(formatDate('2026-12-01', 'en-GB')).toBe('1 Dec 2026');
    expect(formatDateRange('2026-11-27', '2026-12-23', 'en-GB')).toBe('27 Nov - 23 Dec 2026');
    expect(formatDateRange('2026-12-05', '2026-12-08', 'en-GB')).toBe('5 - 8 Dec 2026');
    expect(formatViennaDateTime('2026-11-23T14:46:00Z', 'en-GB')).toBe('23 Nov 2026, 15:46');
    expect(characterCount(1234, 5000, 'en-GB')).toBe('1,234 / 5,000');
  });
});

describe('viennaDay', () => {
  it('reads an instant as its day in Vienna', () => {
    expect(viennaDay('2026-10-31T23:00:00.000Z')).toBe('2026-11-01');
    expect(viennaDay('2026-11-30T22:59:59.999Z')).toBe('2026-11-30');
    expect(viennaDay(null)).toBe('');
  });
});

describe('viennaToday', () => {
  it('is today in Vienna, also shortly after midnight UTC+1', () => {
    expect(viennaToday(new Date('2026-12-04T23:30:00Z'))).toBe('2026-12-05');
    expect(viennaToday(new Date('2026-12-05T10:00:00Z'))).toBe('2026-12-05');
  });
});

describe('formatViennaDay', () => {
  it('shows the day in Vienna as the contracts do in German, and in British English', () => {
    for (const instant of ['2026-11-30T23:30:00.000Z', '2026-12-01T09:00:00.000Z']) {
      expect(formatViennaDay(instant)).toBe(formatViennaDate(instant));
    }
    expect(formatViennaDay('2026-11-30T23:30:00.000Z')).toBe('1. Dez. 2026');
    expect(formatViennaDay('2026-11-30T23:30:00.000Z', 'en-GB')).toBe('1 Dec 2026');
    expect(formatViennaDay(null)).toBe('');
    expect(formatViennaDay('kaputt')).toBe('');
  });
});

describe('formatViennaDateTime', () => {
  it('shows an instant in Vienna time, the way every screen writes it', () => {
    expect(formatViennaDateTime('2026-11-12T13:05:00.000Z')).toBe('12. Nov. 2026, 14:05 Uhr');
    expect(formatViennaDateTime(null)).toBe('');
    expect(formatViennaDateTime('kaputt')).toBe('');
  });
});

describe('formatViennaTime', () => {
  it('shows the time of an instant in Vienna', () => {
    expect(formatViennaTime('2026-11-20T13:35:00.000Z')).toBe('14:35');
    expect(formatViennaTime(null)).toBe('');
  });
});

describe('characterCount', () => {
  it('counts as the counters under text fields show it', () => {
    expect(characterCount(1234, 5000)).toBe('1.234 / 5.000');
    expect(characterCount(0, 200)).toBe('0 / 200');
  });
});
