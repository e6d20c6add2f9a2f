import { Migration } from '@mikro-orm/migrations';

/**
 * Bank statement import (issue 30, docs/decisions.md 234–241): the uploaded statements and their
 * credit lines. A line's key is unique across all statements, so the same bank booking in a
 * second or overlapping file is the same row, with its state (open, booked, ignored); a statement
 * names its lines by key and line number (`lines`), the report the lines not taken.
 */
export class Migration20261128110000 extends Migration {
  override name = 'Migration20261128110000';

  override up(): void | Promise<void> {
    this.addSql(`create table "bank_statement" (
      "id" uuid not null primary key,
      "file_name" varchar(255) not null,
      "format" varchar(20) not null check ("format" in ('camt053', 'csv-george', 'csv-elba', 'csv-bankaustria')),
      "uploaded_by" varchar(100) not null,
      "uploaded_at" timestamptz not null,
      "report" jsonb not null default '[]',
      "lines" jsonb not null default '[]'
    );`);
    this.addSql(`create table "bank_statement_line" (
      "id" uuid not null primary key,
      "statement_id" uuid not null references "bank_statement" ("id") on delete cascade,
      "line_number" int not null,
      "key" varchar(300) not null,
      "booking_date" date not null,
      "value_date" date not null,
      "amount" bigint not null check ("amount" > 0),
      "currency" varchar(3) not null,
      "payer_name" varchar(200) null,
      "payer_iban" varchar(64) null,
      "remittance" varchar(500) null,
      "entry_reference" varchar(200) null,
      "state" varchar(10) not null default 'open' check ("state" in ('open', 'booked', 'ignored')),
      "vendor_id" uuid null,
      "ledger_entry_id" bigint null,
      "decided_by" varchar(100) null,
      "decided_at" timestamptz null,
      constraint "bank_statement_line_key_unique" unique ("key")
    );`);
    this.addSql(
      `create index "bank_statement_line_statement_id_index" on "bank_statement_line" ("statement_id", "line_number");`,
    );
    this.addSql(
      `create index "bank_statement_line_ledger_entry_id_index" on "bank_statement_line" ("ledger_entry_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "bank_statement_line";`);
    this.addSql(`drop table if exists "bank_statement";`);
  }
}
