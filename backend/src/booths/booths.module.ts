import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { HoldBoothHandler } from './commands/hold-booth.handler.js';
import { ReleaseVendorHoldHandler } from './commands/release-vendor-hold.handler.js';
import { OccupyBoothHandler } from './commands/occupy-booth.handler.js';
import { ReleaseBoothHandler } from './commands/release-booth.handler.js';
import { ReserveBoothHandler } from './commands/reserve-booth.handler.js';
import { ReleaseExpiredHoldsHandler } from './commands/release-expired-holds.handler.js';
import { ReserveBoothManuallyHandler } from './commands/reserve-booth-manually.handler.js';
import { UpdateBoothAreaHandler } from './commands/update-booth-area.handler.js';
import { UpdateBoothLocationHandler } from './commands/update-booth-location.handler.js';
import { SeedBoothAreasHandler } from './commands/seed-booth-areas.handler.js';
import { DeleteAreaPlanHandler } from './commands/delete-area-plan.handler.js';
import { UpdateBoothLayoutHandler } from './commands/update-booth-layout.handler.js';
import { UploadAreaPlanHandler } from './commands/upload-area-plan.handler.js';
import { GetAreaPlanImageHandler } from './queries/get-area-plan-image.handler.js';
import { AreaPlan } from './domain/area-plan.entity.js';
import { BoothArea } from './domain/booth-area.entity.js';
import { Booth } from './domain/booth.entity.js';
import { BoothsController } from './http/booths.controller.js';
import { ReleaseExpiredHoldsJob } from './jobs/release-expired-holds.job.js';
import { CanHoldBoothHandler } from './queries/can-hold-booth.handler.js';
import { GetBoothHandler } from './queries/get-booth.handler.js';
import { GetVendorBoothHandler } from './queries/get-vendor-booth.handler.js';
import { ListVendorBoothsHandler } from './queries/list-vendor-booths.handler.js';
import { ListBoothAreasHandler } from './queries/list-booth-areas.handler.js';
import { ListBoothListingsHandler } from './queries/list-booth-listings.handler.js';
import { ListBoothsHandler } from './queries/list-booths.handler.js';
import { ListFreeBoothsHandler } from './queries/list-free-booths.handler.js';
import { ListPublicBoothsHandler } from './queries/list-public-booths.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([BoothArea, Booth, AreaPlan])],
  controllers: [BoothsController],
  providers: [
    SeedBoothAreasHandler,
    HoldBoothHandler,
    ReleaseExpiredHoldsHandler,
    ReleaseVendorHoldHandler,
    ReserveBoothHandler,
    OccupyBoothHandler,
    ReleaseBoothHandler,
    ReserveBoothManuallyHandler,
    UpdateBoothLocationHandler,
    UpdateBoothAreaHandler,
    UpdateBoothLayoutHandler,
    UploadAreaPlanHandler,
    DeleteAreaPlanHandler,
    GetAreaPlanImageHandler,
    ReleaseExpiredHoldsJob,
    ListBoothAreasHandler,
    ListBoothsHandler,
    ListFreeBoothsHandler,
    ListBoothListingsHandler,
    ListPublicBoothsHandler,
    CanHoldBoothHandler,
    GetBoothHandler,
    GetVendorBoothHandler,
    ListVendorBoothsHandler,
  ],
})
export class BoothsModule {}
