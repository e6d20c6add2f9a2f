import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import {
  BlockVendorHandler,
  CheckInVendorHandler,
  DeleteVendorHandler,
  MarkBlockPermanenceHandler,
  MarkVendorSetUpHandler,
  UnblockVendorHandler,
  UpdateVendorByAdminHandler,
} from './commands/admin-vendor.handlers.js';
import { AssignVendorBoothHandler } from './commands/assign-vendor-booth.handler.js';
import { WithdrawRegistrationHandler } from './commands/withdraw-registration.handler.js';
import { ChooseCashDepositHandler } from './commands/choose-cash-deposit.handler.js';
import { EndVendorSessionsHandler } from './commands/end-vendor-sessions.handler.js';
import { RecordDepositPaidHandler } from './commands/record-deposit-paid.handler.js';
import { RegisterVendorHandler } from './commands/register-vendor.handler.js';
import { SelectBoothHandler } from './commands/select-booth.handler.js';
import { UnassignBoothHandler } from './commands/unassign-booth.handler.js';
import { UpdateVendorBillingHandler } from './commands/update-vendor-billing.handler.js';
import {
  ConfirmVendorEmailChangeHandler,
  RequestVendorEmailChangeHandler,
  UpdateVendorProfileHandler,
} from './commands/vendor-own-data.handlers.js';
import { VendorEmailChange } from './domain/vendor-email-change.entity.js';
import { Vendor } from './domain/vendor.entity.js';
import {
  GetPendingEmailChangeHandler,
  GetVendorEmailChangeHandler,
} from './queries/vendor-email-change.handlers.js';
import { FindVendorByAccessCodeHandler } from './queries/find-vendor-by-access-code.handler.js';
import { GetVendorHistoryHandler } from './queries/get-vendor-history.handler.js';
import { GetVendorHandler } from './queries/get-vendor.handler.js';
import { GetVendorStandingHandler } from './queries/get-vendor-standing.handler.js';
import { ListVendorContactsHandler } from './queries/list-vendor-contacts.handler.js';
import { ListVendorsHandler } from './queries/list-vendors.handler.js';
import { ListOnSiteVendorsHandler } from './queries/list-on-site-vendors.handler.js';
import { ListSeasonVendorsHandler } from './queries/list-season-vendors.handler.js';
import { VendorMaySignInHandler } from './queries/vendor-may-sign-in.handler.js';
import { FindVendorIdsByEmailHandler } from './queries/find-vendor-ids-by-email.handler.js';
import { GetVendorBillingHandler } from './queries/get-vendor-billing.handler.js';
import { ListDirectoryVendorsHandler } from './queries/list-directory-vendors.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([Vendor, VendorEmailChange])],
  providers: [
    RegisterVendorHandler,
    UpdateVendorBillingHandler,
    SelectBoothHandler,
    RecordDepositPaidHandler,
    ChooseCashDepositHandler,
    EndVendorSessionsHandler,
    AssignVendorBoothHandler,
    WithdrawRegistrationHandler,
    UpdateVendorByAdminHandler,
    BlockVendorHandler,
    UnblockVendorHandler,
    MarkBlockPermanenceHandler,
    MarkVendorSetUpHandler,
    CheckInVendorHandler,
    DeleteVendorHandler,
    GetVendorHistoryHandler,
    UnassignBoothHandler,
    FindVendorByAccessCodeHandler,
    GetVendorHandler,
    GetVendorStandingHandler,
    ListVendorsHandler,
    ListOnSiteVendorsHandler,
    ListSeasonVendorsHandler,
    ListVendorContactsHandler,
    GetVendorBillingHandler,
    FindVendorIdsByEmailHandler,
    VendorMaySignInHandler,
    UpdateVendorProfileHandler,
    RequestVendorEmailChangeHandler,
    ConfirmVendorEmailChangeHandler,
    GetVendorEmailChangeHandler,
    GetPendingEmailChangeHandler,
    ListDirectoryVendorsHandler,
  ],
})
export class RegistrationModule {}
