import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000106 extends Migration {
  override name = 'Migration20261122000106';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_session" ("id" uuid not null, "administrator_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "admin_session_administrator_id_index" on "admin_session" ("administrator_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_session" cascade;`);
  }
}
