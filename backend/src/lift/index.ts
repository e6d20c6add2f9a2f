// The public entry of lift: all that other contexts may use of it.
export {
  LiftAppointmentBookedEvent,
  LiftAppointmentCancelledEvent,
  LiftAppointmentMovedEvent,
} from './domain/lift-appointment.events.js';
export { LiftAppointmentDto } from './http/lift-appointment.dto.js';
export { GetLiftCalendarQuery, type LiftAppointmentView } from './queries/lift.queries.js';
export { ListVendorLiftAppointmentsQuery } from './queries/list-vendor-lift-appointments.query.js';
export { vendorLiftAppointmentsPart } from './queries/vendor-lift-appointments.part.js';
