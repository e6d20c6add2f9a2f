import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AppConfig } from '../config/app-config.js';
import { describeDatabase } from './orm-options.js';

export class DatabaseUnavailableError extends Error {}

/**
 * Checks the connection and applies pending migrations before any other module starts
 * (docs/decisions.md 184).
 */
@Injectable()
export class DatabaseInitializer implements OnModuleInit {
  private readonly logger = new Logger(DatabaseInitializer.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const connection = await this.connect();
    if (!connection.ok) {
      const setting = this.config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
      throw new DatabaseUnavailableError(
        `Datenbank nicht erreichbar (${setting}: ${describeDatabase(this.config)}): ${connection.reason}`,
      );
    }
    const applied = await this.orm.migrator.up();
    if (applied.length > 0) {
      this.logger.log(`Migrationen angewendet: ${applied.map((m) => m.name).join(', ')}`);
    }
  }

  private async connect(): Promise<{ ok: true } | { ok: false; reason: string }> {
    try {
      if (!(await this.orm.isConnected())) await this.orm.connect();
    } catch (error) {
      return { ok: false, reason: (error as Error).message };
    }
    return this.orm.checkConnection();
  }
}
