import { ApiProperty } from '@nestjs/swagger';
import { LIFT_APPOINTMENT_TYPES, type LiftAppointmentType } from '@standl/contracts';
import type { LiftAppointment } from '../domain/lift-appointment.entity.js';

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

  @ApiProperty({ example: 'booked' })
  status!: string;

  @ApiProperty({ example: 'vendor' })
  bookedBy!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(appointment: LiftAppointment): LiftAppointmentDto {
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
