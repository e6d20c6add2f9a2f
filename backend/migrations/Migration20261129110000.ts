import { Migration } from '@mikro-orm/migrations';

const STATES_BEFORE = `'pending', 'approved', 'confirmed', 'rejected'`;
const STATES_AFTER = `${STATES_BEFORE}, 'withdrawn'`;

/**
 * Withdrawal (issue 31, docs/decisions.md 246–255): a registration can be withdrawn (when, by
 * whom, why), and payments keeps what a withdrawn vendor owes instead of the stall fee.
 */
export class Migration20261129110000 extends Migration {
  override name = 'Migration20261129110000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "vendor" drop constraint if exists "vendor_registration_state_check";`,
    );
    this.addSql(
      `alter table "vendor" add constraint "vendor_registration_state_check" check ("registration_state" in (${STATES_AFTER}));`,
    );
    this.addSql(
      `alter table "vendor" add "withdrawn_at" timestamptz null, add "withdrawn_by" text null, add "withdrawal_reason" varchar(500) null;`,
    );
    this.addSql(
      `alter table "vendor" add constraint "vendor_withdrawn_by_check" check ("withdrawn_by" in ('vendor', 'organiser'));`,
    );
    this.addSql(
      `create table "withdrawal_charge" ("vendor_id" uuid not null, "amount" int not null, "stall_fee" int not null, "fee_percent" int not null, "free" boolean not null, "last_free_day" date null, "booth_number" varchar(20) null, "area_name" varchar(100) null, "refund_amount" int not null, "waived_reason" varchar(500) null, "created_at" timestamptz not null, primary key ("vendor_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "withdrawal_charge" cascade;`);
    this.addSql(`alter table "vendor" drop constraint if exists "vendor_withdrawn_by_check";`);
    this.addSql(
      `alter table "vendor" drop column "withdrawn_at", drop column "withdrawn_by", drop column "withdrawal_reason";`,
    );
    this.addSql(
      `alter table "vendor" drop constraint if exists "vendor_registration_state_check";`,
    );
    this.addSql(
      `alter table "vendor" add constraint "vendor_registration_state_check" check ("registration_state" in (${STATES_BEFORE}));`,
    );
  }
}
