import { ApiProperty } from '@nestjs/swagger';
import {
  LIFT_APPOINTMENT_STATUSES,
  LIFT_APPOINTMENT_TYPES,
  type LiftAppointmentStatus,
  type LiftAppointmentType,
} from '@standl/contracts';
import type {
  AdminLiftAppointmentView,
  LiftAppointmentView,
  LiftDayView,
} from '../queries/lift.queries.js';

export class LiftAppointmentDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ format: 'uuid' })
  vendorId!: string;

  @ApiProperty()
  vendorName!: string;

  @ApiProperty({ format: 'date', example: '2026-12-02' })
  date!: string;

  @ApiProperty({ example: '07:00-07:30' })
  timeSlot!: string;

  @ApiProperty({ enum: LIFT_APPOINTMENT_TYPES, enumName: 'LiftAppointmentType' })
  appointmentType!: LiftAppointmentType;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({
    enum: LIFT_APPOINTMENT_STATUSES,
    enumName: 'LiftAppointmentStatus',
    description: 'booked = Geplant, completed = Abgeschlossen',
  })
  status!: LiftAppointmentStatus;

  @ApiProperty({ enum: ['vendor', 'admin'], enumName: 'LiftBooker' })
  bookedBy!: 'vendor' | 'admin';

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(appointment: LiftAppointmentView): LiftAppointmentDto {
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
      createdAt: appointment.createdAt.toISOString(),
    };
  }
}

export class LiftVendorContactDto {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  email!: string;
}

export class AdminLiftAppointmentDto extends LiftAppointmentDto {
  @ApiProperty({
    type: LiftVendorContactDto,
    nullable: true,
    description: 'Kontakt des Händlers; null für die Rolle Aufbau',
  })
  vendor!: LiftVendorContactDto | null;

  @ApiProperty({
    description:
      'false: die Lift-Einstellungen bieten diesen Termin nicht mehr an (bleibt gebucht)',
  })
  fitsSchedule!: boolean;

  static forAdmin(
    appointment: AdminLiftAppointmentView,
    withContact = true,
  ): AdminLiftAppointmentDto {
    return {
      ...LiftAppointmentDto.from(appointment),
      vendor: withContact ? appointment.vendor : null,
      fitsSchedule: appointment.fitsSchedule,
    };
  }
}

/** Spec 000 section 3 'Lift slot': no personal data. */
export class LiftSlotDto {
  @ApiProperty({ example: '06:00' })
  time!: string;

  @ApiProperty({ example: '06:00-06:30' })
  timeSlot!: string;

  @ApiProperty()
  isBooked!: boolean;
}

export class AdminLiftSlotDto extends LiftSlotDto {
  @ApiProperty({ type: AdminLiftAppointmentDto, nullable: true })
  appointment!: AdminLiftAppointmentDto | null;
}

export class AdminLiftDayDto {
  @ApiProperty({ format: 'date', example: '2026-12-02' })
  date!: string;

  @ApiProperty({ type: [AdminLiftSlotDto] })
  slots!: AdminLiftSlotDto[];

  static from(day: LiftDayView, withContact = true): AdminLiftDayDto {
    return {
      date: day.date,
      slots: day.slots.map((slot) => ({
        time: slot.time,
        timeSlot: slot.timeSlot,
        isBooked: slot.isBooked,
        appointment: slot.appointment
          ? AdminLiftAppointmentDto.forAdmin(slot.appointment, withContact)
          : null,
      })),
    };
  }
}
