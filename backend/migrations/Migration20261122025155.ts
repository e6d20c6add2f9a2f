import { Migration } from '@mikro-orm/migrations';

export class Migration20261122025155 extends Migration {
  override name = 'Migration20261122025155';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vendor" add "source" text not null default 'form';`);
    this.addSql(
      `alter table "vendor" add constraint "vendor_source_check" check ("source" in ('form', 'admin'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "vendor" drop constraint "vendor_source_check";`);
    this.addSql(`alter table "vendor" drop column "source";`);
  }
}
