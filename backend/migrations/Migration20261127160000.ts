import { Migration } from '@mikro-orm/migrations';

/**
 * Who sent a mail by hand (issue 29): the person shows in the outbox; a scan's scanner as wide as
 * a display name.
 */
export class Migration20261127160000 extends Migration {
  override name = 'Migration20261127160000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_message" add "requested_by" varchar(100) null;`);
    this.addSql(`alter table "set_up_scan" alter column "scanned_by" type varchar(100);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_message" drop column "requested_by";`);
    this.addSql(`alter table "set_up_scan" alter column "scanned_by" type varchar(50);`);
  }
}
