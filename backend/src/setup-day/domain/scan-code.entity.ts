import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** The 4-digit code printed on a vendor's stall sheet, typed when a QR code will not scan. */
@Entity({ tableName: 'scan_code' })
export class ScanCode {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  vendorId!: string;

  @Unique()
  @Property({ length: 4 })
  code!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
