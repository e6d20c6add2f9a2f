import { MARKET_TIME_ZONE } from '@standl/contracts';

/** Whole calendar days in Vienna, both ends included: 'YYYY-MM-DD'. */
export interface ViennaPeriod {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = [7, 30, 90] as const;
export const MAX_PERIOD_DAYS = 400;

const viennaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function viennaToday(now = new Date()): string {
  return viennaDay.format(now);
}

const DAY_MS = 86_400_000;

function time(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(time(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days up to today. */
export function presetPeriod(days: number, today: string): ViennaPeriod {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The number of days of a period, or null when it is not a valid one. */
export function periodDays(period: ViennaPeriod): number | null {
  const valid = (day: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(time(day)).toISOString().slice(0, 10) === day;
  if (!valid(period.from) || !valid(period.to)) return null;
  return Math.round((time(period.to) - time(period.from)) / DAY_MS) + 1;
}

/** The German reason a period cannot be asked for, or null. */
export function periodProblem(period: ViennaPeriod): string | null {
  const days = periodDays(period);
  if (days === null) return 'Bitte zwei gültige Tage wählen.';
  if (days < 1) return 'Das Startdatum liegt nach dem Enddatum.';
  if (days > MAX_PERIOD_DAYS) return `Höchstens ${MAX_PERIOD_DAYS} Tage auf einmal.`;
  return null;
}

/** The preset a period matches (the last 7/30/90 days up to today), for the toggle. */
export function matchingPreset(period: ViennaPeriod, today: string): number | null {
  return (
    PERIOD_PRESETS.find((days) => {
      const preset = presetPeriod(days, today);
      return preset.from === period.from && preset.to === period.to;
    }) ?? null
  );
}
