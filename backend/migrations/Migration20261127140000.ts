import { Migration } from '@mikro-orm/migrations';

/**
 * A team instead of one administrator (issue 29): accounts with name, e-mail, role and state,
 * one-time links, the team's sign-in policy, and the acting account on every stored event. The
 * existing administrator becomes an organiser.
 */
export class Migration20261127140000 extends Migration {
  override name = 'Migration20261127140000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_account_token" ("id" uuid not null, "administrator_id" int not null, "purpose" varchar(20) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "admin_account_token_administrator_id_purpose_index" on "admin_account_token" ("administrator_id", "purpose");`,
    );
    this.addSql(
      `create table "team_policy" ("id" int not null default 1, "require_second_factor" boolean not null default false, "updated_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "administrator" add "display_name" varchar(100) not null default '', add "email" varchar(254) null, add "role" varchar(20) not null default 'organiser', add "active" boolean not null default true, add "must_change_password" boolean not null default false, add "totp_secret" text null, add "totp_enabled_at" timestamptz null, add "recovery_code_hashes" jsonb not null default '[]', add "last_login_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "administrator" alter column "username" type varchar(254) using ("username"::varchar(254));`,
    );
    this.addSql(`alter table "administrator" alter column "password_hash" drop not null;`);
    this.addSql(
      `alter table "administrator" add constraint "administrator_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "administrator" add constraint "administrator_role_check" check ("role" in ('organiser', 'cashier', 'setup', 'reader'));`,
    );
    this.addSql(`alter table "domain_event" add "actor_account_id" int null;`);
    this.addSql(`create index "domain_event_occurred_at_index" on "domain_event" ("occurred_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_account_token" cascade;`);
    this.addSql(`drop table if exists "team_policy" cascade;`);
    this.addSql(`alter table "administrator" drop constraint "administrator_role_check";`);
    this.addSql(`alter table "administrator" drop constraint "administrator_email_unique";`);
    this.addSql(
      `alter table "administrator" drop column "display_name", drop column "email", drop column "role", drop column "active", drop column "must_change_password", drop column "totp_secret", drop column "totp_enabled_at", drop column "recovery_code_hashes", drop column "last_login_at";`,
    );
    this.addSql(`drop index "domain_event_occurred_at_index";`);
    this.addSql(`alter table "domain_event" drop column "actor_account_id";`);
  }
}
