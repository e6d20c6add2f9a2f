import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export interface LiftTypeSettings {
  startTime: string;
  endTime: string;
  /** Week days with slots, 0 = Sunday ... 6 = Saturday. */
  enabledDays: number[];
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** Lift (material transport) slot settings: one row, defaults until the organiser saves (DECISIONS 22). */
@Entity({ tableName: 'lift_settings' })
@Check({ name: 'lift_settings_singleton', expression: 'id = 1' })
export class LiftSettings {
  [OptionalProps]?: 'id' | 'slotMinutes' | 'setup' | 'breakdown';

  static readonly SINGLETON_ID = 1;

  @PrimaryKey({ autoincrement: false })
  id: number = LiftSettings.SINGLETON_ID;

  @Property()
  slotMinutes: number = 30;

  @Property({ type: 'jsonb' })
  setup: LiftTypeSettings = { startTime: '06:00', endTime: '18:00', enabledDays: ALL_DAYS };

  @Property({ type: 'jsonb' })
  breakdown: LiftTypeSettings = { startTime: '08:00', endTime: '16:00', enabledDays: ALL_DAYS };
}
