import { Migration } from '@mikro-orm/migrations';

/**
 * Withdrawal and waiting list settings (issue 31): free withdrawal until so many days before the
 * market, the fee after it as a share of the stall fee, and how long a waiting list offer holds.
 */
export class Migration20261129100000 extends Migration {
  override name = 'Migration20261129100000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "market_settings" add "withdrawal_free_days" int not null default 28, add "withdrawal_fee_percent" int not null default 50, add "waitlist_offer_hours" int not null default 48;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "market_settings" drop column "withdrawal_free_days", drop column "withdrawal_fee_percent", drop column "waitlist_offer_hours";`,
    );
  }
}
