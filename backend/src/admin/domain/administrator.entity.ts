import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { AdminRestriction, AdminRole } from '@standl/contracts';

/**
 * A console account of the organiser's team (issue 29). The role decides what it may do
 * (docs/decisions.md 206); an inactive account cannot sign in and has no session.
 */
@Entity({ tableName: 'administrator' })
export class Administrator {
  [OptionalProps]?:
    | 'role'
    | 'active'
    | 'email'
    | 'displayName'
    | 'mustChangePassword'
    | 'totpSecret'
    | 'totpEnabledAt'
    | 'recoveryCodeHashes'
    | 'totpLastStep'
    | 'lastLoginAt'
    | 'name'
    | 'hasSecondFactor'
    | 'state';

  @PrimaryKey()
  id!: number;

  /** What the account signs in with; an invited member's is the e-mail address. */
  @Unique()
  @Property({ length: 254 })
  username!: string;

  /** The name the console and the records show ("Anna Berger"). */
  @Property({ length: 100, default: '' })
  displayName: string = '';

  @Unique()
  @Property({ length: 254, nullable: true })
  email: string | null = null;

  @Property({ length: 20, default: 'organiser' })
  role: AdminRole = 'organiser';

  @Property({ default: true })
  active: boolean = true;

  /** Null until an invited member sets a password. */
  @Property({ length: 255, hidden: true, nullable: true })
  passwordHash!: string | null;

  /** Set for a one-time password given by an organiser: the first sign-in must replace it. */
  @Property({ default: false })
  mustChangePassword: boolean = false;

  /** The TOTP secret (encrypted); set when the set-up starts, in use once `totpEnabledAt` is. */
  @Property({ type: 'text', hidden: true, nullable: true })
  totpSecret: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  totpEnabledAt: Date | null = null;

  /** The TOTP time step last signed in with: a code of it or before is refused (replay). */
  @Property({ type: 'integer', nullable: true })
  totpLastStep: number | null = null;

  /** Hashes of the unused recovery codes. */
  @Property({ type: 'jsonb', hidden: true, default: '[]' })
  recoveryCodeHashes: string[] = [];

  @Property({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  /** The name shown for the account: its display name, else its username. */
  get name(): string {
    return this.displayName || this.username;
  }

  get hasSecondFactor(): boolean {
    return this.totpEnabledAt !== null;
  }

  /** invited: has not set a password yet; inactive: switched off by an organiser. */
  get state(): 'invited' | 'active' | 'inactive' {
    if (!this.active) return 'inactive';
    return this.passwordHash === null ? 'invited' : 'active';
  }

  /** What the account must do before it may use the console (null: nothing). */
  restriction(secondFactorRequired: boolean): AdminRestriction | null {
    if (this.mustChangePassword) return 'password-change';
    if (secondFactorRequired && !this.hasSecondFactor) return 'second-factor-setup';
    return null;
  }
}
