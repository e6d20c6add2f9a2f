import { Query } from '@nestjs/cqrs';
import type { LiftAppointmentView } from './lift.queries.js';

/** A vendor's lift appointments by date and time. */
export class ListVendorLiftAppointmentsQuery extends Query<LiftAppointmentView[]> {
  constructor(readonly vendorId: string) {
    super();
  }
}
