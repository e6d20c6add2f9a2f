import { Migration } from '@mikro-orm/migrations';

/**
 * Invoice documents are rendered after the transaction (issue 26): the invoice row is
 * stored with its number first, its PDF and XML follow a moment later, so both may be null
 * meanwhile. What only the documents printed so far, the market's address as the place of
 * delivery and the cancelled invoice's date on a Storno, is now stored with the row, so the
 * documents are rendered from the row alone.
 */
export class Migration20261127110000 extends Migration {
  override name = 'Migration20261127110000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" alter column "pdf" drop not null;`);
    this.addSql(`alter table "invoice" alter column "xml" drop not null;`);
    this.addSql(`alter table "invoice" add column "service_location" jsonb null;`);
    this.addSql(`alter table "invoice" add column "cancels_issue_date" date null;`);
  }

  override down(): void | Promise<void> {
    // Refused while an invoice still waits for its documents: they are rendered within seconds.
    this.addSql(`alter table "invoice" drop column "cancels_issue_date";`);
    this.addSql(`alter table "invoice" drop column "service_location";`);
    this.addSql(`alter table "invoice" alter column "xml" set not null;`);
    this.addSql(`alter table "invoice" alter column "pdf" set not null;`);
  }
}
