import { Migration } from '@mikro-orm/migrations';

/**
 * Analytics report (issue 16): the per-day and per-device figures and the retention job select
 * analytics events by time alone.
 */
export class Migration20261126010000 extends Migration {
  override name = 'Migration20261126010000';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "analytics_event_occurred_at_index" on "analytics_event" ("occurred_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "analytics_event_occurred_at_index";`);
  }
}
