import { Migration } from '@mikro-orm/migrations';

/**
 * Vendors change their e-mail address by a confirmation link (issue 31): one row per request,
 * deleted with the vendor.
 */
export class Migration20261129130000 extends Migration {
  override name = 'Migration20261129130000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "vendor_email_change" ("id" uuid not null, "vendor_id" uuid not null, "new_email" varchar(254) not null, "previous_email" varchar(254) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "replaced_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "vendor_email_change_vendor_id_index" on "vendor_email_change" ("vendor_id");`,
    );
    this.addSql(
      `alter table "vendor_email_change" add constraint "vendor_email_change_vendor_id_foreign" foreign key ("vendor_id") references "vendor" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "vendor_email_change" cascade;`);
  }
}
