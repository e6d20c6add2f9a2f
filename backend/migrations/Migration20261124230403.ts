import { Migration } from '@mikro-orm/migrations';

export class Migration20261124230403 extends Migration {
  override name = 'Migration20261124230403';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_template" ("id" serial primary key, "name" varchar(100) not null, "category" text not null, "subject" varchar(300) not null, "content" text not null, "purpose" varchar(50) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "email_template" add constraint "email_template_purpose_unique" unique ("purpose");`,
    );

    this.addSql(
      `alter table "email_template" add constraint "email_template_category_check" check ("category" in ('registration', 'confirmation', 'payment', 'general'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_template" cascade;`);
  }
}
