import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdministratorCommand } from './admin/commands/ensure-administrator.command.js';
import { SeedBoothAreasCommand } from './booths/commands/seed-booth-areas.command.js';
import { SeedMarketSettingsCommand } from './market/commands/seed-market-settings.command.js';
import { AppConfig } from './shared/config/app-config.js';

/** First-start data (DECISIONS 6): market settings, the four areas with their stalls, the first administrator. */
@Injectable()
export class StartupSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Start');

  constructor(
    private readonly commandBus: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedOnStartup) return;
    await this.commandBus.execute(new SeedMarketSettingsCommand());
    await this.commandBus.execute(new SeedBoothAreasCommand());
    const admin = await this.commandBus.execute(
      new EnsureAdministratorCommand(this.config.adminUsername, this.config.adminPassword),
    );
    if (admin.generatedPassword) {
      // Printed once on purpose (DECISIONS 6): the only place this password ever appears.
      console.log(
        `Administrator angelegt: Benutzername "${admin.username}", Passwort "${admin.generatedPassword}" (bitte nach der ersten Anmeldung ändern)`,
      );
    } else if (admin.outcome === 'created' || admin.outcome === 'password-reset') {
      this.logger.log(`Administrator "${admin.username}": ${admin.outcome}`);
    }
  }
}
