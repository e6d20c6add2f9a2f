import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { LiftAppointment } from '../domain/lift-appointment.entity.js';
import { ListVendorLiftAppointmentsQuery } from './list-vendor-lift-appointments.query.js';
import { liftAppointmentView, type LiftAppointmentView } from './lift.queries.js';

@QueryHandler(ListVendorLiftAppointmentsQuery)
export class ListVendorLiftAppointmentsHandler implements IQueryHandler<ListVendorLiftAppointmentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorId }: ListVendorLiftAppointmentsQuery): Promise<LiftAppointmentView[]> {
    const appointments = await this.em.find(
      LiftAppointment,
      { vendorId },
      { orderBy: { date: 'asc', startTime: 'asc' } },
    );
    return appointments.map(liftAppointmentView);
  }
}
