import { Module } from '@nestjs/common';
import { AdminAuditLogController } from './http/admin-audit-log.controller.js';
import { AdminBoothsController } from './http/admin-booths.controller.js';
import { AdminVendorsController } from './http/admin-vendors.controller.js';
import { DirectoryController } from './http/directory.controller.js';
import { VendorDataController } from './http/vendor-data.controller.js';
import { VendorOwnDataController } from './http/vendor-own-data.controller.js';
import { VendorsController } from './http/vendors.controller.js';
import {
  AdminWithdrawalController,
  VendorWithdrawalController,
  WithdrawalViews,
} from './http/withdrawals.controller.js';
import { ListAuditLogHandler } from './queries/audit-log.handler.js';
import { GetSettingsChangesHandler } from './queries/settings-changes.js';
import { GetVendorMailDataHandler } from './queries/vendor-mail-data.handler.js';
import { GetVendorStatusHandler } from './queries/vendor-status.handler.js';
import { VendorStatusFactsReader } from './queries/vendor-status-facts.js';

/**
 * The read side: the routes whose answers combine several contexts (a vendor's status with
 * stall, money, lift and invoice; the console's vendor and stall lists; the 'Protokoll' of every stored event), and the views other
 * contexts ask for by registration's queries (a vendor's status, the data a mail needs). It depends on the
 * contexts' public entries and nothing depends on it (docs/decisions.md, issue 28).
 */
@Module({
  providers: [
    GetVendorMailDataHandler,
    GetVendorStatusHandler,
    ListAuditLogHandler,
    GetSettingsChangesHandler,
    WithdrawalViews,
    VendorStatusFactsReader,
  ],
  controllers: [
    VendorsController,
    VendorDataController,
    VendorOwnDataController,
    AdminVendorsController,
    AdminBoothsController,
    AdminAuditLogController,
    VendorWithdrawalController,
    AdminWithdrawalController,
    DirectoryController,
  ],
})
export class ViewsModule {}
