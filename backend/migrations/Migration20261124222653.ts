import { Migration } from '@mikro-orm/migrations';

/** Reactions to stored domain events and the mail outbox (issue 10). */
export class Migration20261124222653 extends Migration {
  override name = 'Migration20261124222653';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "event_reaction" ("id" bigserial primary key, "consumer" varchar(100) not null, "event_id" bigint not null, "event_type" varchar(100) not null, "aggregate_type" varchar(50) not null, "aggregate_id" varchar(64) not null, "state" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, "created_at" timestamptz not null, "done_at" timestamptz null);`,
    );
    this.addSql(
      `create index "event_reaction_consumer_aggregate_type_aggregate_i_8fa29_index" on "event_reaction" ("consumer", "aggregate_type", "aggregate_id", "event_id");`,
    );
    this.addSql(
      `create index "event_reaction_state_next_attempt_at_index" on "event_reaction" ("state", "next_attempt_at");`,
    );
    this.addSql(
      `alter table "event_reaction" add constraint "event_reaction_consumer_event_id_unique" unique ("consumer", "event_id");`,
    );

    this.addSql(
      `create table "mail_hold" ("category" varchar(20) not null, "held" boolean not null, primary key ("category"));`,
    );

    this.addSql(
      `create table "mail_message" ("id" serial primary key, "recipient" varchar(254) not null, "recipient_name" varchar(200) null, "subject" varchar(300) not null, "html" text not null, "text" text not null, "category" text not null, "purpose" varchar(50) null, "automatic" boolean not null, "template_id" int null, "vendor_id" uuid null, "cause" varchar(100) not null, "batch_id" uuid null, "dedupe_key" varchar(200) null, "attachments" jsonb null, "state" text not null default 'queued', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, "message_id" varchar(300) null, "created_at" timestamptz not null, "sent_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "mail_message" add constraint "mail_message_dedupe_key_unique" unique ("dedupe_key");`,
    );
    this.addSql(`create index "mail_message_batch_id_index" on "mail_message" ("batch_id");`);
    this.addSql(
      `create index "mail_message_vendor_id_created_at_index" on "mail_message" ("vendor_id", "created_at");`,
    );
    this.addSql(
      `create index "mail_message_state_next_attempt_at_index" on "mail_message" ("state", "next_attempt_at");`,
    );

    this.addSql(
      `alter table "event_reaction" add constraint "event_reaction_state_check" check ("state" in ('pending', 'done', 'failed'));`,
    );

    this.addSql(
      `alter table "mail_message" add constraint "mail_message_category_check" check ("category" in ('registration', 'confirmation', 'payment', 'general'));`,
    );
    this.addSql(
      `alter table "mail_message" add constraint "mail_message_state_check" check ("state" in ('queued', 'sent', 'failed', 'held', 'discarded'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "event_reaction" cascade;`);
    this.addSql(`drop table if exists "mail_hold" cascade;`);
    this.addSql(`drop table if exists "mail_message" cascade;`);
  }
}
