import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SETTINGS_MESSAGES, type RegistrationState } from '@standl/contracts';

/** The market's settings: one row, the shared kernel every context reads. */
@Entity({ tableName: 'market_settings' })
@Check({ name: 'market_settings_singleton', expression: 'id = 1' })
export class MarketSettings {
  [OptionalProps]?:
    | 'id'
    | 'marketStartDate'
    | 'marketEndDate'
    | 'dailyOpenTime'
    | 'dailyCloseTime'
    | 'setupStartDate'
    | 'setupEndDate'
    | 'teardownStartDate'
    | 'teardownEndDate'
    | 'isRegistrationOpen'
    | 'registrationStartDate'
    | 'registrationEndDate'
    | 'adminNotificationEmail'
    | 'bankAccountHolder'
    | 'bankIban'
    | 'bankBic'
    | 'bankName'
    | 'withdrawalFreeDays'
    | 'withdrawalFeePercent'
    | 'waitlistOfferHours';

  static readonly SINGLETON_ID = 1;

  @PrimaryKey({ autoincrement: false })
  id: number = MarketSettings.SINGLETON_ID;

  @Property({ length: 200 })
  marketName!: string;

  @Property()
  currentYear!: number;

  @Property({ type: 'date', nullable: true })
  marketStartDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  marketEndDate: string | null = null;

  @Property({ length: 5 })
  dailyOpenTime: string = '10:00';

  @Property({ length: 5 })
  dailyCloseTime: string = '20:00';

  @Property({ type: 'date', nullable: true })
  setupStartDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  setupEndDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  teardownStartDate: string | null = null;

  @Property({ type: 'date', nullable: true })
  teardownEndDate: string | null = null;

  @Property()
  isRegistrationOpen: boolean = true;

  @Property({ type: 'timestamptz', nullable: true })
  registrationStartDate: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  registrationEndDate: Date | null = null;

  @Property({ length: 254, nullable: true })
  adminNotificationEmail: string | null = null;

  @Property({ length: 200 })
  organizerName!: string;

  @Property({ length: 200 })
  organizerStreet!: string;

  @Property({ length: 20 })
  organizerPostalCode!: string;

  @Property({ length: 100 })
  organizerCity!: string;

  @Property({ length: 254 })
  organizerEmail!: string;

  @Property({ length: 50 })
  organizerPhone!: string;

  @Property({ length: 200, nullable: true })
  bankAccountHolder: string | null = null;

  @Property({ length: 34, nullable: true })
  bankIban: string | null = null;

  @Property({ length: 11, nullable: true })
  bankBic: string | null = null;

  @Property({ length: 100, nullable: true })
  bankName: string | null = null;

  /** Withdrawal is free until this many days before the first market day, that day included. */
  @Property({ default: 28 })
  withdrawalFreeDays: number = 28;

  /** Share of the stall fee a later withdrawal costs, in per cent. */
  @Property({ default: 50 })
  withdrawalFeePercent: number = 50;

  /** How long a stall offered to the next vendor on a waiting list stays held for them. */
  @Property({ default: 48 })
  waitlistOfferHours: number = 48;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * Spec 000 section 4: open only if enabled and now lies within the window; a blank start
   * means immediately, a blank end means unlimited.
   */
  registrationState(now: Date): RegistrationState {
    if (!this.isRegistrationOpen) return 'disabled';
    if (this.registrationStartDate && now < this.registrationStartDate) return 'not_started';
    if (this.registrationEndDate && now > this.registrationEndDate) return 'ended';
    return 'open';
  }

  /** The settings as other contexts read them: plain values, with the registration state at `now`. */
  toView(now: Date): MarketSettingsView {
    return {
      id: this.id,
      marketName: this.marketName,
      currentYear: this.currentYear,
      marketStartDate: this.marketStartDate,
      marketEndDate: this.marketEndDate,
      dailyOpenTime: this.dailyOpenTime,
      dailyCloseTime: this.dailyCloseTime,
      setupStartDate: this.setupStartDate,
      setupEndDate: this.setupEndDate,
      teardownStartDate: this.teardownStartDate,
      teardownEndDate: this.teardownEndDate,
      isRegistrationOpen: this.isRegistrationOpen,
      registrationStartDate: this.registrationStartDate,
      registrationEndDate: this.registrationEndDate,
      adminNotificationEmail: this.adminNotificationEmail,
      organizerName: this.organizerName,
      organizerStreet: this.organizerStreet,
      organizerPostalCode: this.organizerPostalCode,
      organizerCity: this.organizerCity,
      organizerEmail: this.organizerEmail,
      organizerPhone: this.organizerPhone,
      bankAccountHolder: this.bankAccountHolder,
      bankIban: this.bankIban,
      bankBic: this.bankBic,
      bankName: this.bankName,
      withdrawalFreeDays: this.withdrawalFreeDays,
      withdrawalFeePercent: this.withdrawalFeePercent,
      waitlistOfferHours: this.waitlistOfferHours,
      updatedAt: this.updatedAt,
      registrationState: this.registrationState(now),
    };
  }

  /**
   * The first period among `touched` fields that ends before it starts (the opening hours must
   * end after they begin), as its German text; null when all are in order. Only periods the
   * change touches are checked, so an old inconsistency does not block unrelated edits.
   */
  periodError(touched: readonly string[]): string | null {
    for (const [start, end, strictly] of PERIODS) {
      if (!touched.includes(start) && !touched.includes(end)) continue;
      const [from, to] = [comparable(this[start]), comparable(this[end])];
      if (from === null || to === null) continue;
      if (strictly ? to <= from : to < from) {
        return strictly ? SETTINGS_MESSAGES.closeBeforeOpen : SETTINGS_MESSAGES.endBeforeStart;
      }
    }
    return null;
  }
}

/** The settings as a plain read model (GetMarketSettingsQuery), not the managed entity. */
export type MarketSettingsView = Readonly<
  Omit<MarketSettings, typeof OptionalProps | 'registrationState' | 'toView' | 'periodError'> & {
    registrationState: RegistrationState;
  }
>;

/** [start, end, whether the end must be strictly after the start] */
const PERIODS = [
  ['marketStartDate', 'marketEndDate', false],
  ['dailyOpenTime', 'dailyCloseTime', true],
  ['setupStartDate', 'setupEndDate', false],
  ['teardownStartDate', 'teardownEndDate', false],
  ['registrationStartDate', 'registrationEndDate', false],
] as const;

/** Days 'YYYY-MM-DD' and times 'HH:MM' compare as text; instants by their time. */
function comparable(value: unknown): string | number | null {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' ? value : null;
}
