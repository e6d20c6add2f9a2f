import { Migration } from '@mikro-orm/migrations';

/**
 * Outbox state 'filed' (issue 25): a message written to DATA_DIR/mail because SMTP_URL is not
 * set never left the machine and is no longer counted as 'sent'.
 */
export class Migration20261127050000 extends Migration {
  override name = 'Migration20261127050000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_message" drop constraint if exists "mail_message_state_check";`);
    this.addSql(
      `alter table "mail_message" add constraint "mail_message_state_check" check ("state" in ('queued', 'sent', 'filed', 'failed', 'held', 'discarded'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`update "mail_message" set "state" = 'sent' where "state" = 'filed';`);
    this.addSql(`alter table "mail_message" drop constraint if exists "mail_message_state_check";`);
    this.addSql(
      `alter table "mail_message" add constraint "mail_message_state_check" check ("state" in ('queued', 'sent', 'failed', 'held', 'discarded'));`,
    );
  }
}
