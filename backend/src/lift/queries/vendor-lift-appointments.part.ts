import type { EntityManager } from '@mikro-orm/sql';
import {
  entityListPart,
  type JsonPart,
  type SqlExpression,
} from '../../shared/database/json-parts.js';
import { LiftAppointment } from '../domain/lift-appointment.entity.js';
import { liftAppointmentView, type LiftAppointmentView } from './lift.queries.js';

/**
 * A vendor's lift appointments in time order (ListVendorLiftAppointmentsQuery) as a part of a
 * one-statement read.
 */
export function vendorLiftAppointmentsPart(
  em: EntityManager,
  vendorId: string | SqlExpression,
): JsonPart<LiftAppointmentView[]> {
  return entityListPart(
    em,
    LiftAppointment,
    { where: 'vendor_id = ?', orderBy: 'date, start_time', params: [vendorId] },
    liftAppointmentView,
  );
}
