import type { EntityManager } from '@mikro-orm/sql';
import { entityJsonSql, entityOfJson, type JsonPart } from '../../shared/database/json-parts.js';
import { LiftAppointment } from '../domain/lift-appointment.entity.js';
import { liftAppointmentView, type LiftAppointmentView } from './lift.queries.js';

/**
 * A vendor's lift appointments in time order (ListVendorLiftAppointmentsQuery) as a part of a
 * one-statement read.
 */
export function vendorLiftAppointmentsPart(
  em: EntityManager,
  vendorId: string,
): JsonPart<LiftAppointmentView[]> {
  return {
    sql: `select coalesce(jsonb_agg(${entityJsonSql(em, LiftAppointment, 'l')}
        order by l.date, l.start_time), '[]') from lift_appointment l where l.vendor_id = ?`,
    params: [vendorId],
    read: (json) =>
      (json as Record<string, unknown>[]).map((row) =>
        liftAppointmentView(entityOfJson(em, LiftAppointment, row)),
      ),
  };
}
