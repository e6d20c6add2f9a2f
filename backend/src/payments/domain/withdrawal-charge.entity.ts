import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What a withdrawn vendor owes instead of the stall fee (docs/decisions.md 248): one row per
 * vendor, written in the withdrawal's transaction, the facts of the fee copied as they were then.
 * The ledger's total for a vendor without a stall is `amount` (0 when free or waived). The key
 * makes a second withdrawal's booking impossible.
 */
@Entity({ tableName: 'withdrawal_charge' })
export class WithdrawalCharge {
  [OptionalProps]?: 'boothNumber' | 'areaName' | 'lastFreeDay' | 'waivedReason';

  @PrimaryKey({ type: 'uuid' })
  vendorId!: string;

  /** Cents: the fee owed; 0 when free or waived. */
  @Property()
  amount!: number;

  /** Cents: the fee of the stall given up (0 without one). */
  @Property()
  stallFee!: number;

  @Property()
  feePercent!: number;

  /** No fee was due: on time, or no stall. */
  @Property()
  free!: boolean;

  @Property({ type: 'date', nullable: true })
  lastFreeDay: string | null = null;

  @Property({ length: 20, nullable: true })
  boothNumber: string | null = null;

  @Property({ length: 100, nullable: true })
  areaName: string | null = null;

  /** Cents: booked as refund due at the withdrawal. */
  @Property()
  refundAmount!: number;

  /** The organiser's reason for waiving the fee; null when not waived. */
  @Property({ length: 500, nullable: true })
  waivedReason: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
