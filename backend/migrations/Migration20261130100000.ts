import { Migration } from '@mikro-orm/migrations';

/**
 * The floor plan (issue 32): an area's site plan (its size in centimetres and an image), each
 * stall's place, size, rotation and attributes, the area's surcharges per attribute, the
 * breakdown of the fee a vendor agreed, and a vendor's consent to the public directory.
 */
export class Migration20261130100000 extends Migration {
  override name = 'Migration20261130100000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "booth_area" add column "plan_width_cm" int null, add column "plan_depth_cm" int null, add column "surcharge_power" int not null default 0, add column "surcharge_water" int not null default 0, add column "surcharge_covered" int not null default 0, add column "surcharge_vehicle_access" int not null default 0;`,
    );
    this.addSql(
      `alter table "booth_area" add constraint "booth_area_plan_size_complete" check ((plan_width_cm is null) = (plan_depth_cm is null));`,
    );
    this.addSql(
      `create table "area_plan" ("area_id" int not null, "media_type" varchar(40) not null, "content" bytea not null, "width_px" int not null, "height_px" int not null, "source_name" varchar(200) not null, "source_media_type" varchar(40) not null, "content_hash" varchar(64) not null, "uploaded_at" timestamptz not null, "uploaded_by" varchar(100) not null, primary key ("area_id"));`,
    );
    this.addSql(
      `alter table "area_plan" add constraint "area_plan_area_id_foreign" foreign key ("area_id") references "booth_area" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "booth" add column "plan_x_cm" int null, add column "plan_y_cm" int null, add column "width_cm" int null, add column "depth_cm" int null, add column "rotation_deg" int not null default 0, add column "power_amps" int null, add column "has_water" boolean not null default false, add column "is_covered" boolean not null default false, add column "vehicle_access" boolean not null default false, add column "agreed_price_detail" jsonb null;`,
    );
    this.addSql(
      `alter table "booth" add constraint "booth_position_complete" check ((plan_x_cm is null) = (plan_y_cm is null));`,
    );
    this.addSql(
      `alter table "booth" add constraint "booth_rotation_range" check (rotation_deg >= 0 and rotation_deg < 360);`,
    );
    this.addSql(
      `alter table "vendor" add column "directory_consent" boolean not null default false;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "vendor" drop column "directory_consent";`);
    this.addSql(
      `alter table "booth" drop constraint "booth_position_complete", drop constraint "booth_rotation_range", drop column "plan_x_cm", drop column "plan_y_cm", drop column "width_cm", drop column "depth_cm", drop column "rotation_deg", drop column "power_amps", drop column "has_water", drop column "is_covered", drop column "vehicle_access", drop column "agreed_price_detail";`,
    );
    this.addSql(`drop table if exists "area_plan" cascade;`);
    this.addSql(
      `alter table "booth_area" drop constraint "booth_area_plan_size_complete", drop column "plan_width_cm", drop column "plan_depth_cm", drop column "surcharge_power", drop column "surcharge_water", drop column "surcharge_covered", drop column "surcharge_vehicle_access";`,
    );
  }
}
