import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { MAX_PAYMENT_CENTS, PAYMENT_METHODS, PAYMENT_MESSAGES } from '@standl/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind } from '../queries/get-vendor-account.query.js';

export type LedgerMethod = (typeof PAYMENT_METHODS)[number];

export interface NewLedgerEntry {
  vendorId: string;
  kind: LedgerEntryKind;
  /** Cents, signed: what the entry adds to (or, negative, takes from) the money of the vendor. */
  amount: number;
  method?: LedgerMethod | null;
  reference?: string | null;
  note?: string | null;
  actor: string;
  /** The SumUp checkout the money came through. */
  paymentId?: string | null;
  /** A refund_made names the refund_due entry it settles. */
  settlesId?: string | null;
  /** A transfer's value date (Valuta): the Vienna day the bank credited it, 'YYYY-MM-DD'. */
  valueDate?: string | null;
  createdAt: Date;
}

/**
 * The sign every kind must have: money coming in is positive; a refund (due or made) is the
 * money going back, negative; a correction is the organiser's difference, either way.
 */
const SIGN: Record<LedgerEntryKind, 'positive' | 'negative' | 'non-zero'> = {
  deposit_card: 'positive',
  card_payment: 'positive',
  cash_payment: 'positive',
  transfer_payment: 'positive',
  correction: 'non-zero',
  refund_due: 'negative',
  refund_made: 'negative',
};

/**
 * One money movement of a vendor (docs/decisions.md 72): the payments ledger is the one owner of
 * money. Append-only: entries are never changed (a database trigger refuses updates and deletes); a
 * mistake is put right by a correction, a refund by a refund_made entry. Only the retention job
 * deletes entries past their seven years, in a transaction that says so (`standl.retention`).
 */
@Entity({
  tableName: 'ledger_entry',
  triggers: [
    {
      name: 'ledger_entry_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: "if TG_OP = 'DELETE' and current_setting('standl.retention', true) = 'on' then return old; end if; raise exception 'ledger_entry is append-only';",
    },
  ],
})
@Index({ properties: ['vendorId', 'createdAt'] })
@Unique({ properties: ['paymentId', 'kind'] })
export class LedgerEntry {
  [OptionalProps]?:
    'id' | 'method' | 'reference' | 'note' | 'paymentId' | 'settlesId' | 'valueDate';

  /** Ascending in booking order (a bigint, as a string). */
  @PrimaryKey({ type: new BigIntType('string'), autoincrement: true })
  id!: string;

  @Property({ type: 'uuid' })
  vendorId!: string;

  @Enum({ items: () => LEDGER_ENTRY_KINDS })
  kind!: LedgerEntryKind;

  /** Cents, signed (see `SIGN`). */
  @Property()
  amount!: number;

  @Enum({ items: () => PAYMENT_METHODS, nullable: true })
  method: LedgerMethod | null = null;

  /** SumUp checkout id and transaction code of a card payment. */
  @Property({ length: 200, nullable: true })
  reference: string | null = null;

  /** Why: the organiser's reason for a correction, or how a refund was made. */
  @Property({ length: 500, nullable: true })
  note: string | null = null;

  /**
   * Who booked it: 'sumup', 'vendor', 'migration', or the console account's display name at the
   * time (its user name before issue 29).
   */
  @Property({ length: 100 })
  actor!: string;

  @Property({ type: 'uuid', nullable: true })
  paymentId: string | null = null;

  /** A refund is marked as made once. */
  @Unique()
  @Property({ type: new BigIntType('string'), nullable: true })
  settlesId: string | null = null;

  /** A transfer's value date (Valuta, the bank's Vienna day 'YYYY-MM-DD'); null for other kinds. */
  @Property({ type: 'date', nullable: true })
  valueDate: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  /** A new entry, checked against the ledger's rules; an invalid amount is a 400. */
  static book(input: NewLedgerEntry): LedgerEntry {
    if (!isValidEntryAmount(input.kind, input.amount)) {
      throw new DomainError(PAYMENT_MESSAGES.invalidAmount);
    }
    return Object.assign(new LedgerEntry(), {
      ...input,
      method: input.method ?? null,
      reference: input.reference ?? null,
      note: input.note?.trim() || null,
      paymentId: input.paymentId ?? null,
      settlesId: input.settlesId ?? null,
      valueDate: input.valueDate ?? null,
    });
  }
}

/** Whole cents, at most 100.000,00 € either way, with the sign the kind demands. */
export function isValidEntryAmount(kind: LedgerEntryKind, amount: number): boolean {
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_PAYMENT_CENTS || amount === 0) {
    return false;
  }
  const sign = SIGN[kind];
  return sign === 'non-zero' || (sign === 'positive' ? amount > 0 : amount < 0);
}
