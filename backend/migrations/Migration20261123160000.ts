import { Migration } from '@mikro-orm/migrations';

/** Logging out ends the vendor's session cookies issued before. */
export class Migration20261123160000 extends Migration {
  override name = 'Migration20261123160000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vendor" add "sessions_ended_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "vendor" drop column "sessions_ended_at";`);
  }
}
