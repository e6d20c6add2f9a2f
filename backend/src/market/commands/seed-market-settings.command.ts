import { Command } from '@nestjs/cqrs';

/** Creates the market settings on first start; does nothing when they exist. */
export class SeedMarketSettingsCommand extends Command<{ created: boolean }> {}
