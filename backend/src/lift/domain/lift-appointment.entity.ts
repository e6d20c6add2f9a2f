import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  LIFT_APPOINTMENT_STATUSES,
  LIFT_APPOINTMENT_TYPES,
  LIFT_MESSAGES,
  type LiftAppointmentStatus,
  type LiftAppointmentType,
} from '@standl/contracts';
import { viennaDateTime } from '../../shared/clock/clock.js';
import { timeOf, type LiftSlot } from './lift-schedule.js';

export type LiftBooker = 'vendor' | 'admin';

export interface LiftBooking {
  vendorId: string;
  vendorName: string;
  date: string;
  slot: LiftSlot;
  type: LiftAppointmentType;
  notes: string | null;
  bookedBy: LiftBooker;
  now: Date;
}

/**
 * A booked lift (material transport) slot; `breakdown` and `teardown` are one type
 * (docs/decisions.md 75). The database keeps two appointments from overlapping (one lift) and a
 * vendor to one per type.
 */
@Entity({ tableName: 'lift_appointment' })
@Index({ properties: ['vendorId'] })
export class LiftAppointment {
  [OptionalProps]?: 'notes' | 'status' | 'bookedBy';

  @PrimaryKey()
  id!: number;

  @Property({ type: 'uuid' })
  vendorId!: string;

  @Property({ length: 255 })
  vendorName!: string;

  @Property({ type: 'date' })
  date!: string;

  /** 'HH:MM-HH:MM' */
  @Property({ length: 20 })
  timeSlot!: string;

  /** The slot's start and end as SQL `time`, for the no-overlap constraint. */
  @Property({ columnType: 'time' })
  startTime!: string;

  @Property({ columnType: 'time' })
  endTime!: string;

  @Enum({ items: () => LIFT_APPOINTMENT_TYPES })
  appointmentType!: LiftAppointmentType;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Enum({ items: () => LIFT_APPOINTMENT_STATUSES })
  status: LiftAppointmentStatus = 'booked';

  @Property({ length: 50 })
  bookedBy: LiftBooker = 'vendor';

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  static book(booking: LiftBooking): LiftAppointment {
    const appointment = new LiftAppointment();
    appointment.vendorId = booking.vendorId;
    appointment.vendorName = booking.vendorName;
    appointment.notes = booking.notes;
    appointment.bookedBy = booking.bookedBy;
    appointment.createdAt = booking.now;
    appointment.moveTo(booking.date, booking.slot, booking.type);
    return appointment;
  }

  moveTo(date: string, slot: LiftSlot, type: LiftAppointmentType): void {
    this.date = date;
    this.timeSlot = slot.timeSlot;
    this.startTime = timeOf(slot.startMinute);
    this.endTime = timeOf(slot.endMinute);
    this.appointmentType = type;
  }

  /** When the slot begins, as an instant (the lift runs on Vienna time). */
  startsAt(): Date {
    return viennaDateTime(this.date, this.timeSlot.slice(0, 5));
  }

  endsAt(): Date {
    return viennaDateTime(this.date, this.timeSlot.slice(6, 11));
  }

  /** Why the vendor may not cancel it any more, or null: completed, or already begun. */
  vendorCancelProblem(now: Date): string | null {
    if (this.status === 'completed') return LIFT_MESSAGES.completedFixed;
    if (this.startsAt() <= now) return LIFT_MESSAGES.past;
    return null;
  }
}
