import type { LiftAppointmentType } from '@standl/contracts';

/** One type's daily window: 'HH:MM' start and end, week days 0 = Sunday ... 6 = Saturday. */
export interface LiftWindow {
  startTime: string;
  endTime: string;
  enabledDays: number[];
}

/** The set-up or teardown period of the market settings ('YYYY-MM-DD', inclusive). */
export interface LiftPeriod {
  start: string | null;
  end: string | null;
}

export interface LiftSlot {
  /** 'HH:MM', the start. */
  time: string;
  /** 'HH:MM-HH:MM' (spec 001 section 3). */
  timeSlot: string;
  startMinute: number;
  endMinute: number;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TIME_SLOT = /^(\d\d:\d\d)-(\d\d:\d\d)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A period longer than this is a typing error, not a market (keeps slot lists bounded). */
const MAX_PERIOD_DAYS = 31;

export function isTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

export function minutesOf(time: string): number {
  const [, hours, minutes] = TIME.exec(time)!;
  return Number(hours) * 60 + Number(minutes);
}

export function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A real calendar date 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The week day of a calendar date, 0 = Sunday (the date itself, no time zone involved). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** 'HH:MM-HH:MM' as minutes, or null when malformed or not later at its end. */
export function parseTimeSlot(value: unknown): { startMinute: number; endMinute: number } | null {
  if (typeof value !== 'string') return null;
  const match = TIME_SLOT.exec(value);
  if (!match || !isTime(match[1]) || !isTime(match[2])) return null;
  const startMinute = minutesOf(match[1]);
  const endMinute = minutesOf(match[2]);
  return endMinute > startMinute ? { startMinute, endMinute } : null;
}

/** The slots of one day: from the start, one after the other, each ending by the end time. */
export function slotsOfWindow(window: LiftWindow, slotMinutes: number): LiftSlot[] {
  const slots: LiftSlot[] = [];
  const end = minutesOf(window.endTime);
  for (let start = minutesOf(window.startTime); start + slotMinutes <= end; start += slotMinutes) {
    const time = timeOf(start);
    slots.push({
      time,
      timeSlot: `${time}-${timeOf(start + slotMinutes)}`,
      startMinute: start,
      endMinute: start + slotMinutes,
    });
  }
  return slots;
}

/** The days of the period on the enabled week days; none while the period is not set. */
export function daysOfPeriod(period: LiftPeriod, enabledDays: readonly number[]): string[] {
  const first = period.start ?? period.end;
  const last = period.end ?? period.start;
  if (!first || !last || !isIsoDate(first) || !isIsoDate(last)) return [];
  const days: string[] = [];
  for (let day = first, n = 0; day <= last && n < MAX_PERIOD_DAYS; day = nextDay(day), n += 1) {
    if (enabledDays.includes(weekdayOf(day))) days.push(day);
  }
  return days;
}

export function overlap(
  a: { startMinute: number; endMinute: number },
  b: { startMinute: number; endMinute: number },
): boolean {
  return a.startMinute < b.endMinute && b.startMinute < a.endMinute;
}

/**
 * When the lift can be booked (docs/decisions.md 75): each type's window on each enabled day of its
 * period from the market settings, cut into slots of `slotMinutes`.
 */
export class LiftSchedule {
  constructor(
    private readonly slotMinutes: number,
    private readonly windows: Record<LiftAppointmentType, LiftWindow>,
    private readonly periods: Record<LiftAppointmentType, LiftPeriod>,
  ) {}

  days(type: LiftAppointmentType): string[] {
    return daysOfPeriod(this.periods[type], this.windows[type].enabledDays);
  }

  /** The day's slots, or none when the day is not offered for the type. */
  slots(type: LiftAppointmentType, date: string): LiftSlot[] {
    if (!this.days(type).includes(date)) return [];
    return slotsOfWindow(this.windows[type], this.slotMinutes);
  }

  /** The offered slot starting at 'HH:MM' or spelled 'HH:MM-HH:MM'; null when not offered. */
  slotAt(type: LiftAppointmentType, date: string, timeOrSlot: string): LiftSlot | null {
    return (
      this.slots(type, date).find(
        (slot) => slot.time === timeOrSlot || slot.timeSlot === timeOrSlot,
      ) ?? null
    );
  }

  /** Whether a booked appointment is still one of the offered slots. */
  offers(appointment: { appointmentType: LiftAppointmentType; date: string; timeSlot: string }) {
    return (
      this.slotAt(appointment.appointmentType, appointment.date, appointment.timeSlot) !== null
    );
  }
}
