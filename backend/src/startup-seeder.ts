import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdministratorCommand } from './admin/index.js';
import { SeedBoothAreasCommand } from './booths/index.js';
import { AddStandardEnglishTextsCommand } from './communication/index.js';
import { SeedMarketSettingsCommand } from './market/index.js';
import { AppConfig } from './shared/config/app-config.js';

/**
 * First-start data (docs/decisions.md 2, 187): market settings, the four areas with their stalls,
 * the first administrator; and the English of standard templates stored before issue 33. Runs
 * after `app.init()` (command handlers are registered at bootstrap); idempotent.
 */
@Injectable()
export class StartupSeeder {
  private readonly logger = new Logger('Start');

  constructor(
    private readonly commandBus: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async run(): Promise<void> {
    await this.commandBus.execute(new SeedMarketSettingsCommand());
    await this.commandBus.execute(new SeedBoothAreasCommand());
    // Standard templates stored before issue 33 get their English (docs/decisions.md 355).
    await this.commandBus.execute(new AddStandardEnglishTextsCommand());
    const admin = await this.commandBus.execute(
      new EnsureAdministratorCommand(this.config.adminUsername, this.config.adminPassword),
    );
    if (admin.generatedPassword) {
      // Printed once on purpose (docs/decisions.md 187): the only place this password ever appears.
      console.log(
        `Administrator angelegt: Benutzername "${admin.username}", Passwort "${admin.generatedPassword}" (bitte nach der ersten Anmeldung ändern)`,
      );
    } else if (admin.outcome === 'created' || admin.outcome === 'password-reset') {
      this.logger.log(`Administrator "${admin.username}": ${admin.outcome}`);
    }
  }
}
