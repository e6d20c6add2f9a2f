import { formatViennaDate, formatViennaTime } from './dates.js';

describe('formatViennaDate', () => {
  it('shows the Vienna calendar day in German short form', () => {
    expect(formatViennaDate('2026-12-01T09:00:00Z')).toBe('1. Dez. 2026');
    expect(formatViennaDate(new Date('2026-11-30T23:30:00Z'))).toBe('1. Dez. 2026');
  });
});

describe('formatViennaTime', () => {
  it('shows the Vienna wall-clock time, 24 hours, in winter and summer', () => {
    expect(formatViennaTime('2026-12-01T13:35:00Z')).toBe('14:35');
    expect(formatViennaTime('2026-07-01T22:05:00Z')).toBe('00:05');
  });
});
