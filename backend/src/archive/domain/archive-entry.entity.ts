import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ARCHIVE_MESSAGES } from '@standl/contracts';
import { ConflictError } from '../../shared/errors/domain-error.js';

export const ARCHIVE_STATUSES = ['active', 'blocked'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

/**
 * A vendor of a past season, or a blocked vendor (spec 001 "Archive entry"). The block list
 * registration checks is the set of blocked entries (docs/decisions.md 77). Keeps its own copy of
 * the data because the vendor row may be deleted.
 */
@Entity({ tableName: 'archive_entry' })
@Index({
  name: 'archive_entry_email_lower_index',
  expression: 'create index "archive_entry_email_lower_index" on "archive_entry" (lower("email"))',
})
export class ArchiveEntry {
  [OptionalProps]?:
    | 'status'
    | 'reason'
    | 'vendorId'
    | 'phone'
    | 'description'
    | 'boothArea'
    | 'boothNumber'
    | 'totalAmount'
    | 'paymentAmount'
    | 'paymentMethod'
    | 'accessBlocked'
    | 'canBeUnblocked';

  @PrimaryKey()
  id!: number;

  @Property({ type: 'uuid', nullable: true })
  vendorId: string | null = null;

  @Property({ length: 200 })
  name!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ length: 50, nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property()
  year!: number;

  @Enum({ items: () => ARCHIVE_STATUSES, default: 'active' })
  status: ArchiveStatus = 'active';

  @Property({ length: 500, nullable: true })
  reason: string | null = null;

  @Property({ length: 100, nullable: true })
  boothArea: string | null = null;

  @Property({ length: 10, nullable: true })
  boothNumber: string | null = null;

  @Property()
  totalAmount: number = 0;

  @Property()
  paymentAmount: number = 0;

  @Property({ length: 20, nullable: true })
  paymentMethod: string | null = null;

  @Property()
  accessBlocked: boolean = false;

  /** False for a permanent block: unblocking is refused until an organiser marks it liftable. */
  @Property({ default: true })
  canBeUnblocked: boolean = true;

  @Property({ type: 'timestamptz' })
  archivedAt!: Date;

  /**
   * On the block list with this reason (an entry of another year may be moved to `year`),
   * permanent or liftable as the vendor's block is (the vendor owns the mark).
   */
  block(reason: string, year: number | undefined, canBeUnblocked: boolean): boolean {
    const changed =
      this.status !== 'blocked' ||
      this.reason !== reason ||
      !this.accessBlocked ||
      this.canBeUnblocked !== canBeUnblocked ||
      (year !== undefined && year !== this.year);
    this.status = 'blocked';
    this.reason = reason;
    this.accessBlocked = true;
    this.canBeUnblocked = canBeUnblocked;
    if (year !== undefined) this.year = year;
    return changed;
  }

  /** Off the block list, refused for a permanent block; the reason stays as the history of why. */
  unblock(): boolean {
    if (this.status === 'blocked' && !this.canBeUnblocked) {
      throw new ConflictError(ARCHIVE_MESSAGES.permanentBlock);
    }
    const changed = this.status !== 'active' || this.accessBlocked;
    this.status = 'active';
    this.accessBlocked = false;
    return changed;
  }

  /** An organiser marks the block permanent or liftable; refused for an entry not blocked. */
  markPermanence(canBeUnblocked: boolean): boolean {
    if (this.status !== 'blocked') throw new ConflictError(ARCHIVE_MESSAGES.notBlocked);
    if (this.canBeUnblocked === canBeUnblocked) return false;
    this.canBeUnblocked = canBeUnblocked;
    return true;
  }
}
