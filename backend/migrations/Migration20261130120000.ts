import { Migration } from '@mikro-orm/migrations';

/**
 * An invoice's printed lines when it has several (issue 32): the stall's base and one line per
 * surcharge of the agreed fee. Null on every invoice before, which prints its one line.
 */
export class Migration20261130120000 extends Migration {
  override name = 'Migration20261130120000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" add column "lines" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop column "lines";`);
  }
}
