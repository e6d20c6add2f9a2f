import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DeleteVendorLiftAppointmentsHandler } from './commands/delete-vendor-lift-appointments.handler.js';
import {
  BookLiftAppointmentHandler,
  CancelLiftAppointmentHandler,
  ChangeLiftAppointmentHandler,
  ReleaseVendorLiftAppointmentsHandler,
  ReleaseWithdrawnVendorLiftHandler,
  UpdateLiftSettingsHandler,
} from './commands/lift-appointment.handlers.js';
import { LiftAppointment } from './domain/lift-appointment.entity.js';
import { LiftSettings } from './domain/lift-settings.entity.js';
import { AdminLiftController } from './http/admin-lift.controller.js';
import { LiftSettingsController } from './http/lift-settings.controller.js';
import { PublicLiftSlotsController } from './http/public-lift-slots.controller.js';
import { VendorLiftAppointmentsController } from './http/vendor-lift-appointments.controller.js';
import { GetLiftSettingsHandler } from './queries/get-lift-settings.handler.js';
import {
  GetLiftCalendarHandler,
  GetLiftDaysHandler,
  ListLiftAppointmentsHandler,
  ListLiftSlotsHandler,
} from './queries/lift.handlers.js';
import { LiftSchedules } from './queries/lift-schedules.js';
import { ListVendorLiftAppointmentsHandler } from './queries/list-vendor-lift-appointments.handler.js';
import { VendorLeftReactor } from './reactions/vendor-left.reactor.js';

@Module({
  imports: [MikroOrmModule.forFeature([LiftSettings, LiftAppointment])],
  controllers: [
    LiftSettingsController,
    PublicLiftSlotsController,
    VendorLiftAppointmentsController,
    AdminLiftController,
  ],
  providers: [
    LiftSchedules,
    GetLiftSettingsHandler,
    GetLiftDaysHandler,
    GetLiftCalendarHandler,
    ListLiftAppointmentsHandler,
    ListLiftSlotsHandler,
    ListVendorLiftAppointmentsHandler,
    BookLiftAppointmentHandler,
    ChangeLiftAppointmentHandler,
    CancelLiftAppointmentHandler,
    UpdateLiftSettingsHandler,
    ReleaseVendorLiftAppointmentsHandler,
    ReleaseWithdrawnVendorLiftHandler,
    DeleteVendorLiftAppointmentsHandler,
    VendorLeftReactor,
  ],
})
export class LiftModule {}
