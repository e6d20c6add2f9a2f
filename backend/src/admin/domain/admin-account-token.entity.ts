import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type AccountTokenPurpose = 'invitation' | 'password-reset';

/**
 * A one-time link of an account: an invitation (72 h) or a password reset. The link carries the
 * id and a keyed hash of it, so nothing secret is stored here or in an event (docs/decisions.md 211).
 */
@Entity({ tableName: 'admin_account_token' })
@Index({ properties: ['administratorId', 'purpose'] })
export class AdminAccountToken {
  [OptionalProps]?: 'id' | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property()
  administratorId!: number;

  @Property({ length: 20 })
  purpose!: AccountTokenPurpose;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  /** Set when the link was used, or when a newer link of the same purpose replaced it. */
  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
