import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { isPublicPage } from '@standl/contracts';
import { Clock, viennaDate } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { AnalyticsEvent } from '../domain/analytics-event.entity.js';
import { visitorHash } from '../domain/visitor-hash.js';
import { RecordAnalyticsEventCommand } from './record-analytics-event.command.js';

const USER_AGENT_MAX = 300;

@CommandHandler(RecordAnalyticsEventCommand)
export class RecordAnalyticsEventHandler implements ICommandHandler<RecordAnalyticsEventCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ event, client }: RecordAnalyticsEventCommand): Promise<void> {
    // An older tab may still report the console's pages: the report covers public pages only.
    if (event.page && !isPublicPage(event.page)) return;
    const now = this.clock.now();
    await this.em.insert(AnalyticsEvent, {
      sessionId: event.sessionId,
      eventType: event.eventType,
      eventName: event.eventName ?? null,
      page: event.page ?? null,
      data: event.data ?? null,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      visitorHash: visitorHash(this.config.jwtSecret, viennaDate(now), client.address),
      occurredAt: now,
    });
  }
}
