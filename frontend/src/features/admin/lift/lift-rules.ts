import {
  formatLongDate,
  LIFT_LIMITS,
  LIFT_MESSAGES,
  LIFT_STATUS_LABELS,
  LIFT_TYPE_LABELS,
  type AdminLiftAppointmentDto,
  type AdminLiftDayDto,
  type AdminVendorDto,
  type LiftAppointmentType,
  type LiftSettingsDto,
  type LiftSettingsInputDto,
} from '@standl/contracts';
import { shortName } from '../vendors';

export const LIFT_TYPES: readonly LiftAppointmentType[] = ['setup', 'breakdown'];

/** Slot buttons show the first 8 characters of the vendor name (spec 001 section 2). */
export function slotCaption(name: string | null | undefined): string {
  return shortName(name);
}

/** 'Aufbau' / 'Abbau'. */
export function liftTypeLabel(type: LiftAppointmentType): string {
  return LIFT_TYPE_LABELS[type];
}

/** 'Geplant' / 'Abgeschlossen'. */
export function liftStatusLabel(status: AdminLiftAppointmentDto['status']): string {
  return LIFT_STATUS_LABELS[status];
}

/** 'Mittwoch, 2. Dezember 2026, 07:00-07:30 Uhr'. */
export function appointmentWhen(appointment: Pick<AdminLiftAppointmentDto, 'date' | 'timeSlot'>) {
  return `${formatLongDate(appointment.date)}, ${appointment.timeSlot} Uhr`;
}

/** Appointments in time order: day, then slot start, then type. */
export function sortAppointments<T extends Pick<AdminLiftAppointmentDto, 'date' | 'timeSlot'>>(
  appointments: readonly T[],
): T[] {
  return [...appointments].sort(
    (a, b) => a.date.localeCompare(b.date) || a.timeSlot.localeCompare(b.timeSlot),
  );
}

export interface SchedulerSlot {
  time: string;
  timeSlot: string;
  /** The appointment in the slot, if any (from the list, so it is as fresh as the table). */
  appointment: AdminLiftAppointmentDto | null;
  /** The focused vendor's appointment. */
  highlighted: boolean;
  caption: string;
}

export interface SchedulerDay {
  date: string;
  slots: SchedulerSlot[];
  /** Appointments on this day that the settings no longer offer as a slot (kept booked). */
  outside: AdminLiftAppointmentDto[];
}

/**
 * The scheduler's days: the offered slots of each day with the appointment in it; booked
 * appointments whose slot is not offered any more are listed apart, so none is hidden; days with
 * such appointments but no offered slots appear too.
 */
