import { Command } from '@nestjs/cqrs';
import type { AnalyticsEventType } from '@standl/contracts';

export class RecordAnalyticsEventCommand extends Command<void> {
  constructor(
    readonly event: {
      sessionId: string;
      eventType: AnalyticsEventType;
      eventName?: string;
      page?: string;
      data?: Record<string, unknown>;
    },
    readonly client: { address: string; userAgent?: string },
  ) {
    super();
  }
}
