import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { HoldBoothHandler } from './commands/hold-booth.handler.js';
import { ReleaseVendorHoldHandler } from './commands/release-vendor-hold.handler.js';
import { ReserveBoothHandler } from './commands/reserve-booth.handler.js';
import { ReleaseExpiredHoldsHandler } from './commands/release-expired-holds.handler.js';
import { SeedBoothAreasHandler } from './commands/seed-booth-areas.handler.js';
import { BoothArea } from './domain/booth-area.entity.js';
import { Booth } from './domain/booth.entity.js';
import { BoothsController } from './http/booths.controller.js';
import { ReleaseExpiredHoldsJob } from './jobs/release-expired-holds.job.js';
import { GetVendorBoothHandler } from './queries/get-vendor-booth.handler.js';
import { ListVendorBoothsHandler } from './queries/list-vendor-booths.handler.js';
import { ListBoothAreasHandler } from './queries/list-booth-areas.handler.js';
import { ListBoothsHandler } from './queries/list-booths.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([BoothArea, Booth])],
  controllers: [BoothsController],
  providers: [
    SeedBoothAreasHandler,
    HoldBoothHandler,
    ReleaseExpiredHoldsHandler,
    ReleaseVendorHoldHandler,
    ReserveBoothHandler,
    ReleaseExpiredHoldsJob,
    ListBoothAreasHandler,
    ListBoothsHandler,
    GetVendorBoothHandler,
    ListVendorBoothsHandler,
  ],
})
export class BoothsModule {}
