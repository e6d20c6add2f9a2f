import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { LIFT_MESSAGES, type LiftAppointmentType, WITHDRAWAL_MESSAGES } from '@standl/contracts';
import {
  GetVendorMailDataQuery,
  ReleaseWithdrawnVendorLiftCommand,
  type VendorMailData,
} from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
} from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { LiftAppointment } from '../domain/lift-appointment.entity.js';
import {
  LiftAppointmentBookedEvent,
  LiftAppointmentCancelledEvent,
  LiftAppointmentCompletedEvent,
  type LiftAppointmentFacts,
  LiftAppointmentMovedEvent,
  LiftSettingsUpdatedEvent,
} from '../domain/lift-appointment.events.js';
import { isIsoDate, type LiftSlot } from '../domain/lift-schedule.js';
import { LiftSettings } from '../domain/lift-settings.entity.js';
import { LiftSchedules } from '../queries/lift-schedules.js';
import { liftAppointmentView, ListLiftAppointmentsQuery } from '../queries/lift.queries.js';
import {
  BookLiftAppointmentCommand,
  CancelLiftAppointmentCommand,
  ChangeLiftAppointmentCommand,
  ReleaseVendorLiftAppointmentsCommand,
  UpdateLiftSettingsCommand,
} from './lift-appointment.commands.js';

/** Statuses with an assigned stall and a confirmed registration (issue 13, item 5). */
const MAY_BOOK = new Set(['confirmed', 'aufgebaut', 'paid', 'checked_in']);

function vendorMayBook(vendor: VendorMailData): boolean {
  return vendor.boothNumber !== null && MAY_BOOK.has(vendor.status) && !vendor.isBlocked;
}

function factsOf(appointment: LiftAppointment): LiftAppointmentFacts {
  return {
    appointmentId: appointment.id,
    date: appointment.date,
    timeSlot: appointment.timeSlot,
    appointmentType: appointment.appointmentType,
  };
}

/**
 * The database has the last word when two bookings race (docs/decisions.md 75): the exclusion
 * constraint refuses an overlapping slot, the unique key a second appointment of a type.
 */
function conflictOf(error: unknown, byOrganiser: boolean): Error | null {
  const code = (error as { code?: string }).code;
  const text = String((error as Error).message ?? '');
  if (code === '23P01' || text.includes('lift_appointment_no_overlap')) {
    return new ConflictError(LIFT_MESSAGES.slotTaken);
  }
  if (
    error instanceof UniqueConstraintViolationException ||
    text.includes('lift_appointment_one_per_type')
  ) {
    return new ConflictError(byOrganiser ? LIFT_MESSAGES.vendorHasType : LIFT_MESSAGES.onePerType);
  }
  return null;
}

async function withConflicts<T>(byOrganiser: boolean, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw conflictOf(error, byOrganiser) ?? error;
  }
}

/** The offered slot, or the German 400 saying why the day or time is not offered. */
async function offeredSlot(
  schedules: LiftSchedules,
  em: EntityManager,
  type: LiftAppointmentType,
  date: string,
  time: string,
): Promise<LiftSlot> {
  if (!isIsoDate(date)) throw new DomainError(LIFT_MESSAGES.invalidDate);
  const schedule = await schedules.current(em);
  const days = schedule.days(type);
  if (days.length === 0) throw new DomainError(LIFT_MESSAGES.noDays);
  if (!days.includes(date)) throw new DomainError(LIFT_MESSAGES.dayNotOffered);
  const slot = schedule.slotAt(type, date, time);
  if (!slot) throw new DomainError(LIFT_MESSAGES.slotNotOffered);
  return slot;
}

/** Whether another appointment uses the lift during the slot (answered before the insert). */
async function slotTaken(
  em: EntityManager,
  date: string,
  slot: LiftSlot,
  exceptId: number | null,
): Promise<boolean> {
  const overlapping = await em.count(LiftAppointment, {
    date,
    startTime: { $lt: slot.timeSlot.slice(6, 11) },
    endTime: { $gt: slot.time },
    id: { $ne: exceptId ?? 0 },
  });
  return overlapping > 0;
}

