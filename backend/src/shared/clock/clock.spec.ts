import {
  viennaDate,
  viennaDateTime,
  viennaEndOfDay,
  viennaStartOfDay,
  viennaYear,
} from './clock.js';

describe('Vienna calendar (docs/decisions.md 186)', () => {
  it('counts the day in Vienna, not in UTC', () => {
    expect(viennaDate(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
    expect(viennaDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(viennaYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(viennaDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});

describe('Vienna day boundaries', () => {
  it('starts and ends a winter day at Vienna midnight (UTC+1)', () => {
    expect(viennaStartOfDay('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(viennaEndOfDay('2026-12-01').toISOString()).toBe('2026-12-01T22:59:59.999Z');
  });

  it('follows summer time (UTC+2)', () => {
    expect(viennaStartOfDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('Vienna wall-clock times', () => {
  it('turns a December lift slot into UTC (UTC+1) and a summer one (UTC+2)', () => {
    expect(viennaDateTime('2026-12-01', '06:00').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(viennaDateTime('2026-12-01', '00:30').toISOString()).toBe('2026-11-30T23:30:00.000Z');
    expect(viennaDateTime('2026-07-01', '06:00').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('is right on the days the clock changes', () => {
    expect(viennaDateTime('2026-03-29', '06:00').toISOString()).toBe('2026-03-29T04:00:00.000Z');
    expect(viennaDateTime('2026-10-25', '06:00').toISOString()).toBe('2026-10-25T05:00:00.000Z');
  });
});
