import { Migration } from '@mikro-orm/migrations';

/**
 * Retention (issue 15, docs/decisions.md 81): the ledger stays append-only, except that the
 * retention job may delete entries past their seven years in a transaction that sets
 * `standl.retention`.
 */
export class Migration20261125200000 extends Migration {
  override name = 'Migration20261125200000';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "ledger_entry_ledger_entry_append_only_fn"() returns trigger as \$\$ begin if TG_OP = 'DELETE' and current_setting('standl.retention', true) = 'on' then return old; end if; raise exception 'ledger_entry is append-only'; end; \$\$ language plpgsql;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create or replace function "ledger_entry_ledger_entry_append_only_fn"() returns trigger as \$\$ begin raise exception 'ledger_entry is append-only'; end; \$\$ language plpgsql;`,
    );
  }
}
