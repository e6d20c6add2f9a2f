import { isMarketDay } from './market-day.js';

describe('market days', () => {
  const market = { marketStartDate: '2026-12-04', marketEndDate: '2026-12-07' };

  it('counts the first and last day in Vienna time', () => {
    expect(isMarketDay(market, new Date('2026-12-03T22:59:59Z'))).toBe(false);
    expect(isMarketDay(market, new Date('2026-12-03T23:00:00Z'))).toBe(true);
    expect(isMarketDay(market, new Date('2026-12-07T22:59:59Z'))).toBe(true);
    expect(isMarketDay(market, new Date('2026-12-07T23:00:00Z'))).toBe(false);
  });

  it('has no market days without both dates', () => {
    expect(isMarketDay({ ...market, marketEndDate: null }, new Date('2026-12-05T10:00:00Z'))).toBe(
      false,
    );
  });
});
