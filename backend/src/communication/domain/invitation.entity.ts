import { randomBytes } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  INVITATION_SOURCES,
  INVITATION_STATUSES,
  type InvitationSource,
  type InvitationStatus,
} from '@standl/contracts';

/** A vendor invited to a market year (spec 001 section 3): pending → invited → registered. */
@Entity({ tableName: 'invitation' })
@Unique({ properties: ['marketYear', 'email'] })
@Index({ properties: ['marketYear', 'status'] })
export class Invitation {
  [OptionalProps]?:
    'id' | 'status' | 'token' | 'invitedAt' | 'registeredAt' | 'vendorId' | 'name' | 'notes';

  @PrimaryKey()
  id!: number;

  /** Lower case, so one address is on a year's list once. */
  @Property({ length: 254 })
  email!: string;

  @Property({ length: 200, nullable: true })
  name: string | null = null;

  @Property()
  marketYear!: number;

  @Property({ length: 1000, nullable: true })
  notes: string | null = null;

  @Enum({ items: () => INVITATION_SOURCES })
  source!: InvitationSource;

  @Enum({ items: () => INVITATION_STATUSES, default: 'pending' })
  status: InvitationStatus = 'pending';

  /** The personal link's secret (`/vendor-registration?invitation=<token>`). */
  @Unique()
  @Property({ length: 43 })
  token: string = randomBytes(24).toString('base64url');

  @Property({ type: 'timestamptz', nullable: true })
  invitedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  registeredAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  vendorId: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Sent (again): registered vendors are never invited again. */
  markInvited(now: Date): boolean {
    if (this.status === 'registered') return false;
    this.status = 'invited';
    this.invitedAt = now;
    this.updatedAt = now;
    return true;
  }

  markRegistered(vendorId: string, now: Date): void {
    this.status = 'registered';
    this.registeredAt = now;
    this.vendorId = vendorId;
    this.updatedAt = now;
  }
}
