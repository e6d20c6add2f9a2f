import { Query } from '@nestjs/cqrs';
import type { LiftAppointment } from '../domain/lift-appointment.entity.js';

/** A vendor's lift appointments by date and time. */
export class ListVendorLiftAppointmentsQuery extends Query<LiftAppointment[]> {
  constructor(readonly vendorId: string) {
    super();
  }
}
