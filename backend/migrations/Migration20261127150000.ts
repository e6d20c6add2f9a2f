import { Migration } from '@mikro-orm/migrations';

/**
 * The TOTP time step an account last signed in with, so a code cannot be used twice
 * (docs/decisions.md 214).
 */
export class Migration20261127150000 extends Migration {
  override name = 'Migration20261127150000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "administrator" add "totp_last_step" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "administrator" drop column "totp_last_step";`);
  }
}