export function schedulerDays(
  days: readonly AdminLiftDayDto[],
  appointments: readonly AdminLiftAppointmentDto[],
  type: LiftAppointmentType,
  focusVendorId: string | null = null,
): SchedulerDay[] {
  const ofType = appointments.filter((item) => item.appointmentType === type);
  const byKey = new Map(ofType.map((item) => [`${item.date} ${item.timeSlot}`, item]));
  const placed = new Set<number>();
  const result: SchedulerDay[] = days.map((day) => ({
    date: day.date,
    slots: day.slots.map((slot) => {
      const appointment =
        byKey.get(`${day.date} ${slot.timeSlot}`) ??
        (slot.appointment?.appointmentType === type ? slot.appointment : null);
      if (appointment) placed.add(appointment.id);
      return {
        time: slot.time,
        timeSlot: slot.timeSlot,
        appointment,
        highlighted: Boolean(
          appointment && focusVendorId && appointment.vendorId === focusVendorId,
        ),
        caption: appointment ? slotCaption(appointment.vendorName) : 'frei',
      };
    }),
    outside: [],
  }));
  for (const appointment of sortAppointments(ofType)) {
    if (placed.has(appointment.id)) continue;
    let day = result.find((item) => item.date === appointment.date);
    if (!day) {
      day = { date: appointment.date, slots: [], outside: [] };
      result.push(day);
    }
    day.outside.push(appointment);
  }
  return result.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The day a phone shows first: the focused vendor's appointment day, else the first day from
 * today on, else the first day.
 */
export function initialDay(
  days: readonly Pick<SchedulerDay, 'date'>[],
  appointments: readonly AdminLiftAppointmentDto[],
  type: LiftAppointmentType,
  focusVendorId: string | null,
  today: string,
): string | null {
  const dates = days.map((day) => day.date);
  const focused = focusVendorId
    ? appointments.find(
        (item) =>
          item.vendorId === focusVendorId &&
          item.appointmentType === type &&
          dates.includes(item.date),
      )
    : undefined;
  if (focused) return focused.date;
  return dates.find((date) => date >= today) ?? dates[0] ?? null;
}

/** A slot of the scheduler is booked, whatever the server's `isBooked` said for another type. */
export function isFree(slot: SchedulerSlot): boolean {
  return slot.appointment === null;
}

export interface PrintDay {
  date: string;
  rows: AdminLiftAppointmentDto[];
}

/** The print view: one page per day with appointments (both types), in time order. */
export function printDays(appointments: readonly AdminLiftAppointmentDto[]): PrintDay[] {
  const days = new Map<string, AdminLiftAppointmentDto[]>();
  for (const appointment of sortAppointments(appointments)) {
    const rows = days.get(appointment.date) ?? [];
    rows.push(appointment);
    days.set(appointment.date, rows);
  }
  return [...days].map(([date, rows]) => ({ date, rows }));
}

/** Vendors the organiser can book: not blocked, found by name or e-mail (autocomplete). */
export function bookableVendors(vendors: readonly AdminVendorDto[]): AdminVendorDto[] {
  return vendors
    .filter((vendor) => !vendor.isBlocked)
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export function vendorMatches(vendor: Pick<AdminVendorDto, 'name' | 'email'>, query: string) {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return vendor.name.toLowerCase().includes(needle) || vendor.email.toLowerCase().includes(needle);
}

/** The vendor already has an appointment of this type (the server allows one per type). */
export function existingOfType(
  appointments: readonly AdminLiftAppointmentDto[],
  vendorId: string,
  type: LiftAppointmentType,
): AdminLiftAppointmentDto | null {
  return (
    appointments.find((item) => item.vendorId === vendorId && item.appointmentType === type) ?? null
  );
}

// ---------------------------------------------------------------- settings form

export const WEEKDAYS: readonly { day: number; label: string; name: string }[] = [
  { day: 1, label: 'Mo', name: 'Montag' },
  { day: 2, label: 'Di', name: 'Dienstag' },
  { day: 3, label: 'Mi', name: 'Mittwoch' },
  { day: 4, label: 'Do', name: 'Donnerstag' },
  { day: 5, label: 'Fr', name: 'Freitag' },
  { day: 6, label: 'Sa', name: 'Samstag' },
  { day: 0, label: 'So', name: 'Sonntag' },
];

export interface LiftWindowForm {
  startTime: string;
  endTime: string;
  enabledDays: number[];
}

export interface LiftSettingsForm {
  slotMinutes: string;
  setup: LiftWindowForm;
  breakdown: LiftWindowForm;
}

export type LiftSettingsField =
  | 'slotMinutes'
  | `${LiftAppointmentType}.startTime`
  | `${LiftAppointmentType}.endTime`
  | `${LiftAppointmentType}.enabledDays`;

export type LiftSettingsErrors = Partial<Record<LiftSettingsField, string>>;

/** Spec 001 section 9: set-up 06:00-18:00, breakdown 08:00-16:00, Monday to Friday. */
export const DEFAULT_LIFT_SETTINGS: LiftSettingsForm = {
  slotMinutes: '30',
  setup: { startTime: '06:00', endTime: '18:00', enabledDays: [1, 2, 3, 4, 5] },
  breakdown: { startTime: '08:00', endTime: '16:00', enabledDays: [1, 2, 3, 4, 5] },
};

export function settingsForm(settings: LiftSettingsDto | undefined): LiftSettingsForm {
  if (!settings) return DEFAULT_LIFT_SETTINGS;
  const window = (type: LiftAppointmentType): LiftWindowForm => ({
    startTime: settings[type].startTime,
    endTime: settings[type].endTime,
    enabledDays: [...settings[type].enabledDays],
  });
  return {
    slotMinutes: String(settings.slotMinutes),
    setup: window('setup'),
    breakdown: window('breakdown'),
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function minutes(time: string): number {
  const [hours, mins] = time.split(':').map(Number);
  return hours! * 60 + mins!;
}

/** Mirrors the server's checks and texts (LIFT_MESSAGES); `null` when the form is fine. */
export function validateLiftSettings(form: LiftSettingsForm): LiftSettingsErrors {
  const errors: LiftSettingsErrors = {};
  const slot = Number(form.slotMinutes.trim().replace(',', '.'));
  const slotValid =
    /^\d+$/.test(form.slotMinutes.trim()) &&
    slot >= LIFT_LIMITS.minSlotMinutes &&
    slot <= LIFT_LIMITS.maxSlotMinutes;
  if (!slotValid) errors.slotMinutes = LIFT_MESSAGES.slotMinutes;
  for (const type of LIFT_TYPES) {
    const window = form[type];
    const startOk = TIME.test(window.startTime);
    const endOk = TIME.test(window.endTime);
    if (!startOk) errors[`${type}.startTime`] = LIFT_MESSAGES.invalidTime;
    if (!endOk) errors[`${type}.endTime`] = LIFT_MESSAGES.invalidTime;
    if (startOk && endOk) {
      const length = minutes(window.endTime) - minutes(window.startTime);
      if (length <= 0) errors[`${type}.endTime`] = LIFT_MESSAGES.endAfterStart;
      else if (slotValid && length < slot) errors[`${type}.endTime`] = LIFT_MESSAGES.noSlotFits;
    }
    const days = window.enabledDays;
    if (days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
      errors[`${type}.enabledDays`] = LIFT_MESSAGES.invalidDays;
    }
  }
  return errors;
}

export function settingsInput(form: LiftSettingsForm): LiftSettingsInputDto {
  const window = (type: LiftAppointmentType) => ({
    startTime: form[type].startTime,
    endTime: form[type].endTime,
    enabledDays: [...new Set(form[type].enabledDays)].sort((a, b) => a - b),
  });
  return {
    slotMinutes: Number(form.slotMinutes.trim()),
    setup: window('setup'),
    breakdown: window('breakdown'),
  };
}

/** 'Mo, Di, Mi, Do, Fr' for the enabled days, in week order. */
export function weekdayList(days: readonly number[]): string {
  return WEEKDAYS.filter((item) => days.includes(item.day))
    .map((item) => item.label)
    .join(', ');
}
