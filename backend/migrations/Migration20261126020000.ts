import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters every app instance shares (RATE_LIMIT_STORE=postgres, issue 17). Unlogged:
 * written on every request, and a crash only resets the current windows.
 */
export class Migration20261126020000 extends Migration {
  override name = 'Migration20261126020000';

  override up(): void | Promise<void> {
    this.addSql(
      `create unlogged table "rate_limit_counter" ("key" varchar(200) not null, "count" int not null, "reset_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(
      `create index "rate_limit_counter_reset_at_index" on "rate_limit_counter" ("reset_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counter";`);
  }
}
