import { Migration } from '@mikro-orm/migrations';

export class Migration20261121231749 extends Migration {
  override name = 'Migration20261121231749';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "archive_entry" ("id" serial primary key, "vendor_id" uuid null, "name" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(50) null, "description" text null, "year" int not null, "status" text not null default 'active', "reason" varchar(500) null, "booth_area" varchar(100) null, "booth_number" varchar(10) null, "total_amount" int not null default 0, "payment_amount" int not null default 0, "payment_method" varchar(20) null, "access_blocked" boolean not null default false, "archived_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "archive_entry_email_lower_index" on "archive_entry" (lower("email"));`,
    );

    this.addSql(
      `create table "lift_appointment" ("id" serial primary key, "vendor_id" uuid not null, "vendor_name" varchar(255) not null, "date" date not null, "time_slot" varchar(20) not null, "appointment_type" text not null, "notes" text null, "status" varchar(50) not null default 'booked', "booked_by" varchar(50) not null default 'vendor', "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "lift_appointment_vendor_id_index" on "lift_appointment" ("vendor_id");`,
    );

    this.addSql(
      `create table "vendor" ("id" uuid not null, "name" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(50) not null, "description" text not null, "access_code" varchar(10) not null, "booth_assignment_preference" text not null default 'admin', "registration_state" text not null default 'pending', "selected_booth_id" int null, "payment_amount" int not null default 0, "down_payment_amount" int not null default 0, "down_payment_paid" boolean not null default false, "payment_method" varchar(20) not null default 'bank_transfer', "billing_street" varchar(200) null, "billing_city" varchar(100) null, "billing_postal_code" varchar(10) null, "billing_country" varchar(100) not null default 'Österreich', "is_blocked" boolean not null default false, "blocked_reason" varchar(500) null, "blocked_at" timestamptz null, "set_up_at" timestamptz null, "last_check_in" timestamptz null, "terms_accepted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "vendor" add constraint "vendor_access_code_unique" unique ("access_code");`,
    );

    this.addSql(
      `create table "vendor_message" ("id" serial primary key, "vendor_id" uuid not null, "message" text not null, "created_at" timestamptz not null, "read_at" timestamptz null);`,
    );
    this.addSql(
      `create index "vendor_message_vendor_id_created_at_index" on "vendor_message" ("vendor_id", "created_at");`,
    );

    this.addSql(
      `alter table "booth" add "hold_vendor_id" uuid null, add "hold_expires_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "booth" add constraint "booth_hold_vendor_id_unique" unique ("hold_vendor_id");`,
    );
    this.addSql(
      `alter table "booth" add constraint "booth_hold_complete" check ((hold_vendor_id is null) = (hold_expires_at is null));`,
    );

    this.addSql(
      `alter table "archive_entry" add constraint "archive_entry_status_check" check ("status" in ('active', 'blocked'));`,
    );

    this.addSql(
      `alter table "lift_appointment" add constraint "lift_appointment_appointment_type_check" check ("appointment_type" in ('setup', 'breakdown'));`,
    );

    this.addSql(
      `alter table "vendor" add constraint "vendor_booth_assignment_preference_check" check ("booth_assignment_preference" in ('admin', 'self'));`,
    );
    this.addSql(
      `alter table "vendor" add constraint "vendor_registration_state_check" check ("registration_state" in ('pending', 'approved', 'confirmed', 'rejected'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "archive_entry" cascade;`);
    this.addSql(`drop table if exists "lift_appointment" cascade;`);
    this.addSql(`drop table if exists "vendor" cascade;`);
    this.addSql(`drop table if exists "vendor_message" cascade;`);

    this.addSql(`alter table "booth" drop constraint "booth_hold_vendor_id_unique";`);
    this.addSql(`alter table "booth" drop constraint "booth_hold_complete";`);
    this.addSql(`alter table "booth" drop column "hold_vendor_id", drop column "hold_expires_at";`);
  }
}
