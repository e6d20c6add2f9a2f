import { Migration } from '@mikro-orm/migrations';

/** The price a vendor pays for their stall is kept on the stall when they get it. */
export class Migration20261123150000 extends Migration {
  override name = 'Migration20261123150000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booth" add "agreed_price" integer null;`);
    this.addSql(
      `update "booth" b set "agreed_price" = a."price" from "booth_area" a where a."id" = b."area_id" and (b."vendor_id" is not null or b."hold_vendor_id" is not null);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booth" drop column "agreed_price";`);
  }
}
