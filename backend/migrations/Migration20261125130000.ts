import { Migration } from '@mikro-orm/migrations';

/**
 * The payments ledger becomes the one owner of money (docs/decisions.md 72).
 * Written by hand. Existing money moves into entries, then the vendor's money columns go:
 * - every SumUp payment that was counted: its deposit_card (card_payment) entry with the
 *   checkout as reference, at the time it was counted; one flagged for refund also gets a
 *   refund_due entry;
 * - a deposit a vendor has without a counted payment (none is written by this app): deposit_card,
 *   or cash_payment when the vendor's method was cash;
 * - whatever the vendor's paid amount differs from these: one correction 'Übernommen aus dem
 *   bisherigen Stand' with the vendor's method, so paid amount, method and deposit stay as they were.
 */
export class Migration20261125130000 extends Migration {
  override name = 'Migration20261125130000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ledger_entry" ("id" bigserial primary key, "vendor_id" uuid not null, "kind" text not null, "amount" int not null, "method" text null, "reference" varchar(200) null, "note" varchar(500) null, "actor" varchar(100) not null, "payment_id" uuid null, "settles_id" bigint null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "ledger_entry_vendor_id_created_at_index" on "ledger_entry" ("vendor_id", "created_at");`,
    );
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_payment_id_kind_unique" unique ("payment_id", "kind");`,
    );
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_settles_id_unique" unique ("settles_id");`,
    );
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_kind_check" check ("kind" in ('deposit_card', 'card_payment', 'cash_payment', 'correction', 'refund_due', 'refund_made'));`,
    );
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_method_check" check ("method" in ('bank_transfer', 'cash', 'sumup'));`,
    );

    for (const sql of LEDGER_FROM_OLD_COLUMNS) this.addSql(sql);

    this.addSql(
      `create or replace function "ledger_entry_ledger_entry_append_only_fn"() returns trigger as \$\$ begin raise exception 'ledger_entry is append-only'; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "ledger_entry_append_only" BEFORE UPDATE OR DELETE on "ledger_entry" for each ROW execute function "ledger_entry_ledger_entry_append_only_fn"();`,
    );

    this.addSql(
      `alter table "vendor" drop column "payment_amount", drop column "down_payment_amount", drop column "down_payment_paid", drop column "payment_method";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "vendor" add column "payment_amount" int not null default 0, add column "down_payment_amount" int not null default 0, add column "down_payment_paid" boolean not null default false, add column "payment_method" varchar(20) not null default 'bank_transfer';`,
    );
    this.addSql(
      `update "vendor" v set "payment_amount" = s."paid", "down_payment_amount" = s."deposit", "down_payment_paid" = (s."deposit" > 0 and s."paid" >= s."deposit"), "payment_method" = coalesce(s."method", 'bank_transfer') from (select "vendor_id", coalesce(sum("amount") filter (where "kind" <> 'refund_due'), 0) as "paid", coalesce((array_agg("amount" order by "created_at" desc, "id" desc) filter (where "kind" = 'deposit_card'))[1], 0) as "deposit", (array_agg("method" order by "created_at" desc, "id" desc) filter (where "amount" > 0 and "method" is not null and "kind" <> 'refund_due'))[1] as "method" from "ledger_entry" group by "vendor_id") s where s."vendor_id" = v."id";`,
    );
    this.addSql(`drop trigger if exists "ledger_entry_append_only" on "ledger_entry";`);
    this.addSql(`drop function if exists "ledger_entry_ledger_entry_append_only_fn"();`);
    this.addSql(`drop table if exists "ledger_entry" cascade;`);
  }
}

/** The vendor's old money columns as ledger entries, in booking order (exported for its test). */
export const LEDGER_FROM_OLD_COLUMNS = [
  // Counted SumUp payments, at the time they were counted.
  `insert into "ledger_entry" ("vendor_id", "kind", "amount", "method", "reference", "note", "actor", "payment_id", "created_at")
   select p."vendor_id", case when p."purpose" = 'deposit' then 'deposit_card' else 'card_payment' end, p."amount", 'sumup', p."checkout_id", null, 'sumup', p."id", coalesce(p."counted_at", p."paid_at", p."created_at")
   from "payment" p where p."counted_at" is not null and p."amount" > 0
   order by coalesce(p."counted_at", p."paid_at", p."created_at"), p."id";`,
  `insert into "ledger_entry" ("vendor_id", "kind", "amount", "method", "reference", "note", "actor", "payment_id", "created_at")
   select p."vendor_id", 'refund_due', -p."amount", 'sumup', p."checkout_id", 'Bitte erstatten (übernommen aus dem bisherigen Stand)', 'sumup', p."id", coalesce(p."counted_at", p."paid_at", p."created_at")
   from "payment" p where p."counted_at" is not null and p."amount" > 0 and p."needs_refund"
   order by coalesce(p."counted_at", p."paid_at", p."created_at"), p."id";`,
  // A deposit without a counted payment (not written by this app, kept all the same).
  `insert into "ledger_entry" ("vendor_id", "kind", "amount", "method", "reference", "note", "actor", "payment_id", "created_at")
   select v."id", case when v."payment_method" = 'cash' then 'cash_payment' else 'deposit_card' end, v."down_payment_amount", case when v."payment_method" = 'cash' then 'cash' else 'sumup' end, null, 'Anzahlung, übernommen aus dem bisherigen Stand', 'migration', null, v."updated_at"
   from "vendor" v
   where v."down_payment_amount" > 0
     and not exists (select 1 from "payment" p where p."vendor_id" = v."id" and p."purpose" = 'deposit' and p."counted_at" is not null and p."amount" > 0)
   order by v."updated_at", v."id";`,
  // The rest of the paid amount (the organiser's edits) as one correction per vendor.
  `insert into "ledger_entry" ("vendor_id", "kind", "amount", "method", "reference", "note", "actor", "payment_id", "created_at")
   select v."id", 'correction', v."payment_amount" - coalesce(s."booked", 0), v."payment_method", null, 'Übernommen aus dem bisherigen Stand', 'migration', null, greatest(v."updated_at", coalesce(s."last", v."updated_at"))
   from "vendor" v
   left join (select "vendor_id", sum("amount") as "booked", max("created_at") as "last" from "ledger_entry" where "kind" <> 'refund_due' group by "vendor_id") s on s."vendor_id" = v."id"
   where v."payment_amount" <> coalesce(s."booked", 0)
   order by v."updated_at", v."id";`,
];
