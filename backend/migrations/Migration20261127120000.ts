import { Migration } from '@mikro-orm/migrations';

/**
 * The specification's last fields (issue 27): a block can be marked permanent (`can_be_unblocked`
 * false, on the vendor and on the block list's archive entry), and a stall area has a price per
 * metre for stalls with a width.
 */
export class Migration20261127120000 extends Migration {
  override name = 'Migration20261127120000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "vendor" add column "can_be_unblocked" boolean not null default true;`,
    );
    this.addSql(
      `alter table "archive_entry" add column "can_be_unblocked" boolean not null default true;`,
    );
    this.addSql(`alter table "booth_area" add column "price_per_meter" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booth_area" drop column "price_per_meter";`);
    this.addSql(`alter table "archive_entry" drop column "can_be_unblocked";`);
    this.addSql(`alter table "vendor" drop column "can_be_unblocked";`);
  }
}
