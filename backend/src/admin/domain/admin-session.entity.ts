import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One signed-in browser of an administrator; the token names it, so it can be revoked
 * (docs/decisions.md 28).
 */
@Entity({ tableName: 'admin_session' })
@Index({ properties: ['administratorId'] })
export class AdminSession {
  [OptionalProps]?: 'id' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property()
  administratorId!: number;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  isActive(now: Date): boolean {
    return this.revokedAt === null && this.expiresAt > now;
  }
}
