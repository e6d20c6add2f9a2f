import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys of state-changing requests (issue 25): one row per caller, method, path and
 * key, claimed before the request runs and holding its answer for a repeat. Logged, unlike the
 * rate-limit counters: a repeat after a crash or restart must still find the first answer.
 */
export class Migration20261127010000 extends Migration {
  override name = 'Migration20261127010000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "idempotency_key" ("id" char(64) not null, "fingerprint" char(64) not null, "status" smallint null, "body" text null, "locked_until" timestamptz null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "idempotency_key_expires_at_index" on "idempotency_key" ("expires_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_key";`);
  }
}
