import type { LiftAppointmentType } from '@standl/contracts';
import { DomainEvent } from '../../shared/events/domain-event.js';

/** Where and when: the facts a mail or the history tells about an appointment. */
export type LiftAppointmentFacts = {
  appointmentId: number;
  date: string;
  timeSlot: string;
  appointmentType: LiftAppointmentType;
};

/** A lift slot was booked for a vendor (aggregate = vendor id), by the vendor or the organiser. */
export class LiftAppointmentBookedEvent extends DomainEvent<
  LiftAppointmentFacts & { bookedBy: 'vendor' | 'admin' }
> {
  static readonly TYPE = 'lift.appointment-booked.v1';
  readonly type = LiftAppointmentBookedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/** The organiser moved an appointment to another slot, day or type. */
export class LiftAppointmentMovedEvent extends DomainEvent<
  LiftAppointmentFacts & { previous: Omit<LiftAppointmentFacts, 'appointmentId'> }
> {
  static readonly TYPE = 'lift.appointment-moved.v1';
  readonly type = LiftAppointmentMovedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/** Why the organiser's side freed a vendor's appointments (not the vendor's own cancellation). */
export type LiftReleaseReason = 'stall-released' | 'vendor-blocked' | 'vendor-withdrew';

/**
 * An appointment was cancelled by the vendor or deleted by the organiser, or freed because the
 * vendor lost the stall or was blocked (`reason`): its slot is free.
 */
export class LiftAppointmentCancelledEvent extends DomainEvent<
  LiftAppointmentFacts & { by: 'vendor' | 'admin'; reason?: LiftReleaseReason }
> {
  static readonly TYPE = 'lift.appointment-cancelled.v1';
  readonly type = LiftAppointmentCancelledEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/** The organiser marked an appointment completed (the vendor's goods went up or down). */
export class LiftAppointmentCompletedEvent extends DomainEvent<LiftAppointmentFacts> {
  static readonly TYPE = 'lift.appointment-completed.v1';
  readonly type = LiftAppointmentCompletedEvent.TYPE;
  readonly aggregateType = 'vendor';
}

/** The organiser changed the lift settings (slot length, windows, week days). */
export class LiftSettingsUpdatedEvent extends DomainEvent<{ slotMinutes: number }> {
  static readonly TYPE = 'lift.settings-updated.v1';
  readonly type = LiftSettingsUpdatedEvent.TYPE;
  readonly aggregateType = 'lift-settings';
}
