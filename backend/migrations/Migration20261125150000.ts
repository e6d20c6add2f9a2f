import { Migration } from '@mikro-orm/migrations';

/**
 * Lift booking (issue 13, docs/decisions.md 75): each appointment's start and end as `time`, so the
 * database itself keeps two appointments from overlapping (one lift, whatever the slot length
 * was when each was booked) and a vendor to one appointment per type.
 */
export class Migration20261125150000 extends Migration {
  override name = 'Migration20261125150000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "lift_appointment" add column "start_time" time null, add column "end_time" time null;`,
    );
    this.addSql(
      `update "lift_appointment" set "start_time" = split_part("time_slot", '-', 1)::time, "end_time" = split_part("time_slot", '-', 2)::time;`,
    );
    this.addSql(
      `alter table "lift_appointment" alter column "start_time" set not null, alter column "end_time" set not null;`,
    );
    this.addSql(
      `alter table "lift_appointment" add constraint "lift_appointment_slot_order" check ("end_time" > "start_time");`,
    );
    this.addSql(
      `alter table "lift_appointment" add constraint "lift_appointment_no_overlap" exclude using gist (tsrange("date" + "start_time", "date" + "end_time") with &&);`,
    );
    this.addSql(
      `alter table "lift_appointment" add constraint "lift_appointment_one_per_type" unique ("vendor_id", "appointment_type");`,
    );
    this.addSql(
      `alter table "lift_appointment" add constraint "lift_appointment_status_check" check ("status" in ('booked', 'completed'));`,
    );
    this.addSql(
      `alter table "lift_appointment" add constraint "lift_appointment_booked_by_check" check ("booked_by" in ('vendor', 'admin'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "lift_appointment" drop constraint "lift_appointment_booked_by_check", drop constraint "lift_appointment_status_check", drop constraint "lift_appointment_one_per_type", drop constraint "lift_appointment_no_overlap", drop constraint "lift_appointment_slot_order";`,
    );
    this.addSql(`alter table "lift_appointment" drop column "start_time", drop column "end_time";`);
  }
}
