import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ChooseCashDepositHandler } from './commands/choose-cash-deposit.handler.js';
import { RecordDepositPaidHandler } from './commands/record-deposit-paid.handler.js';
import { RegisterVendorHandler } from './commands/register-vendor.handler.js';
import { SelectBoothHandler } from './commands/select-booth.handler.js';
import { UpdateVendorBillingHandler } from './commands/update-vendor-billing.handler.js';
import { Vendor } from './domain/vendor.entity.js';
import { AdminVendorsController } from './http/admin-vendors.controller.js';
import { VendorsController } from './http/vendors.controller.js';
import { FindVendorByAccessCodeHandler } from './queries/find-vendor-by-access-code.handler.js';
import { GetVendorStatusHandler } from './queries/get-vendor-status.handler.js';
import { GetVendorHandler } from './queries/get-vendor.handler.js';
import { ListVendorsHandler } from './queries/list-vendors.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([Vendor])],
  controllers: [VendorsController, AdminVendorsController],
  providers: [
    RegisterVendorHandler,
    UpdateVendorBillingHandler,
    SelectBoothHandler,
    RecordDepositPaidHandler,
    ChooseCashDepositHandler,
    FindVendorByAccessCodeHandler,
    GetVendorHandler,
    GetVendorStatusHandler,
    ListVendorsHandler,
  ],
})
export class RegistrationModule {}