@CommandHandler(BookLiftAppointmentCommand)
export class BookLiftAppointmentHandler implements ICommandHandler<BookLiftAppointmentCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly schedules: LiftSchedules,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ booking, actor }: BookLiftAppointmentCommand) {
    const byOrganiser = booking.bookedBy === 'admin';
    const vendors = await this.queryBus.execute(new GetVendorMailDataQuery([booking.vendorId]));
    const vendor = vendors.get(booking.vendorId);
    if (!vendor) throw new NotFoundError(LIFT_MESSAGES.vendorNotFound);
    if (vendor.status === 'withdrawn') throw new ConflictError(WITHDRAWAL_MESSAGES.vendorWithdrawn);
    if (byOrganiser && vendor.isBlocked) throw new ConflictError(LIFT_MESSAGES.vendorMayNotBook);
    if (!byOrganiser && !vendorMayBook(vendor)) throw new ForbiddenError(LIFT_MESSAGES.mayNotBook);

    return withConflicts(byOrganiser, () =>
      this.transaction.run(async ({ em, record }) => {
        const slot = await offeredSlot(
          this.schedules,
          em,
          booking.type,
          booking.date,
          booking.time,
        );
        const now = this.clock.now();
        const appointment = LiftAppointment.book({
          vendorId: vendor.id,
          vendorName: vendor.name,
          date: booking.date,
          slot,
          type: booking.type,
          notes: booking.notes,
          bookedBy: booking.bookedBy,
          now,
        });
        if (!byOrganiser && appointment.startsAt() <= now) {
          throw new DomainError(LIFT_MESSAGES.past);
        }
        if (booking.status) appointment.status = booking.status;
        const own = await em.count(LiftAppointment, {
          vendorId: vendor.id,
          appointmentType: booking.type,
        });
        if (own > 0) {
          throw new ConflictError(
            byOrganiser ? LIFT_MESSAGES.vendorHasType : LIFT_MESSAGES.onePerType,
          );
        }
        if (await slotTaken(em, booking.date, slot, null)) {
          throw new ConflictError(LIFT_MESSAGES.slotTaken);
        }
        em.persist(appointment);
        await em.flush();
        record(
          new LiftAppointmentBookedEvent(vendor.id, {
            ...factsOf(appointment),
            bookedBy: booking.bookedBy,
          }),
        );
        return liftAppointmentView(appointment);
      }, actor),
    );
  }
}

@CommandHandler(ChangeLiftAppointmentCommand)
export class ChangeLiftAppointmentHandler implements ICommandHandler<ChangeLiftAppointmentCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly schedules: LiftSchedules,
  ) {}

  execute({ id, change, actor }: ChangeLiftAppointmentCommand) {
    return withConflicts(true, () =>
      this.transaction.run(async ({ em, record }) => {
        const appointment = await em.findOne(LiftAppointment, { id });
        if (!appointment) throw new NotFoundError(LIFT_MESSAGES.notFound);
        const previous = factsOf(appointment);
        const type = change.type ?? appointment.appointmentType;
        const date = change.date ?? appointment.date;
        const time = change.timeSlot ?? appointment.timeSlot;
        const moves =
          type !== previous.appointmentType || date !== previous.date || time !== previous.timeSlot;
        if (moves) {
          const slot = await offeredSlot(this.schedules, em, type, date, time);
          if (type !== previous.appointmentType) {
            const other = await em.count(LiftAppointment, {
              vendorId: appointment.vendorId,
              appointmentType: type,
              id: { $ne: id },
            });
            if (other > 0) throw new ConflictError(LIFT_MESSAGES.vendorHasType);
          }
          if (await slotTaken(em, date, slot, id)) throw new ConflictError(LIFT_MESSAGES.slotTaken);
          appointment.moveTo(date, slot, type);
        }
        if (change.notes !== undefined) appointment.notes = change.notes;
        const completes = change.status === 'completed' && appointment.status !== 'completed';
        if (change.status) appointment.status = change.status;
        await em.flush();
        if (moves) {
          const { appointmentId: _, ...from } = previous;
          record(
            new LiftAppointmentMovedEvent(appointment.vendorId, {
              ...factsOf(appointment),
              previous: from,
            }),
          );
        }
        if (completes) {
          record(new LiftAppointmentCompletedEvent(appointment.vendorId, factsOf(appointment)));
        }
        return liftAppointmentView(appointment);
      }, actor),
    );
  }
}

