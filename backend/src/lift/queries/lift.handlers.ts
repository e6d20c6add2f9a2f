import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { LIFT_MESSAGES } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { GetVendorMailDataQuery } from '../../registration/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { liftCalendarFile } from '../domain/lift-calendar.js';
import { LiftAppointment } from '../domain/lift-appointment.entity.js';
import {
  isIsoDate,
  type LiftSchedule,
  minutesOf,
  overlap,
  parseTimeSlot,
} from '../domain/lift-schedule.js';
import { LiftSchedules } from './lift-schedules.js';
import {
  type AdminLiftAppointmentView,
  GetLiftCalendarQuery,
  GetLiftDaysQuery,
  liftAppointmentView,
  type LiftDayView,
  ListLiftAppointmentsQuery,
  ListLiftSlotsQuery,
} from './lift.queries.js';

const BY_TIME = { date: 'asc', startTime: 'asc' } as const;

async function adminViews(
  queryBus: QueryBus,
  schedule: LiftSchedule,
  appointments: LiftAppointment[],
): Promise<AdminLiftAppointmentView[]> {
  const vendorIds = [...new Set(appointments.map((appointment) => appointment.vendorId))];
  const vendors =
    vendorIds.length > 0
      ? await queryBus.execute(new GetVendorMailDataQuery(vendorIds))
      : new Map<string, { name: string; email: string }>();
  return appointments.map((appointment) => {
    const vendor = vendors.get(appointment.vendorId);
    return {
      ...liftAppointmentView(appointment),
      vendor: vendor ? { name: vendor.name, email: vendor.email } : null,
      fitsSchedule: schedule.offers(appointment),
    };
  });
}

@QueryHandler(ListLiftAppointmentsQuery)
export class ListLiftAppointmentsHandler implements IQueryHandler<ListLiftAppointmentsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly schedules: LiftSchedules,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<AdminLiftAppointmentView[]> {
    const em = this.em;
    const appointments = await em.find(LiftAppointment, {}, { orderBy: BY_TIME });
    return adminViews(this.queryBus, await this.schedules.current(em), appointments);
  }
}

@QueryHandler(ListLiftSlotsQuery)
export class ListLiftSlotsHandler implements IQueryHandler<ListLiftSlotsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly schedules: LiftSchedules,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ type, date, range, forOrganiser }: ListLiftSlotsQuery): Promise<LiftDayView[]> {
    const em = this.em;
    const schedule = await this.schedules.current(em);
    const offered = schedule.days(type);
    if (date !== null) {
      if (!isIsoDate(date)) throw new DomainError(LIFT_MESSAGES.invalidDate);
      if (!offered.includes(date)) throw new DomainError(LIFT_MESSAGES.dayNotOffered);
    }
    const days = date === null ? offered : [date];
    if (days.length === 0) return [];
    // One lift: a slot is taken by any appointment overlapping it, whatever its type.
    const booked = await em.find(LiftAppointment, { date: { $in: days } }, { orderBy: BY_TIME });
    const views = forOrganiser ? await adminViews(this.queryBus, schedule, booked) : [];
    const from = range.startTime ? minutesOf(range.startTime) : 0;
    const to = range.endTime ? minutesOf(range.endTime) : 24 * 60;
    return days.map((day) => ({
      date: day,
      slots: schedule
        .slots(type, day)
        .filter((slot) => slot.startMinute >= from && slot.endMinute <= to)
        .map((slot) => {
          const index = booked.findIndex(
            (appointment) =>
              appointment.date === day && overlap(parseTimeSlot(appointment.timeSlot)!, slot),
          );
          const base = { time: slot.time, timeSlot: slot.timeSlot, isBooked: index >= 0 };
          return forOrganiser ? { ...base, appointment: index >= 0 ? views[index]! : null } : base;
        }),
    }));
  }
}

@QueryHandler(GetLiftDaysQuery)
export class GetLiftDaysHandler implements IQueryHandler<GetLiftDaysQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly schedules: LiftSchedules,
  ) {}

  async execute() {
    const schedule = await this.schedules.current(this.em);
    return { setup: schedule.days('setup'), breakdown: schedule.days('breakdown') };
  }
}

@QueryHandler(GetLiftCalendarQuery)
export class GetLiftCalendarHandler implements IQueryHandler<GetLiftCalendarQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async execute({ appointmentId, vendorId, language }: GetLiftCalendarQuery) {
    const appointment = await this.em.findOne(LiftAppointment, { id: appointmentId });
    if (!appointment || (vendorId !== null && appointment.vendorId !== vendorId)) return null;
    const market = await this.queryBus.execute(new GetMarketSettingsQuery());
    const file = liftCalendarFile({
      appointmentId: appointment.id,
      date: appointment.date,
      timeSlot: appointment.timeSlot,
      appointmentType: appointment.appointmentType,
      notes: appointment.notes,
      marketName: market.marketName,
      location: [
        market.organizerName,
        market.organizerStreet,
        `${market.organizerPostalCode} ${market.organizerCity}`,
      ].join(', '),
      host: new URL(this.config.publicUrl).host,
      language,
    });
    return {
      ...file,
      date: appointment.date,
      timeSlot: appointment.timeSlot,
      appointmentType: appointment.appointmentType,
    };
  }
}
