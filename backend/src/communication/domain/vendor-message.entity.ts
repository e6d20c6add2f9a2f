import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A message a vendor sent to the organiser from the status page (spec 000: contact dialog). */
@Entity({ tableName: 'vendor_message' })
@Index({ properties: ['vendorId', 'createdAt'] })
export class VendorMessage {
  [OptionalProps]?: 'readAt';

  @PrimaryKey()
  id!: number;

  @Property({ type: 'uuid' })
  vendorId!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  /** When the organiser opened it; null counts as unread. */
  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;
}
