import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One payment attempt of a vendor: a SumUp checkout (or, later, a cash entry by the organiser). */
@Entity({ tableName: 'payment' })
@Index({ properties: ['vendorId', 'createdAt'] })
export class Payment {
  [OptionalProps]?: 'id' | 'status' | 'paidAt' | 'countedAt' | 'needsRefund';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  vendorId!: string;

  @Enum({ items: () => ['deposit', 'balance'] })
  purpose!: 'deposit' | 'balance';

  @Enum({ items: () => ['sumup', 'cash'] })
  method!: 'sumup' | 'cash';

  /** Cents. */
  @Property()
  amount!: number;

  /** The stall the deposit is for. */
  @Property({ type: 'integer', nullable: true })
  boothId!: number | null;

  @Unique()
  @Property({ length: 64, nullable: true })
  checkoutId!: string | null;

  @Unique()
  @Property({ length: 64, nullable: true })
  checkoutReference!: string | null;

  @Property({ length: 500, nullable: true })
  checkoutUrl!: string | null;

  @Enum({ items: () => PAYMENT_STATUSES, default: 'pending' })
  status: PaymentStatus = 'pending';

  @Property({ type: 'timestamptz', nullable: true })
  validUntil!: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  /** When the amount was credited to the vendor; set once, so no payment counts twice. */
  @Property({ type: 'timestamptz', nullable: true })
  countedAt: Date | null = null;

  /** Paid, but the stall went to someone else meanwhile: the organiser refunds or assigns another. */
  @Property()
  needsRefund: boolean = false;
}
