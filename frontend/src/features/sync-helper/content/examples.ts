import { msg } from '@lingui/core/macro';

/**
 * The historical stall fixes from the old system, written the way this product applies such
 * changes now: as committed MikroORM migrations. Table and column names are the real ones
 * (`booth`, `booth_area`); the file names are examples.
 */

export const GUIDE_PATH = 'docs/stall-changes.md';
export const MIGRATIONS_DIR = 'backend/migrations/';
export const MIGRATIONS_INDEX = 'backend/migrations/index.ts';

export const ADD_STALLS_FILE = 'backend/migrations/Migration20261201090000.ts';
export const ADD_STALLS_MIGRATION = `import { Migration } from '@mikro-orm/migrations';

/** Ergänzt die Standplätze BK-02 (Burgkeller) und RS-03 (Rittersaal). */
export class Migration20261201090000 extends Migration {
  override up(): void {
    this.addSql(\`
      insert into "booth" ("area_id", "number", "status")
      select a."id", v."number", 'available'
      from (values ('BK', 'BK-02'), ('RS', 'RS-03')) as v ("code", "number")
      join "booth_area" a on a."code" = v."code"
      on conflict ("number") do nothing;
    \`);
  }

  override down(): void {
    // Nur wieder entfernen, solange die Plätze frei sind.
    this.addSql(\`
      delete from "booth"
      where "number" in ('BK-02', 'RS-03')
        and "status" = 'available' and "vendor_id" is null;
    \`);
  }
}`;

export const RENUMBER_FILE = 'backend/migrations/Migration20261201091500.ts';
export const RENUMBER_MIGRATION = `import { Migration } from '@mikro-orm/migrations';

/** Stellt Standplatznummern auf das Präfix-Format um: "1" im Arkadenhof wird "AK-01". */
export class Migration20261201091500 extends Migration {
  override up(): void {
    this.addSql(\`
      update "booth" b
      set "number" = a."code" || '-' || lpad(b."number", 2, '0')
      from "booth_area" a
      where b."area_id" = a."id"
        and b."number" ~ '^[0-9]+$';
    \`);
  }
}`;

export const REGISTER_MIGRATION = `import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121224359 } from './Migration20261121224359.js';
import { Migration20261201090000 } from './Migration20261201090000.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121224359', class: Migration20261121224359 },
  { name: 'Migration20261201090000', class: Migration20261201090000 },
];`;

/** Commands with explanations (shell comments), in the page's language. */
export const LOCAL_CHECK_COMMANDS = msg`npm run migrate     # baut und wendet offene Migrationen an
npm run dev         # Admin-Bereich und Standplatzkarte prüfen
npm test            # alle Tests, auch gegen eine frische Datenbank`;

export const DEPLOY_COMMANDS = msg`# Variante A: beim Start (Standard)
npm start           # wendet offene Migrationen an, bevor der Server Anfragen annimmt

# Variante B: vorab als eigener Schritt
DATABASE_URL=postgres://… npm run migrate`;

/** The line the backend writes to its log (in German, as it does). */
export const START_LOG_LINE = 'Migrationen angewendet: Migration20261201090000';
