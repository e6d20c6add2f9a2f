import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { LIFT_LIMITS, LIFT_MESSAGES } from '@standl/contracts';
import { isTime, minutesOf, type LiftWindow } from './lift-schedule.js';

/** Week days with slots, 0 = Sunday ... 6 = Saturday. */
export type LiftTypeSettings = LiftWindow;

export interface LiftSettingsInput {
  slotMinutes: number;
  setup: LiftTypeSettings;
  breakdown: LiftTypeSettings;
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

function windowProblem(window: LiftTypeSettings, slotMinutes: number): string | null {
  if (!isTime(window.startTime) || !isTime(window.endTime)) return LIFT_MESSAGES.invalidTime;
  const length = minutesOf(window.endTime) - minutesOf(window.startTime);
  if (length <= 0) return LIFT_MESSAGES.endAfterStart;
  if (length < slotMinutes) return LIFT_MESSAGES.noSlotFits;
  const days = window.enabledDays;
  if (!Array.isArray(days) || days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
    return LIFT_MESSAGES.invalidDays;
  }
  return null;
}

/**
 * Lift (material transport) slot settings: one row, defaults until the organiser saves
 * (docs/decisions.md 4).
 */
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

  /** The first rule the input breaks, in German; null when it may be saved. */
  static problemOf(input: LiftSettingsInput): string | null {
    const minutes = input.slotMinutes;
    if (
      !Number.isInteger(minutes) ||
      minutes < LIFT_LIMITS.minSlotMinutes ||
      minutes > LIFT_LIMITS.maxSlotMinutes
    ) {
      return LIFT_MESSAGES.slotMinutes;
    }
    return windowProblem(input.setup, minutes) ?? windowProblem(input.breakdown, minutes);
  }

  /** Takes valid input (see `problemOf`); week days are kept sorted and once each. */
  apply(input: LiftSettingsInput): void {
    const clean = (window: LiftTypeSettings): LiftTypeSettings => ({
      startTime: window.startTime,
      endTime: window.endTime,
      enabledDays: [...new Set(window.enabledDays)].sort((a, b) => a - b),
    });
    this.slotMinutes = input.slotMinutes;
    this.setup = clean(input.setup);
    this.breakdown = clean(input.breakdown);
  }
}
