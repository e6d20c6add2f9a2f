import { Migration } from '@mikro-orm/migrations';

/** Who sent a mail by hand (issue 29): the person shows in the outbox. */
export class Migration20261127160000 extends Migration {
  override name = 'Migration20261127160000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_message" add "requested_by" varchar(100) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_message" drop column "requested_by";`);
  }
}
