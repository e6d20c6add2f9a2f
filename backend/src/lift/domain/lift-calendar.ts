import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { LIFT_TYPE_LABELS, type LiftAppointmentType, type VendorLanguage } from '@standl/contracts';
import { viennaDateTime } from '../../shared/clock/clock.js';

export interface LiftCalendarEntry {
  appointmentId: number;
  date: string;
  timeSlot: string;
  appointmentType: LiftAppointmentType;
  notes: string | null;
  marketName: string;
  /** The organiser's address: where the lift is. */
  location: string;
  /** Host of the public URL, for a globally unique event id. */
  host: string;
  /** The language of the texts (the vendor's mail, issue 33); German when left out. */
  language?: VendorLanguage;
}

/** English names of the types in a calendar entry. */
const TYPE_EN: Record<LiftAppointmentType, string> = { setup: 'Set-up', breakdown: 'Teardown' };

export interface CalendarFile {
  filename: string;
  content: string;
}

/**
 * The `.ics` file of a lift appointment (issue 13): one event in UTC (calendar apps show it in
 * their own zone), a stable UID per appointment so a moved appointment replaces the old entry,
 * and a reminder 30 minutes before (guests arrive 10 minutes early, spec 000 section 9).
 */
export function liftCalendarFile(entry: LiftCalendarEntry): CalendarFile {
  const en = entry.language === 'en';
  const type = LIFT_TYPE_LABELS[entry.appointmentType];
  const typeEn = TYPE_EN[entry.appointmentType];
  const calendar = ical({
    name: `${en ? 'Lift slot' : 'Lift-Termin'} ${entry.marketName}`,
    prodId: '//Standl//Lift//DE',
  });
  calendar.method(ICalCalendarMethod.PUBLISH);
  const event = calendar.createEvent({
    id: `lift-${entry.appointmentId}@${entry.host}`,
    start: viennaDateTime(entry.date, entry.timeSlot.slice(0, 5)),
    end: viennaDateTime(entry.date, entry.timeSlot.slice(6, 11)),
    summary: en
      ? `Lift slot ${typeEn.toLowerCase()}: ${entry.marketName}`
      : `Lift-Termin ${type}: ${entry.marketName}`,
    description: (en
      ? [
          `${typeEn} with the lift, ${entry.timeSlot}.`,
          'Please arrive 10 minutes early. The lift ticket is personal and not transferable.',
          entry.notes ? `Your note: ${entry.notes}` : null,
        ]
      : [
          `${type} mit dem Lift, ${entry.timeSlot} Uhr.`,
          'Bitte kommen Sie 10 Minuten vorher. Das Lift-Ticket ist persönlich und nicht übertragbar.',
          entry.notes ? `Ihre Notiz: ${entry.notes}` : null,
        ]
    )
      .filter(Boolean)
      .join('\n'),
    location: entry.location,
  });
  event.createAlarm({ type: ICalAlarmType.display, trigger: 30 * 60 });
  return {
    filename: `Lift-${en ? typeEn : type}-${entry.date}-${entry.timeSlot.slice(0, 5).replace(':', '')}.ics`,
    content: calendar.toString(),
  };
}
