import { Migration } from '@mikro-orm/migrations';

export class Migration20261124233738 extends Migration {
  override name = 'Migration20261124233738';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "invitation" ("id" serial primary key, "email" varchar(254) not null, "name" varchar(200) null, "market_year" int not null, "notes" varchar(1000) null, "source" text not null, "status" text not null default 'pending', "token" varchar(43) not null, "invited_at" timestamptz null, "registered_at" timestamptz null, "vendor_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "invitation" add constraint "invitation_token_unique" unique ("token");`,
    );
    this.addSql(
      `create index "invitation_market_year_status_index" on "invitation" ("market_year", "status");`,
    );
    this.addSql(
      `alter table "invitation" add constraint "invitation_market_year_email_unique" unique ("market_year", "email");`,
    );

    this.addSql(
      `alter table "invitation" add constraint "invitation_source_check" check ("source" in ('manual', 'csv', 'previous-year'));`,
    );
    this.addSql(
      `alter table "invitation" add constraint "invitation_status_check" check ("status" in ('pending', 'invited', 'registered'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invitation" cascade;`);
  }
}
