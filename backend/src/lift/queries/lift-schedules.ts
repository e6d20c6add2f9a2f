import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/sql';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { LiftSchedule } from '../domain/lift-schedule.js';
import { LiftSettings } from '../domain/lift-settings.entity.js';

/** The lift schedule of now: the saved (or default) lift settings and the market's periods. */
@Injectable()
export class LiftSchedules {
  constructor(private readonly queryBus: QueryBus) {}

  async current(em: EntityManager): Promise<LiftSchedule> {
    const settings =
      (await em.findOne(LiftSettings, { id: LiftSettings.SINGLETON_ID })) ?? new LiftSettings();
    return this.of(settings);
  }

  async of(settings: LiftSettings): Promise<LiftSchedule> {
    const market = await this.queryBus.execute(new GetMarketSettingsQuery());
    return new LiftSchedule(
      settings.slotMinutes,
      { setup: settings.setup, breakdown: settings.breakdown },
      {
        setup: { start: market.setupStartDate, end: market.setupEndDate },
        breakdown: { start: market.teardownStartDate, end: market.teardownEndDate },
      },
    );
  }
}
