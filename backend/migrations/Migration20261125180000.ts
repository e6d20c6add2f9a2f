import { Migration } from '@mikro-orm/migrations';

/**
 * Set-up day (issue 14, docs/decisions.md 76): each vendor's 4-digit scan code (unique), and every
 * confirmed scan keyed by the scanner's idempotency key (who scanned whom, when).
 */
export class Migration20261125180000 extends Migration {
  override name = 'Migration20261125180000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "scan_code" ("vendor_id" uuid not null, "code" varchar(4) not null, "created_at" timestamptz not null, constraint "scan_code_pkey" primary key ("vendor_id"), constraint "scan_code_code_unique" unique ("code"), constraint "scan_code_code_check" check ("code" ~ '^[0-9]{4}$'));`,
    );
    this.addSql(
      `create table "set_up_scan" ("id" uuid not null, "vendor_id" uuid not null, "outcome" text null, "scanned_at" timestamptz not null, "received_at" timestamptz not null, "scanned_by" varchar(50) not null, constraint "set_up_scan_pkey" primary key ("id"), constraint "set_up_scan_outcome_check" check ("outcome" in ('set-up', 'already-set-up', 'checked-in', 'already-checked-in')));`,
    );
    this.addSql(`create index "set_up_scan_vendor_id_index" on "set_up_scan" ("vendor_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "set_up_scan";`);
    this.addSql(`drop table if exists "scan_code";`);
  }
}
