import { Migration } from '@mikro-orm/migrations';

/**
 * Background work is claimed with a lease instead of a row lock held through the work
 * (issue 26): reactions and outgoing mail get `locked_until` and `locked_by` (the worker that
 * holds the lease); a failed reaction can be
 * discarded by the organiser; failed scheduled job runs are retried from `job_retry`.
 */
export class Migration20261127100000 extends Migration {
  override name = 'Migration20261127100000';

  override up(): void | Promise<void> {
    for (const table of ['event_reaction', 'mail_message']) {
      this.addSql(
        `alter table "${table}" add column "locked_until" timestamptz null, add column "locked_by" varchar(64) null;`,
      );
    }
    this.addSql(
      `alter table "event_reaction" drop constraint if exists "event_reaction_state_check";`,
    );
    this.addSql(
      `alter table "event_reaction" add constraint "event_reaction_state_check" check ("state" in ('pending', 'done', 'failed', 'discarded'));`,
    );
    this.addSql(
      `create table "job_retry" ("id" bigserial primary key, "name" varchar(100) not null, "state" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "locked_by" varchar(64) null, "last_error" text null, "created_at" timestamptz not null, "done_at" timestamptz null, constraint "job_retry_state_check" check ("state" in ('pending', 'done', 'failed', 'discarded')));`,
    );
    // At most one open retry per job: a second failure joins it.
    this.addSql(
      `create unique index "job_retry_open_unique" on "job_retry" ("name") where "state" = 'pending';`,
    );
    this.addSql(
      `create index "job_retry_state_next_attempt_at_index" on "job_retry" ("state", "next_attempt_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_retry" cascade;`);
    this.addSql(`update "event_reaction" set "state" = 'failed' where "state" = 'discarded';`);
    this.addSql(
      `alter table "event_reaction" drop constraint if exists "event_reaction_state_check";`,
    );
    this.addSql(
      `alter table "event_reaction" add constraint "event_reaction_state_check" check ("state" in ('pending', 'done', 'failed'));`,
    );
    for (const table of ['mail_message', 'event_reaction']) {
      this.addSql(`alter table "${table}" drop column "locked_until", drop column "locked_by";`);
    }
  }
}
