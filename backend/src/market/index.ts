// The public entry of market: all that other contexts may use of it.
export { SeedMarketSettingsCommand } from './commands/seed-market-settings.command.js';
export { UpdateMarketSettingsCommand } from './commands/update-market-settings.command.js';
export { MarketSettingsDto } from './http/market-settings.dto.js';
export {
  GetMarketSettingsQuery,
  type MarketSettingsView,
} from './queries/get-market-settings.query.js';
export { marketSettingsPart } from './queries/market-settings.part.js';
