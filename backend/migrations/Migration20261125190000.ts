import { Migration } from '@mikro-orm/migrations';

/**
 * Scheduled jobs (issue 15): one row per run of a job (who started it, when, how it ended, what
 * it did). A job that runs once per season may succeed only once for that season: the partial
 * unique index keeps that true even if two app instances got past the advisory lock.
 */
export class Migration20261125190000 extends Migration {
  override name = 'Migration20261125190000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job_run" ("id" bigserial, "name" varchar(100) not null, "season" int null, "triggered_by" varchar(100) not null, "status" text not null, "summary" text not null, "started_at" timestamptz not null, "finished_at" timestamptz null, constraint "job_run_pkey" primary key ("id"), constraint "job_run_status_check" check ("status" in ('running', 'succeeded', 'failed')));`,
    );
    this.addSql(
      `create index "job_run_name_started_at_index" on "job_run" ("name", "started_at");`,
    );
    this.addSql(
      `create unique index "job_run_season_once_index" on "job_run" ("name", "season") where "status" = 'succeeded' and "season" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_run";`);
  }
}
