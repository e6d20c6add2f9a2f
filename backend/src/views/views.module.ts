import { Module } from '@nestjs/common';
import { AdminBoothsController } from './http/admin-booths.controller.js';
import { AdminVendorsController } from './http/admin-vendors.controller.js';
import { VendorDataController } from './http/vendor-data.controller.js';
import { VendorsController } from './http/vendors.controller.js';

/**
 * The read side: the routes whose answers combine several contexts (a vendor's status with
 * stall, money, lift and invoice; the console's vendor and stall lists). It depends on the
 * contexts' public entries and nothing depends on it (docs/decisions.md, issue 28).
 */
@Module({
  controllers: [
    VendorsController,
    VendorDataController,
    AdminVendorsController,
    AdminBoothsController,
  ],
})
export class ViewsModule {}
