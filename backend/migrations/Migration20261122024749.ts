import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024749 extends Migration {
  override name = 'Migration20261122024749';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "booth" add constraint "booth_vendor_id_unique" unique ("vendor_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booth" drop constraint "booth_vendor_id_unique";`);
  }
}
