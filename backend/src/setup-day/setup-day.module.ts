import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '../shared/config/app-config.js';
import { ConfirmSetUpHandler } from './commands/confirm-set-up.handler.js';
import { ForgetScanCodeHandler } from './commands/forget-scan-code.handler.js';
import { GenerateScanCodesHandler } from './commands/generate-scan-codes.handler.js';
import { QrTokens } from './domain/qr-tokens.js';
import { ScanCode } from './domain/scan-code.entity.js';
import { SetUpScan } from './domain/set-up-scan.entity.js';
import { SetUpDayController } from './http/set-up-day.controller.js';
import { VendorDeletedReactor } from './reactions/vendor-deleted.reactor.js';
import {
  ListBoothSheetsHandler,
  ListEmergencyListHandler,
  ListScanVendorsHandler,
  ResolveScanHandler,
} from './queries/set-up-day.handlers.js';

/** Set-up day: stall sheets with QR and scan codes, the scanner, check-in (issue 14). */
@Module({
  imports: [MikroOrmModule.forFeature([ScanCode, SetUpScan])],
  controllers: [SetUpDayController],
  providers: [
    {
      provide: QrTokens,
      useFactory: (config: AppConfig) => new QrTokens(config.jwtSecret),
      inject: [AppConfig],
    },
    GenerateScanCodesHandler,
    ConfirmSetUpHandler,
    ForgetScanCodeHandler,
    VendorDeletedReactor,
    ListScanVendorsHandler,
    ResolveScanHandler,
    ListBoothSheetsHandler,
    ListEmergencyListHandler,
  ],
})
export class SetUpDayModule {}
