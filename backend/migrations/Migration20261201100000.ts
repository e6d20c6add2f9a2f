import { Migration } from '@mikro-orm/migrations';

/**
 * The vendor's language (issue 33, docs/decisions.md 349-365): the language of every mail to the
 * vendor, German for everyone so far; a template's English subject and text (null: German only,
 * an English vendor gets the German text with a note); and whether an invoice prints English
 * labels beside the German ones ('de' on every invoice so far, which keeps its German labels).
 */
export class Migration20261201100000 extends Migration {
  override name = 'Migration20261201100000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vendor" add column "language" text not null default 'de';`);
    this.addSql(
      `alter table "vendor" add constraint "vendor_language_check" check ("language" in ('de', 'en'));`,
    );
    this.addSql(
      `alter table "email_template" add column "subject_en" varchar(300) null, add column "content_en" text null;`,
    );
    this.addSql(
      `alter table "email_template" add constraint "email_template_english_complete" check (("subject_en" is null) = ("content_en" is null));`,
    );
    this.addSql(`alter table "invoice" add column "label_language" text not null default 'de';`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_label_language_check" check ("label_language" in ('de', 'en'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "invoice" drop constraint "invoice_label_language_check", drop column "label_language";`,
    );
    this.addSql(
      `alter table "email_template" drop constraint "email_template_english_complete", drop column "subject_en", drop column "content_en";`,
    );
    this.addSql(
      `alter table "vendor" drop constraint "vendor_language_check", drop column "language";`,
    );
  }
}
