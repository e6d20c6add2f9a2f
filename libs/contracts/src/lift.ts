import type { LiftAppointmentType } from './generated/api-types.js';

/** German names of the lift appointment types (spec 001 section 2: Aufbau / Abbau). */
export const LIFT_TYPE_LABELS: Record<LiftAppointmentType, string> = {
  setup: 'Aufbau',
  breakdown: 'Abbau',
};

export const LIFT_APPOINTMENT_STATUSES = ['booked', 'completed'] as const;
/** The generated api-types export the same union as `LiftAppointmentStatus`. */
type LiftAppointmentStatus = (typeof LIFT_APPOINTMENT_STATUSES)[number];

/** Spec 001 section 2: booked is shown as 'Geplant', completed as 'Abgeschlossen'. */
export const LIFT_STATUS_LABELS: Record<LiftAppointmentStatus, string> = {
  booked: 'Geplant',
  completed: 'Abgeschlossen',
};

/** Limits of the lift settings and bookings (docs/decisions.md 75). */
export const LIFT_LIMITS = {
  minSlotMinutes: 10,
  maxSlotMinutes: 240,
  notes: 500,
} as const;

/** Texts of the lift booking and scheduling (spec 000 section 8, spec 001 section 8). */
export const LIFT_MESSAGES = {
  booked: 'Termin gebucht',
  cancelled: 'Termin storniert',
  deleted: 'Termin gelöscht',
  changed: 'Termin geändert',
  settingsSaved: 'Lift-Einstellungen gespeichert',
  /** Spec 000 section 8: the toast titles of a failed booking or cancellation. */
  bookingFailed: 'Fehler bei Buchung',
  cancellingFailed: 'Fehler beim Stornieren',
  invalidDate: 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)',
  invalidTime: 'Bitte geben Sie eine gültige Uhrzeit an (HH:MM)',
  invalidTimeSlot: 'Bitte geben Sie einen gültigen Zeitraum an (HH:MM-HH:MM)',
  invalidType: 'Unbekannte Terminart: erlaubt sind Aufbau (setup) und Abbau (breakdown)',
  invalidStatus: 'Unbekannter Status: erlaubt sind Geplant (booked) und Abgeschlossen (completed)',
  adminBookedBy: 'Buchungen des Veranstalters sind immer bookedBy admin',
  noDays: 'Der Veranstalter hat für diese Terminart noch keinen Zeitraum festgelegt.',
  dayNotOffered: 'An diesem Tag werden keine Lift-Termine angeboten.',
  slotNotOffered: 'Dieser Termin wird nicht angeboten.',
  slotTaken: 'Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen.',
  onePerType: 'Sie haben bereits einen Termin dieser Art. Bitte stornieren Sie ihn zuerst.',
  vendorHasType: 'Der Händler hat bereits einen Termin dieser Art.',
  mayNotBook:
    'Lift-Termine können gebucht werden, sobald Ihnen ein Standplatz zugewiesen und Ihre Anmeldung bestätigt ist.',
  vendorMayNotBook: 'Für gesperrte Händler können keine Lift-Termine gebucht werden.',
  past: 'Dieser Termin liegt in der Vergangenheit.',
  notFound: 'Termin nicht gefunden',
  vendorNotFound: 'Händler nicht gefunden',
  completedFixed: 'Ein abgeschlossener Termin kann nicht mehr storniert werden.',
  endAfterStart: 'Die Endzeit muss nach der Startzeit liegen.',
  noSlotFits: 'Zwischen Start- und Endzeit muss mindestens ein Termin Platz haben.',
  invalidDays: 'Bitte wählen Sie die Wochentage aus (0 = Sonntag bis 6 = Samstag).',
  windowsRequired: 'Bitte geben Sie die Zeiten für Aufbau und Abbau an.',
  slotMinutes: 'Die Termindauer muss zwischen 10 und 240 Minuten liegen.',
  notesTooLong: 'Die Notiz darf höchstens 500 Zeichen lang sein.',
} as const;

/**
 * 'setup' | 'breakdown', with 'teardown' as the spec's other name of breakdown
 * (docs/decisions.md 75).
 */
export function liftTypeFrom(value: unknown): LiftAppointmentType | null {
  if (value === 'setup') return 'setup';
  if (value === 'breakdown' || value === 'teardown') return 'breakdown';
  return null;
}
