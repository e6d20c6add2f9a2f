import { type DynamicModule, Module } from '@nestjs/common';
import { EntityManager as CoreEntityManager } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../config/app-config.js';
import { DatabaseInitializer } from './database-initializer.js';
import { ormOptions } from './orm-options.js';

/** The SQL entity manager is injected as `EntityManager` from '@mikro-orm/sql' (same on PGlite and PostgreSQL). */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [MikroOrmModule.forRoot(ormOptions(config))],
      providers: [DatabaseInitializer, { provide: EntityManager, useExisting: CoreEntityManager }],
      exports: [EntityManager],
    };
  }
}
