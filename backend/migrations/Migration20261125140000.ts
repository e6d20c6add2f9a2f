import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices (docs/decisions.md 73): the issuer settings, the invoices and the number counter per
 * year.
 */
export class Migration20261125140000 extends Migration {
  override name = 'Migration20261125140000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "invoice_settings" ("id" int not null, "legal_name" varchar(200) not null, "street" varchar(200) not null, "postal_code" varchar(10) not null, "city" varchar(100) not null, "country" varchar(100) not null, "uid" varchar(11) null, "tax_number" varchar(20) null, "company_register" varchar(200) null, "email" varchar(254) null, "phone" varchar(50) null, "vat_mode" text not null, "vat_rate" int not null, "footer" varchar(500) null, "updated_at" timestamptz not null, primary key ("id"), constraint invoice_settings_singleton check (id = 1));`,
    );
    this.addSql(
      `alter table "invoice_settings" add constraint "invoice_settings_vat_mode_check" check ("vat_mode" in ('standard', 'small_business'));`,
    );

    this.addSql(
      `create table "invoice" ("id" uuid not null, "number" varchar(12) not null, "year" int not null, "sequence" int not null, "kind" text not null, "vendor_id" uuid not null, "market_year" int not null, "issued_at" timestamptz not null, "issue_date" date not null, "period_start" date null, "period_end" date null, "issuer" jsonb not null, "recipient" jsonb not null, "service_description" varchar(300) not null, "booth_number" varchar(20) not null, "vat_mode" text not null, "vat_rate" int not null, "net_amount" int not null, "vat_amount" int not null, "gross_amount" int not null, "deposit_credited" int not null, "paid_amount" int not null, "amount_due" int not null, "issued_by" varchar(100) not null, "cancels_id" uuid null, "cancels_number" varchar(12) null, "cancellation_reason" varchar(500) null, "cancelled_at" timestamptz null, "cancelled_by_number" varchar(12) null, "pdf" bytea not null, "xml" text not null, primary key ("id"));`,
    );
    this.addSql(`alter table "invoice" add constraint "invoice_number_unique" unique ("number");`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_year_sequence_unique" unique ("year", "sequence");`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_cancels_id_unique" unique ("cancels_id");`,
    );
    this.addSql(
      `create index "invoice_vendor_id_market_year_index" on "invoice" ("vendor_id", "market_year");`,
    );
    this.addSql(
      `create unique index "invoice_one_valid_per_vendor_and_season" on "invoice" ("vendor_id", "market_year") where "kind" = 'invoice' and "cancelled_at" is null;`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_kind_check" check ("kind" in ('invoice', 'cancellation'));`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_vat_mode_check" check ("vat_mode" in ('standard', 'small_business'));`,
    );
    this.addSql(
      `alter table "invoice" add constraint "invoice_amounts_check" check ("net_amount" + "vat_amount" = "gross_amount" and "amount_due" = "gross_amount" - "paid_amount");`,
    );

    // The last number taken per year: taken with `insert … on conflict do update … returning` in
    // the transaction that stores the invoice, so numbers are gapless and never reused.
    this.addSql(
      `create table "invoice_number_counter" ("year" int not null, "last_sequence" int not null, primary key ("year"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invoice_number_counter" cascade;`);
    this.addSql(`drop table if exists "invoice" cascade;`);
    this.addSql(`drop table if exists "invoice_settings" cascade;`);
  }
}
