import { Injectable } from '@nestjs/common';
import { MARKET_TIME_ZONE } from '@standl/contracts';

/** The current time for every business rule; tests replace it to move time (DECISIONS 5). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

const viennaDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Vienna as 'YYYY-MM-DD'. */
export function viennaDate(instant: Date): string {
  return viennaDateFormat.format(instant);
}

export function viennaYear(instant: Date): number {
  return Number(viennaDate(instant).slice(0, 4));
}
