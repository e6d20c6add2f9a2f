import { Query } from '@nestjs/cqrs';
import type { LiftAppointmentStatus, LiftAppointmentType, VendorLanguage } from '@standl/contracts';
import type { LiftAppointment, LiftBooker } from '../domain/lift-appointment.entity.js';

/** An appointment as other contexts and the HTTP layer read it (no managed entity). */
export interface LiftAppointmentView {
  id: number;
  vendorId: string;
  vendorName: string;
  date: string;
  timeSlot: string;
  appointmentType: LiftAppointmentType;
  notes: string | null;
  status: LiftAppointmentStatus;
  bookedBy: LiftBooker;
  createdAt: Date;
}

export function liftAppointmentView(appointment: LiftAppointment): LiftAppointmentView {
  return {
    id: appointment.id,
    vendorId: appointment.vendorId,
    vendorName: appointment.vendorName,
    date: appointment.date,
    timeSlot: appointment.timeSlot,
    appointmentType: appointment.appointmentType,
    notes: appointment.notes,
    status: appointment.status,
    bookedBy: appointment.bookedBy,
    createdAt: appointment.createdAt,
  };
}

/** For the organiser: the appointment, its vendor's contact, and whether it is still offered. */
export interface AdminLiftAppointmentView extends LiftAppointmentView {
  vendor: { name: string; email: string } | null;
  /** False when changed settings no longer offer this slot (it stays booked; issue 13). */
  fitsSchedule: boolean;
}

export interface LiftSlotView {
  time: string;
  timeSlot: string;
  isBooked: boolean;
  /** Only for the organiser; never in the public answer. */
  appointment?: AdminLiftAppointmentView | null;
}

export interface LiftDayView {
  date: string;
  slots: LiftSlotView[];
}

/** Every appointment, by date and time, for the organiser's lift tab. */
export class ListLiftAppointmentsQuery extends Query<AdminLiftAppointmentView[]> {}

/**
 * The slots of a type on one day (or each offered day when `date` is null), optionally only
 * those within `startTime`-`endTime`; with the appointments when `forOrganiser`.
 */
export class ListLiftSlotsQuery extends Query<LiftDayView[]> {
  constructor(
    readonly type: LiftAppointmentType,
    readonly date: string | null,
    readonly range: { startTime: string | null; endTime: string | null },
    readonly forOrganiser: boolean,
  ) {
    super();
  }
}

/** The days each type is offered on (the settings' week days within the market's periods). */
export class GetLiftDaysQuery extends Query<Record<LiftAppointmentType, string[]>> {}

export interface LiftCalendarView {
  filename: string;
  /** The iCalendar text. */
  content: string;
  /** The appointment as it is now. */
  date: string;
  timeSlot: string;
  appointmentType: LiftAppointmentType;
}

/** The `.ics` of an appointment; null when it does not exist or is not the vendor's. */
export class GetLiftCalendarQuery extends Query<LiftCalendarView | null> {
  constructor(
    readonly appointmentId: number,
    readonly vendorId: string | null,
    /** The language of the entry's texts: the vendor's mail's (issue 33); German by default. */
    readonly language: VendorLanguage = 'de',
  ) {
    super();
  }
}
