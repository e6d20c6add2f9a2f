import { randomUUID } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EMAIL_CHANGE_LINK_HOURS, VENDOR_PROFILE_MESSAGES } from '@standl/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';

/**
 * A vendor's request for a new e-mail address (docs/decisions.md 273): the confirmation link sent
 * to the new address carries this row's id, signed. The address changes only when the link is
 * opened; a newer request replaces the open ones.
 */
@Entity({ tableName: 'vendor_email_change' })
@Index({ properties: ['vendorId'] })
export class VendorEmailChange {
  [OptionalProps]?: 'id' | 'usedAt' | 'replacedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  vendorId!: string;

  @Property({ length: 254 })
  newEmail!: string;

  /** The address the notice of the change goes to. */
  @Property({ length: 254 })
  previousEmail!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  /** Set when the link was opened and the address changed. */
  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  /** Set when a newer request took this one's place. */
  @Property({ type: 'timestamptz', nullable: true })
  replacedAt: Date | null = null;

  static request(vendorId: string, previousEmail: string, newEmail: string, now: Date) {
    const change = new VendorEmailChange();
    change.vendorId = vendorId;
    change.previousEmail = previousEmail;
    change.newEmail = newEmail;
    change.createdAt = now;
    change.expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 3_600_000);
    return change;
  }

  /** Still waiting for its link: neither used, replaced nor expired. */
  isOpen(now: Date): boolean {
    return this.usedAt === null && this.replacedAt === null && this.expiresAt > now;
  }

  /** The link is opened: refused when used (409), replaced (409) or expired (410). */
  use(now: Date): void {
    if (this.usedAt) throw new DomainError(VENDOR_PROFILE_MESSAGES.linkUsed, HttpStatus.CONFLICT);
    if (this.replacedAt) {
      throw new DomainError(VENDOR_PROFILE_MESSAGES.linkReplaced, HttpStatus.CONFLICT);
    }
    if (this.expiresAt <= now) {
      throw new DomainError(VENDOR_PROFILE_MESSAGES.linkExpired, HttpStatus.GONE);
    }
    this.usedAt = now;
  }
}
