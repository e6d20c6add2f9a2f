import { viennaDate } from '../../shared/clock/clock.js';

/** Whether `instant` falls on a market day (Vienna), from the settings' start and end dates. */
export function isMarketDay(
  market: { marketStartDate: string | null; marketEndDate: string | null },
  instant: Date,
): boolean {
  const { marketStartDate: start, marketEndDate: end } = market;
  if (!start || !end) return false;
  const day = viennaDate(instant);
  return day >= start && day <= end;
}
