import { Injectable } from '@nestjs/common';
import { MARKET_TIME_ZONE } from '@standl/contracts';

/**
 * The current time for every business rule; tests replace it to move time (docs/decisions.md 186).
 */
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

/** Minutes Vienna is ahead of UTC at that instant (60 in winter, 120 in summer). */
function viennaOffsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: MARKET_TIME_ZONE,
    timeZoneName: 'shortOffset',
  })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d+)(?::(\d+))?/.exec(name) ?? ['', '+', '0', '0'];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0));
}

/** 00:00 in Vienna on the calendar day 'YYYY-MM-DD'. */
export function viennaStartOfDay(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - viennaOffsetMinutes(utcMidnight) * 60_000);
}

/** The last millisecond of the calendar day 'YYYY-MM-DD' in Vienna. */
export function viennaEndOfDay(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(viennaStartOfDay(next.toISOString().slice(0, 10)).getTime() - 1);
}

/** The instant of the wall-clock time 'HH:MM' on the calendar day 'YYYY-MM-DD' in Vienna. */
export function viennaDateTime(day: string, time: string): Date {
  const wall = new Date(`${day}T${time}:00Z`);
  const guess = new Date(wall.getTime() - viennaOffsetMinutes(wall) * 60_000);
  return new Date(wall.getTime() - viennaOffsetMinutes(guess) * 60_000);
}
