import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = `'deposit_card', 'card_payment', 'cash_payment', 'correction', 'refund_due', 'refund_made'`;
const KINDS_AFTER = `${KINDS_BEFORE}, 'transfer_payment'`;

/**
 * Money by bank transfer (issue 30, docs/decisions.md 226–233): the ledger knows a
 * transfer_payment with its value date (Valuta), and an invoice keeps the reference and the EPC
 * payment QR it printed, so a reprint shows the same.
 */
export class Migration20261128100000 extends Migration {
  override name = 'Migration20261128100000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ledger_entry" drop constraint if exists "ledger_entry_kind_check";`);
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_kind_check" check ("kind" in (${KINDS_AFTER}));`,
    );
    this.addSql(`alter table "ledger_entry" add "value_date" date null;`);
    this.addSql(`alter table "invoice" add "payment_reference" varchar(40) null;`);
    this.addSql(`alter table "invoice" add "epc_qr_payload" varchar(400) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop column "epc_qr_payload";`);
    this.addSql(`alter table "invoice" drop column "payment_reference";`);
    this.addSql(`alter table "ledger_entry" drop column "value_date";`);
    this.addSql(`alter table "ledger_entry" drop constraint if exists "ledger_entry_kind_check";`);
    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_kind_check" check ("kind" in (${KINDS_BEFORE}));`,
    );
  }
}
