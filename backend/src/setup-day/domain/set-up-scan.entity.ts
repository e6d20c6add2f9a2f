import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SCAN_OUTCOMES } from '@standl/contracts';

export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

/**
 * One confirmed scan (the privacy text's "QR scan record": time, vendor, scanning organiser). Its
 * id is the scanner's idempotency key, so a confirmation queued offline and sent twice counts once.
 */
@Entity({ tableName: 'set_up_scan' })
export class SetUpScan {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  vendorId!: string;

  @Enum({ items: () => SCAN_OUTCOMES, nullable: true })
  outcome: ScanOutcome | null = null;

  /** When the code was read (an offline scanner sends it later). */
  @Property({ type: 'timestamptz' })
  scannedAt!: Date;

  @Property({ type: 'timestamptz' })
  receivedAt!: Date;

  /** The scanning account's display name at the time (as the events' actor). */
  @Property({ length: 100 })
  scannedBy!: string;
}
