// The public entry of lift: all that other contexts may use of it.
export {
  LiftAppointmentBookedEvent,
  LiftAppointmentCancelledEvent,
  LiftAppointmentMovedEvent,
} from './domain/lift-appointment.events.js';
export { LiftAppointmentDto } from './http/lift-appointment.dto.js';
export { GetLiftCalendarQuery } from './queries/lift.queries.js';
export { ListVendorLiftAppointmentsQuery } from './queries/list-vendor-lift-appointments.query.js';
