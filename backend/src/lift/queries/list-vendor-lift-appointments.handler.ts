import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { LiftAppointment } from '../domain/lift-appointment.entity.js';
import { ListVendorLiftAppointmentsQuery } from './list-vendor-lift-appointments.query.js';

@QueryHandler(ListVendorLiftAppointmentsQuery)
export class ListVendorLiftAppointmentsHandler implements IQueryHandler<ListVendorLiftAppointmentsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ vendorId }: ListVendorLiftAppointmentsQuery): Promise<LiftAppointment[]> {
    return this.em.find(
      LiftAppointment,
      { vendorId },
      { orderBy: { date: 'asc', timeSlot: 'asc' } },
    );
  }
}
