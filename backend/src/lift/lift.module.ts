import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DeleteVendorLiftAppointmentsHandler } from './commands/delete-vendor-lift-appointments.handler.js';
import { LiftAppointment } from './domain/lift-appointment.entity.js';
import { LiftSettings } from './domain/lift-settings.entity.js';
import { LiftSettingsController } from './http/lift-settings.controller.js';
import { VendorLiftAppointmentsController } from './http/vendor-lift-appointments.controller.js';
import { ListVendorLiftAppointmentsHandler } from './queries/list-vendor-lift-appointments.handler.js';
import { GetLiftSettingsHandler } from './queries/get-lift-settings.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([LiftSettings, LiftAppointment])],
  controllers: [LiftSettingsController, VendorLiftAppointmentsController],
  providers: [
    GetLiftSettingsHandler,
    ListVendorLiftAppointmentsHandler,
    DeleteVendorLiftAppointmentsHandler,
  ],
})
export class LiftModule {}
