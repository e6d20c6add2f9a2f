import { Command } from '@nestjs/cqrs';
import type { LiftAppointmentStatus, LiftAppointmentType } from '@standl/contracts';
import type { LiftBooker } from '../domain/lift-appointment.entity.js';
import type { LiftSettingsInput } from '../domain/lift-settings.entity.js';
import type { LiftReleaseReason } from '../domain/lift-appointment.events.js';
import type { AdminLiftAppointmentView, LiftAppointmentView } from '../queries/lift.queries.js';

/**
 * Books an offered, free slot for a vendor (issue 13). A vendor books for themself only once a
 * stall is assigned and the registration confirmed, never blocked, not in the past; the organiser
 * books any vendor who is not blocked. One appointment per type and vendor; 409 when taken.
 */
export class BookLiftAppointmentCommand extends Command<LiftAppointmentView> {
  constructor(
    readonly booking: {
      vendorId: string;
      date: string;
      /** 'HH:MM' or 'HH:MM-HH:MM'. */
      time: string;
      type: LiftAppointmentType;
      notes: string | null;
      bookedBy: LiftBooker;
      status?: LiftAppointmentStatus;
    },
    readonly actor: string,
  ) {
    super();
  }
}

/** The organiser moves an appointment, changes its note or marks it completed (or planned again). */
export class ChangeLiftAppointmentCommand extends Command<LiftAppointmentView> {
  constructor(
    readonly id: number,
    readonly change: {
      date?: string;
      timeSlot?: string;
      type?: LiftAppointmentType;
      notes?: string | null;
      status?: LiftAppointmentStatus;
    },
    readonly actor: string,
  ) {
    super();
  }
}

/**
 * Cancels an appointment and frees its slot: the vendor their own (404 for another's; 409 once
 * begun or completed), the organiser any ('Termin gelöscht').
 */
export class CancelLiftAppointmentCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly by: { vendorId: string } | 'admin',
    readonly actor: string,
  ) {
    super();
  }
}

/** Saves the lift settings; booked appointments the new settings no longer offer are answered. */
export class UpdateLiftSettingsCommand extends Command<{
  outsideSchedule: AdminLiftAppointmentView[];
}> {
  constructor(
    readonly input: LiftSettingsInput,
    readonly actor: string,
  ) {
    super();
  }
}

/**
 * Frees a vendor's appointments that have not begun and are not completed, because the vendor
 * lost the stall (rejected or released), was blocked or withdrew; completed and past ones stay
 * as record.
 */
export class ReleaseVendorLiftAppointmentsCommand extends Command<number> {
  constructor(
    readonly vendorId: string,
    readonly reason: LiftReleaseReason,
  ) {
    super();
  }
}
