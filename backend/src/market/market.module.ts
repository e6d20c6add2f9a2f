import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { UpdateMarketSettingsHandler } from './commands/update-market-settings.handler.js';
import { SeedMarketSettingsHandler } from './commands/seed-market-settings.handler.js';
import { MarketSettings } from './domain/market-settings.entity.js';
import { AdminMarketSettingsController } from './http/admin-market-settings.controller.js';
import { MarketSettingsController } from './http/market-settings.controller.js';
import { GetMarketSettingsHandler } from './queries/get-market-settings.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([MarketSettings])],
  controllers: [MarketSettingsController, AdminMarketSettingsController],
  providers: [SeedMarketSettingsHandler, UpdateMarketSettingsHandler, GetMarketSettingsHandler],
})
export class MarketModule {}
