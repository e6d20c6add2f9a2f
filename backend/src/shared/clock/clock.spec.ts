import { viennaDate, viennaYear } from './clock.js';

describe('Vienna calendar (DECISIONS 5)', () => {
  it('counts the day in Vienna, not in UTC', () => {
    expect(viennaDate(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
    expect(viennaDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(viennaYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(viennaDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});
