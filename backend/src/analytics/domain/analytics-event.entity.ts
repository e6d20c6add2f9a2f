import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One analytics event. No raw IP address and no personal data: a visitor hash salted per day,
 * the browser session id and the user agent only (docs/decisions.md 8).
 */
@Entity({ tableName: 'analytics_event' })
@Index({ properties: ['eventType', 'occurredAt'] })
// The report's per-day and per-device figures and the retention job read by time alone.
@Index({ properties: ['occurredAt'] })
export class AnalyticsEvent {
  [OptionalProps]?: 'eventName' | 'page' | 'data' | 'userAgent';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ length: 64 })
  sessionId!: string;

  @Property({ length: 40 })
  eventType!: string;

  @Property({ length: 100, nullable: true })
  eventName: string | null = null;

  @Property({ length: 300, nullable: true })
  page: string | null = null;

  @Property({ type: 'jsonb', nullable: true })
  data: Record<string, unknown> | null = null;

  @Property({ length: 300, nullable: true })
  userAgent: string | null = null;

  @Property({ length: 32 })
  visitorHash!: string;

  @Property({ type: 'timestamptz' })
  occurredAt!: Date;
}
