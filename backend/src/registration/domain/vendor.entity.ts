import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { ARCHIVE_MESSAGES } from '@standl/contracts';
import { viennaDate } from '../../shared/clock/clock.js';
import { ConflictError } from '../../shared/errors/domain-error.js';

export const BOOTH_ASSIGNMENT_PREFERENCES = ['admin', 'self'] as const;
export type BoothAssignmentPreference = (typeof BOOTH_ASSIGNMENT_PREFERENCES)[number];

/** The organiser's decisions and the deposit; the rest of the status is derived (DECISIONS 15). */
export const REGISTRATION_STATES = ['pending', 'approved', 'confirmed', 'rejected'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** How the vendor came in: the public form, or the organiser adding them (phone registration). */
export const VENDOR_SOURCES = ['form', 'admin'] as const;
export type VendorSource = (typeof VENDOR_SOURCES)[number];

export const DEFAULT_BILLING_COUNTRY = 'Österreich';

/**
 * A vendor (Händler) of the current season, identified by the access code. Money is not here:
 * amounts paid, the deposit and the method are the payments ledger's (DECISIONS 27).
 */
@Entity({ tableName: 'vendor' })
export class Vendor {
  [OptionalProps]?:
    | 'id'
    | 'registrationState'
    | 'source'
    | 'selectedBoothId'
    | 'billingStreet'
    | 'billingCity'
    | 'billingPostalCode'
    | 'billingCountry'
    | 'isBlocked'
    | 'blockedReason'
    | 'blockedAt'
    | 'canBeUnblocked'
    | 'setUpAt'
    | 'lastCheckIn'
    | 'termsAcceptedAt'
    | 'sessionsEndedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 200 })
  name!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ length: 50 })
  phone!: string;

  @Property({ type: 'text' })
  description!: string;

  @Unique()
  @Property({ length: 10 })
  accessCode!: string;

  @Enum({ items: () => BOOTH_ASSIGNMENT_PREFERENCES, default: 'admin' })
  boothAssignmentPreference!: BoothAssignmentPreference;

  @Enum({ items: () => REGISTRATION_STATES, default: 'pending' })
  registrationState: RegistrationState = 'pending';

  @Enum({ items: () => VENDOR_SOURCES, default: 'form' })
  source: VendorSource = 'form';

  /** The stall chosen at registration or on the map (kept after a hold expires). */
  @Property({ type: 'integer', nullable: true })
  selectedBoothId: number | null = null;

  @Property({ length: 200, nullable: true })
  billingStreet: string | null = null;

  @Property({ length: 100, nullable: true })
  billingCity: string | null = null;

  @Property({ length: 10, nullable: true })
  billingPostalCode: string | null = null;

  @Property({ length: 100 })
  billingCountry: string = DEFAULT_BILLING_COUNTRY;

  @Property()
  isBlocked: boolean = false;

  @Property({ length: 500, nullable: true })
  blockedReason: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  blockedAt: Date | null = null;

  /** False for a permanent block (e.g. exclusion for passing on the lift ticket): see block(). */
  @Property({ default: true })
  canBeUnblocked: boolean = true;

  @Property({ type: 'timestamptz', nullable: true })
  setUpAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastCheckIn: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null = null;

  /** Logging out ends every session cookie issued before this moment. */
  @Property({ type: 'timestamptz', nullable: true })
  sessionsEndedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * Blocked with `reason`. `canBeUnblocked` false makes the block permanent; left out, a new block
   * can be lifted and a block already in place keeps its mark (a job's later block does not
   * loosen a permanent one). Answers whether anything changed.
   */
  block(reason: string, at: Date, canBeUnblocked?: boolean): boolean {
    const mark = canBeUnblocked ?? (this.isBlocked ? this.canBeUnblocked : true);
    if (this.isBlocked && this.blockedReason === reason && this.canBeUnblocked === mark) {
      return false;
    }
    this.isBlocked = true;
    this.blockedReason = reason;
    this.blockedAt ??= at;
    this.canBeUnblocked = mark;
    return true;
  }

  /** The block lifted; refused for a permanent one. Answers false when there was none. */
  unblock(): boolean {
    if (!this.isBlocked) return false;
    if (!this.canBeUnblocked) throw new ConflictError(ARCHIVE_MESSAGES.permanentBlock);
    this.isBlocked = false;
    this.blockedReason = null;
    this.blockedAt = null;
    return true;
  }

  /** The organiser marks the block permanent or liftable again; false when unchanged or not blocked. */
  markBlockPermanence(canBeUnblocked: boolean): boolean {
    if (!this.isBlocked || this.canBeUnblocked === canBeUnblocked) return false;
    this.canBeUnblocked = canBeUnblocked;
    return true;
  }

  /** Set-up confirmed at `at`; false when it already was (confirming twice changes nothing). */
  markSetUp(at: Date): boolean {
    if (this.setUpAt) return false;
    this.setUpAt = at;
    return true;
  }

  /** Checked in at `at`: once per market day (Vienna); false when already checked in that day. */
  checkIn(at: Date): boolean {
    if (this.lastCheckIn && viennaDate(this.lastCheckIn) === viennaDate(at)) return false;
    this.lastCheckIn = at;
    return true;
  }
}
