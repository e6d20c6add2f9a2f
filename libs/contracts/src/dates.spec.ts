import { formatViennaDate } from './dates.js';

describe('formatViennaDate', () => {
  it('shows the Vienna calendar day in German short form', () => {
    expect(formatViennaDate('2026-12-01T09:00:00Z')).toBe('1. Dez. 2026');
    expect(formatViennaDate(new Date('2026-11-30T23:30:00Z'))).toBe('1. Dez. 2026');
  });
});
