import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { RegisterVendorHandler } from './commands/register-vendor.handler.js';
import { UpdateVendorBillingHandler } from './commands/update-vendor-billing.handler.js';
import { Vendor } from './domain/vendor.entity.js';
import { VendorsController } from './http/vendors.controller.js';
import { FindVendorByAccessCodeHandler } from './queries/find-vendor-by-access-code.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([Vendor])],
  controllers: [VendorsController],
  providers: [RegisterVendorHandler, UpdateVendorBillingHandler, FindVendorByAccessCodeHandler],
})
export class RegistrationModule {}