@CommandHandler(CancelLiftAppointmentCommand)
export class CancelLiftAppointmentHandler implements ICommandHandler<CancelLiftAppointmentCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ id, by, actor }: CancelLiftAppointmentCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const appointment = await em.findOne(LiftAppointment, { id });
      if (!appointment) throw new NotFoundError(LIFT_MESSAGES.notFound);
      if (by !== 'admin') {
        // Another vendor's appointment is told apart from none at all by nothing.
        if (appointment.vendorId !== by.vendorId) throw new NotFoundError(LIFT_MESSAGES.notFound);
        const problem = appointment.vendorCancelProblem(this.clock.now());
        if (problem) throw new ConflictError(problem);
      }
      const facts = factsOf(appointment);
      em.remove(appointment);
      await em.flush();
      record(
        new LiftAppointmentCancelledEvent(appointment.vendorId, {
          ...facts,
          by: by === 'admin' ? 'admin' : 'vendor',
        }),
      );
    }, actor);
  }
}

@CommandHandler(UpdateLiftSettingsCommand)
export class UpdateLiftSettingsHandler implements ICommandHandler<UpdateLiftSettingsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, actor }: UpdateLiftSettingsCommand) {
    const problem = LiftSettings.problemOf(input);
    if (problem) throw new DomainError(problem);
    await this.transaction.run(async ({ em, record }) => {
      const settings =
        (await em.findOne(LiftSettings, { id: LiftSettings.SINGLETON_ID })) ??
        em.create(LiftSettings, {});
      settings.apply(input);
      await em.flush();
      record(new LiftSettingsUpdatedEvent('1', { slotMinutes: settings.slotMinutes }));
    }, actor);
    const appointments = await this.queryBus.execute(new ListLiftAppointmentsQuery());
    return { outsideSchedule: appointments.filter((appointment) => !appointment.fitsSchedule) };
  }
}

/** Registration's withdrawal frees the vendor's appointments in its own transaction. */
@CommandHandler(ReleaseWithdrawnVendorLiftCommand)
export class ReleaseWithdrawnVendorLiftHandler implements ICommandHandler<ReleaseWithdrawnVendorLiftCommand> {
  constructor(private readonly commandBus: CommandBus) {}

  execute({ vendorId }: ReleaseWithdrawnVendorLiftCommand): Promise<number> {
    return this.commandBus.execute(
      new ReleaseVendorLiftAppointmentsCommand(vendorId, 'vendor-withdrew'),
    );
  }
}

@CommandHandler(ReleaseVendorLiftAppointmentsCommand)
export class ReleaseVendorLiftAppointmentsHandler implements ICommandHandler<ReleaseVendorLiftAppointmentsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, reason }: ReleaseVendorLiftAppointmentsCommand): Promise<number> {
    return this.transaction.run(async ({ em, record }) => {
      const now = this.clock.now();
      const appointments = await em.find(LiftAppointment, { vendorId, status: 'booked' });
      const upcoming = appointments.filter((appointment) => appointment.startsAt() > now);
      for (const appointment of upcoming) {
        record(
          new LiftAppointmentCancelledEvent(vendorId, {
            ...factsOf(appointment),
            by: 'admin',
            reason,
          }),
        );
        em.remove(appointment);
      }
      await em.flush();
      return upcoming.length;
    });
  }
}
