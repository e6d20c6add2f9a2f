import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { LIFT_APPOINTMENT_TYPES, type LiftAppointmentType } from '@standl/contracts';

/** A booked lift (material transport) slot; `breakdown` and `teardown` are one type (DECISIONS 22). */
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

  @Enum({ items: () => LIFT_APPOINTMENT_TYPES })
  appointmentType!: LiftAppointmentType;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ length: 50 })
  status: string = 'booked';

  @Property({ length: 50 })
  bookedBy: string = 'vendor';

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
