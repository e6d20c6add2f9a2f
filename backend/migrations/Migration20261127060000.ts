import { Migration } from '@mikro-orm/migrations';

/**
 * The analytics of the public pages counted the page views of the console, the scanner and the
 * internal sync helper (issue 25); they are no longer recorded, and those recorded before are
 * deleted.
 */
export class Migration20261127060000 extends Migration {
  override name = 'Migration20261127060000';

  override up(): void | Promise<void> {
    this.addSql(
      `delete from "analytics_event" where "page" ~ '^/(admin|qr-scanner|sync-helper)([-/?#]|$)';`,
    );
  }

  override down(): void | Promise<void> {
    // Deleted usage data cannot come back; nothing to undo in the schema.
  }
}
