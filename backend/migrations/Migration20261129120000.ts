import { Migration } from '@mikro-orm/migrations';

/**
 * The waiting list (issue 31): an area can be closed for self-selection; each area has a list of
 * waiting vendors, and the offers of free stalls to them. Partial unique indexes: one active
 * entry per vendor, one open offer per stall and one per vendor.
 */
export class Migration20261129120000 extends Migration {
  override name = 'Migration20261129120000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "booth_area" add "closed_for_selection" boolean not null default false;`,
    );
    this.addSql(`create table "waitlist_entry" (
      "id" uuid not null,
      "vendor_id" uuid not null,
      "area_id" int not null,
      "position" int not null,
      "state" text check ("state" in ('waiting', 'offered', 'accepted', 'declined', 'expired', 'removed')) not null default 'waiting',
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "removed_reason" varchar(40) null,
      constraint "waitlist_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "waitlist_entry_vendor_id_index" on "waitlist_entry" ("vendor_id");`);
    this.addSql(
      `create index "waitlist_entry_area_id_position_index" on "waitlist_entry" ("area_id", "position");`,
    );
    this.addSql(
      `create unique index "waitlist_entry_one_active_per_vendor" on "waitlist_entry" ("vendor_id") where "state" in ('waiting', 'offered');`,
    );
    this.addSql(`create table "waitlist_offer" (
      "id" uuid not null,
      "entry_id" uuid not null,
      "vendor_id" uuid not null,
      "area_id" int not null,
      "booth_id" int not null,
      "booth_number" varchar(10) not null,
      "stall_fee" int not null,
      "state" text check ("state" in ('open', 'accepted', 'declined', 'expired', 'cancelled')) not null default 'open',
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "answered_at" timestamptz null,
      "offered_by" varchar(100) not null,
      constraint "waitlist_offer_pkey" primary key ("id"));`);
    this.addSql(`create index "waitlist_offer_entry_id_index" on "waitlist_offer" ("entry_id");`);
    this.addSql(`create index "waitlist_offer_vendor_id_index" on "waitlist_offer" ("vendor_id");`);
    this.addSql(
      `create index "waitlist_offer_state_expires_at_index" on "waitlist_offer" ("state", "expires_at");`,
    );
    this.addSql(
      `create unique index "waitlist_offer_one_open_per_booth" on "waitlist_offer" ("booth_id") where "state" = 'open';`,
    );
    this.addSql(
      `create unique index "waitlist_offer_one_open_per_vendor" on "waitlist_offer" ("vendor_id") where "state" = 'open';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "waitlist_offer" cascade;`);
    this.addSql(`drop table if exists "waitlist_entry" cascade;`);
    this.addSql(`alter table "booth_area" drop column "closed_for_selection";`);
  }
}
