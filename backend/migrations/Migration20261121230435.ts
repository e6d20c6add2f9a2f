import { Migration } from '@mikro-orm/migrations';

export class Migration20261121230435 extends Migration {
  override name = 'Migration20261121230435';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "administrator" ("id" serial primary key, "username" varchar(50) not null, "password_hash" varchar(255) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "administrator" add constraint "administrator_username_unique" unique ("username");`,
    );

    this.addSql(
      `create table "analytics_event" ("id" bigserial primary key, "session_id" varchar(64) not null, "event_type" varchar(40) not null, "event_name" varchar(100) null, "page" varchar(300) null, "data" jsonb null, "user_agent" varchar(300) null, "visitor_hash" varchar(32) not null, "occurred_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "analytics_event_event_type_occurred_at_index" on "analytics_event" ("event_type", "occurred_at");`,
    );

    this.addSql(
      `create table "booth_area" ("id" serial primary key, "code" varchar(5) not null, "name" varchar(100) not null, "price" int not null, "allow_self_selection" boolean not null default true);`,
    );
    this.addSql(
      `alter table "booth_area" add constraint "booth_area_code_unique" unique ("code");`,
    );

    this.addSql(
      `create table "booth" ("id" serial primary key, "area_id" int not null, "number" varchar(10) not null, "status" text not null default 'available', "vendor_id" uuid null, "reserved_name" varchar(200) null, "reservation_type" text not null default 'vendor', "reserved_by" varchar(100) null, "reserved_at" timestamptz null, "location_description" varchar(500) null);`,
    );
    this.addSql(`alter table "booth" add constraint "booth_number_unique" unique ("number");`);
    this.addSql(`create index "booth_area_id_status_index" on "booth" ("area_id", "status");`);

    this.addSql(
      `create table "domain_event" ("id" bigserial primary key, "type" varchar(100) not null, "aggregate_type" varchar(50) not null, "aggregate_id" varchar(64) not null, "payload" jsonb not null, "actor" varchar(100) null, "occurred_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "domain_event_aggregate_type_aggregate_id_index" on "domain_event" ("aggregate_type", "aggregate_id");`,
    );

    this.addSql(
      `create table "lift_settings" ("id" int not null default 1, "slot_minutes" int not null default 30, "setup" jsonb not null, "breakdown" jsonb not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "market_settings" ("id" int not null default 1, "market_name" varchar(200) not null, "current_year" int not null, "market_start_date" date null, "market_end_date" date null, "daily_open_time" varchar(5) not null default '10:00', "daily_close_time" varchar(5) not null default '20:00', "setup_start_date" date null, "setup_end_date" date null, "teardown_start_date" date null, "teardown_end_date" date null, "is_registration_open" boolean not null default true, "registration_start_date" timestamptz null, "registration_end_date" timestamptz null, "admin_notification_email" varchar(254) null, "organizer_name" varchar(200) not null, "organizer_street" varchar(200) not null, "organizer_postal_code" varchar(20) not null, "organizer_city" varchar(100) not null, "organizer_email" varchar(254) not null, "organizer_phone" varchar(50) not null, "bank_account_holder" varchar(200) null, "bank_iban" varchar(34) null, "bank_bic" varchar(11) null, "bank_name" varchar(100) null, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `alter table "booth" add constraint "booth_area_id_foreign" foreign key ("area_id") references "booth_area" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "booth" add constraint "booth_status_check" check ("status" in ('available', 'reserved', 'occupied'));`,
    );
    this.addSql(
      `alter table "booth" add constraint "booth_reservation_type_check" check ("reservation_type" in ('vendor', 'manual_name'));`,
    );

    this.addSql(
      `create or replace function "domain_event_domain_event_append_only_fn"() returns trigger as \$\$ begin raise exception 'domain_event is append-only'; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "domain_event_append_only" BEFORE UPDATE OR DELETE on "domain_event" for each ROW execute function "domain_event_domain_event_append_only_fn"();`,
    );

    this.addSql(
      `alter table "lift_settings" add constraint "lift_settings_singleton" check (id = 1);`,
    );

    this.addSql(
      `alter table "market_settings" add constraint "market_settings_singleton" check (id = 1);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booth" drop constraint "booth_area_id_foreign";`);

    this.addSql(`drop table if exists "administrator" cascade;`);
    this.addSql(`drop table if exists "analytics_event" cascade;`);
    this.addSql(`drop table if exists "booth_area" cascade;`);
    this.addSql(`drop table if exists "booth" cascade;`);
    this.addSql(`drop trigger if exists "domain_event_append_only" on "domain_event";`);
    this.addSql(`drop function if exists "domain_event_domain_event_append_only_fn"();`);
    this.addSql(`drop table if exists "domain_event" cascade;`);
    this.addSql(`drop table if exists "lift_settings" cascade;`);
    this.addSql(`drop table if exists "market_settings" cascade;`);
  }
}
