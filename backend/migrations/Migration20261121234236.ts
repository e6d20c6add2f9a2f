import { Migration } from '@mikro-orm/migrations';

export class Migration20261121234236 extends Migration {
  override name = 'Migration20261121234236';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment" ("id" uuid not null, "vendor_id" uuid not null, "purpose" text not null, "method" text not null, "amount" int not null, "booth_id" int null, "checkout_id" varchar(64) null, "checkout_reference" varchar(64) null, "checkout_url" varchar(500) null, "status" text not null default 'pending', "valid_until" timestamptz null, "created_at" timestamptz not null, "paid_at" timestamptz null, "counted_at" timestamptz null, "needs_refund" boolean not null default false, primary key ("id"));`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_checkout_id_unique" unique ("checkout_id");`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_checkout_reference_unique" unique ("checkout_reference");`,
    );
    this.addSql(
      `create index "payment_vendor_id_created_at_index" on "payment" ("vendor_id", "created_at");`,
    );

    this.addSql(
      `alter table "payment" add constraint "payment_purpose_check" check ("purpose" in ('deposit', 'balance'));`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_method_check" check ("method" in ('sumup', 'cash'));`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_status_check" check ("status" in ('pending', 'paid', 'failed', 'expired'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment" cascade;`);
  }
}
