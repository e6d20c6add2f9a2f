import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LiftAppointmentDto, LiftAppointmentType, VendorStatusDto } from '@standl/contracts';
import { ApiError } from '../../../lib/request';
import { saveBlob } from '../../../lib/save-blob';
import { utcDay } from '../../../lib/long-dates';

/** The order of the tab's two sections. */
export const LIFT_TYPES: LiftAppointmentType[] = ['setup', 'breakdown'];

/**
 * Statuses whose vendors may book the lift (docs/decisions.md 75): the registration is
 * confirmed, with aufgebaut (set up, not yet paid) between confirmed and paid.
 */
const MAY_BOOK_STATUSES = new Set(['confirmed', 'aufgebaut', 'paid', 'checked_in']);

/** Decisions 75: a confirmed (aufgebaut, paid, checked in) vendor with an assigned stall. */
export function mayBookLift(status: Pick<VendorStatusDto, 'vendor' | 'booth'>): boolean {
  const hasStall = status.vendor.boothId !== null || status.booth !== null;
  return MAY_BOOK_STATUSES.has(status.vendor.status) && hasStall;
}

/** Why booking is not open yet, in words the vendor can act on (in the page's language). */
export function liftClosedNote(
  i18n: I18n,
  status: Pick<VendorStatusDto, 'vendor' | 'booth'>,
): string {
  if (MAY_BOOK_STATUSES.has(status.vendor.status)) {
    return i18n._(
      msg`Lift-Termine für Aufbau und Abbau können Sie buchen, sobald Ihnen ein Standplatz zugewiesen ist.`,
    );
  }
  return i18n._(
    msg`Lift-Termine für Aufbau und Abbau können Sie buchen, sobald Ihnen ein Standplatz zugewiesen und Ihre Anmeldung vom Veranstalter bestätigt ist.`,
  );
}

export const LIFT_ARRIVAL_NOTE = msg`Bitte kommen Sie 10 Minuten vor Ihrem Termin. Das Lift-Ticket ist persönlich und nicht übertragbar.`;

export const LIFT_NO_DAYS_NOTE = msg`Der Veranstalter hat die Lift-Zeiten noch nicht festgelegt.`;

/**
 * The two kinds of lift slot as the vendor reads them (the contracts' LIFT_TYPE_LABELS, in the
 * page's language).
 */
export const LIFT_TYPE_NAMES: Record<LiftAppointmentType, MessageDescriptor> = {
  setup: msg`Aufbau`,
  breakdown: msg`Abbau`,
};

/** A booked slot's state (the contracts' LIFT_STATUS_LABELS, in the page's language). */
export const LIFT_STATUS_NAMES: Record<LiftAppointmentDto['status'], MessageDescriptor> = {
  booked: msg`Geplant`,
  completed: msg`Abgeschlossen`,
};

const shortDays = new Map<string, Intl.DateTimeFormat>();

/** A calendar day 'YYYY-MM-DD' as a short chip label: 'Mi., 2. Dez.', in English 'Wed 2 Dec'. */
export function formatShortDay(day: string, locale = 'de-AT'): string {
  let format = shortDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    shortDays.set(locale, format);
  }
  const date = utcDay(day);
  return date ? format.format(date) : day;
}

/** The vendor's appointment of one type (at most one per type, decisions 75). */
export function appointmentOf(
  appointments: LiftAppointmentDto[] | undefined,
  type: LiftAppointmentType,
): LiftAppointmentDto | undefined {
  return appointments?.find((appointment) => appointment.appointmentType === type);
}

/** `attachment; filename="Lift-Aufbau-2026-12-02.ics"` → that name, else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

export function calendarUrl(vendorId: string, appointmentId: number): string {
  return `/api/vendor/lift-appointments/${encodeURIComponent(vendorId)}/${appointmentId}/calendar`;
}

/** Downloads the appointment's `.ics` with the session cookie; the name from Content-Disposition. */
export async function downloadLiftCalendar(
  vendorId: string,
  appointment: Pick<LiftAppointmentDto, 'id' | 'date' | 'appointmentType'>,
): Promise<void> {
  const response = await fetch(calendarUrl(vendorId, appointment.id), {
    method: 'GET',
    credentials: 'include',
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  // The file name the server gives it (Content-Disposition), should the header be missing.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name like the server's, not a text
  const fallback = `Lift-${appointment.appointmentType === 'setup' ? 'Aufbau' : 'Abbau'}-${appointment.date}.ics`;
  saveBlob(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback),
  );
}
