import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LiftSettings } from './domain/lift-settings.entity.js';
import { LiftSettingsController } from './http/lift-settings.controller.js';
import { GetLiftSettingsHandler } from './queries/get-lift-settings.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([LiftSettings])],
  controllers: [LiftSettingsController],
  providers: [GetLiftSettingsHandler],
})
export class LiftModule {}
