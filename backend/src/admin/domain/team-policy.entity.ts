import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The team's sign-in rules; one row (id 1). */
@Entity({ tableName: 'team_policy' })
export class TeamPolicy {
  @PrimaryKey({ autoincrement: false })
  id: number = 1;

  /** Every account must sign in with a second factor (TOTP). */
  @Property({ default: false })
  requireSecondFactor: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  updatedAt: Date | null = null;
}
