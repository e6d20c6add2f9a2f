import {
  compactIban,
  isValidBic,
  isValidIban,
  SETTINGS_MESSAGES,
  type AdminMarketSettingsDto,
  type UpdateMarketSettingsDto,
} from '@standl/contracts';
import { viennaDay } from '../../../lib/format';

/** The form's inputs as typed (dates 'JJJJ-MM-TT' or blank, times 'HH:MM'). */
export interface SettingsFormValues {
  marketName: string;
  currentYear: string;
  marketStartDate: string;
  marketEndDate: string;
  dailyOpenTime: string;
  dailyCloseTime: string;
  setupStartDate: string;
  setupEndDate: string;
  teardownStartDate: string;
  teardownEndDate: string;
  isRegistrationOpen: boolean;
  registrationStartDate: string;
  registrationEndDate: string;
  adminNotificationEmail: string;
  organizerName: string;
  organizerStreet: string;
  organizerPostalCode: string;
  organizerCity: string;
  organizerEmail: string;
  organizerPhone: string;
  bankAccountHolder: string;
  bankIban: string;
  bankBic: string;
  bankName: string;
  withdrawalFreeDays: string;
  withdrawalFeePercent: string;
  waitlistOfferHours: string;
}

export type SettingsTextField = Exclude<keyof SettingsFormValues, 'isRegistrationOpen'>;
export type SettingsFormErrors = Partial<Record<SettingsTextField, string>>;

export const DEFAULT_OPEN_TIME = '10:00';
export const DEFAULT_CLOSE_TIME = '20:00';
export const MIN_YEAR = 2020;
export const MAX_YEAR = 2030;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const POSTAL_CODE = /^[A-Za-z0-9 -]{2,10}$/;
const PHONE = /^[+\d][\d ()/-]{5,49}$/;

export function settingsFormValues(settings: AdminMarketSettingsDto): SettingsFormValues {
  const { organizer } = settings;
  return {
    marketName: settings.marketName,
    currentYear: String(settings.currentYear),
    marketStartDate: settings.marketStartDate ?? '',
    marketEndDate: settings.marketEndDate ?? '',
    dailyOpenTime: settings.dailyOpenTime || DEFAULT_OPEN_TIME,
    dailyCloseTime: settings.dailyCloseTime || DEFAULT_CLOSE_TIME,
    setupStartDate: settings.setupStartDate ?? '',
    setupEndDate: settings.setupEndDate ?? '',
    teardownStartDate: settings.teardownStartDate ?? '',
    teardownEndDate: settings.teardownEndDate ?? '',
    isRegistrationOpen: settings.isRegistrationOpen,
    registrationStartDate: viennaDay(settings.registrationStartDate),
    registrationEndDate: viennaDay(settings.registrationEndDate),
    adminNotificationEmail: settings.adminNotificationEmail ?? '',
    organizerName: organizer.name,
    organizerStreet: organizer.street,
    organizerPostalCode: organizer.postalCode,
    organizerCity: organizer.city,
    organizerEmail: organizer.email,
    organizerPhone: organizer.phone,
    bankAccountHolder: settings.bankAccountHolder ?? '',
    bankIban: settings.bankIban ?? '',
    bankBic: settings.bankBic ?? '',
    bankName: settings.bankName ?? '',
    withdrawalFreeDays: String(settings.withdrawalFreeDays),
    withdrawalFeePercent: String(settings.withdrawalFeePercent),
    waitlistOfferHours: String(settings.waitlistOfferHours),
  };
}

type Rule = (value: string) => string | undefined;
const check =
  (valid: (value: string) => boolean, message: string): Rule =>
  (value) =>
    valid(value.trim()) ? undefined : message;
const optional =
  (rule: Rule): Rule =>
  (value) =>
    value.trim() ? rule(value) : undefined;
const minTwo = (message: string) => check((value) => value.length >= 2, message);

/** The whole-number settings and the limits the server checks (`@IsInt @Min @Max`). */
export const NUMBER_LIMITS = {
  withdrawalFreeDays: { min: 0, max: 365 },
  withdrawalFeePercent: { min: 0, max: 100 },
  waitlistOfferHours: { min: 1, max: 336 },
} as const;
const wholeNumber = (field: keyof typeof NUMBER_LIMITS, message: string) =>
  check((value) => {
    const { min, max } = NUMBER_LIMITS[field];
    return /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max;
  }, message);

const day = optional(check((value) => DAY.test(value), SETTINGS_MESSAGES.invalidDate));
const time = check((value) => TIME.test(value), SETTINGS_MESSAGES.invalidTime);
const email = check((value) => EMAIL.test(value), SETTINGS_MESSAGES.invalidEmail);

const RULES: Record<SettingsTextField, Rule | undefined> = {
  marketName: (value) =>
    !value.trim()
      ? SETTINGS_MESSAGES.marketNameRequired
      : value.trim().length > 200
        ? SETTINGS_MESSAGES.marketNameTooLong
        : undefined,
  currentYear: check(
    (value) => /^\d{4}$/.test(value) && Number(value) >= MIN_YEAR && Number(value) <= MAX_YEAR,
    SETTINGS_MESSAGES.yearRange,
  ),
  marketStartDate: day,
  marketEndDate: day,
  dailyOpenTime: time,
  dailyCloseTime: time,
  setupStartDate: day,
  setupEndDate: day,
  teardownStartDate: day,
  teardownEndDate: day,
  registrationStartDate: day,
  registrationEndDate: day,
  adminNotificationEmail: optional(email),
  organizerName: minTwo(SETTINGS_MESSAGES.organizerNameRequired),
  organizerStreet: minTwo(SETTINGS_MESSAGES.organizerStreetRequired),
  organizerPostalCode: check(
    (value) => POSTAL_CODE.test(value),
    SETTINGS_MESSAGES.invalidPostalCode,
  ),
  organizerCity: minTwo(SETTINGS_MESSAGES.organizerCityRequired),
  organizerEmail: email,
  organizerPhone: check((value) => PHONE.test(value), SETTINGS_MESSAGES.invalidPhone),
  bankAccountHolder: undefined,
  bankIban: optional((value) => (isValidIban(value) ? undefined : SETTINGS_MESSAGES.invalidIban)),
  bankBic: optional(check(isValidBic, SETTINGS_MESSAGES.invalidBic)),
  bankName: undefined,
  withdrawalFreeDays: wholeNumber('withdrawalFreeDays', SETTINGS_MESSAGES.withdrawalFreeDaysRange),
  withdrawalFeePercent: wholeNumber(
    'withdrawalFeePercent',
    SETTINGS_MESSAGES.withdrawalFeePercentRange,
  ),
  waitlistOfferHours: wholeNumber('waitlistOfferHours', SETTINGS_MESSAGES.waitlistOfferHoursRange),
};

/** Periods whose end must not come before their start: [start, end, message]. */
const PERIODS: [SettingsTextField, SettingsTextField, string][] = [
  ['marketStartDate', 'marketEndDate', SETTINGS_MESSAGES.endBeforeStart],
  ['dailyOpenTime', 'dailyCloseTime', SETTINGS_MESSAGES.closeBeforeOpen],
  ['setupStartDate', 'setupEndDate', SETTINGS_MESSAGES.endBeforeStart],
  ['teardownStartDate', 'teardownEndDate', SETTINGS_MESSAGES.endBeforeStart],
  ['registrationStartDate', 'registrationEndDate', SETTINGS_MESSAGES.endBeforeStart],
];

/** The server's rules, one message per field, plus periods in the right order. */
export function validateSettings(values: SettingsFormValues): SettingsFormErrors {
  const errors: SettingsFormErrors = {};
  for (const [field, rule] of Object.entries(RULES) as [SettingsTextField, Rule | undefined][]) {
    const message = rule?.(values[field]);
    if (message) errors[field] = message;
  }
  for (const [start, end, message] of PERIODS) {
    const [from, to] = [values[start].trim(), values[end].trim()];
    const strictlyAfter = start === 'dailyOpenTime';
    if (from && to && !errors[start] && !errors[end] && (strictlyAfter ? to <= from : to < from)) {
      errors[end] = message;
    }
  }
  return errors;
}

const blankToNull = (value: string) => value.trim() || null;

/** Every setting as the PATCH body: trimmed, blank optional values null. */
export function settingsBody(values: SettingsFormValues): UpdateMarketSettingsDto {
  return {
    marketName: values.marketName.trim(),
    currentYear: Number(values.currentYear.trim()),
    marketStartDate: blankToNull(values.marketStartDate),
    marketEndDate: blankToNull(values.marketEndDate),
    dailyOpenTime: values.dailyOpenTime.trim(),
    dailyCloseTime: values.dailyCloseTime.trim(),
    setupStartDate: blankToNull(values.setupStartDate),
    setupEndDate: blankToNull(values.setupEndDate),
    teardownStartDate: blankToNull(values.teardownStartDate),
    teardownEndDate: blankToNull(values.teardownEndDate),
    isRegistrationOpen: values.isRegistrationOpen,
    registrationStartDate: blankToNull(values.registrationStartDate),
    registrationEndDate: blankToNull(values.registrationEndDate),
    adminNotificationEmail: blankToNull(values.adminNotificationEmail),
    organizerName: values.organizerName.trim(),
    organizerStreet: values.organizerStreet.trim(),
    organizerPostalCode: values.organizerPostalCode.trim(),
    organizerCity: values.organizerCity.trim(),
    organizerEmail: values.organizerEmail.trim(),
    organizerPhone: values.organizerPhone.trim(),
    bankAccountHolder: blankToNull(values.bankAccountHolder),
    bankIban: compactIban(values.bankIban) || null,
    bankBic: blankToNull(values.bankBic.toUpperCase()),
    bankName: blankToNull(values.bankName),
    withdrawalFreeDays: Number(values.withdrawalFreeDays.trim()),
    withdrawalFeePercent: Number(values.withdrawalFeePercent.trim()),
    waitlistOfferHours: Number(values.waitlistOfferHours.trim()),
  };
}

/**
 * Only what the organiser changed: the server keeps the rest as it is (a registration start set
 * to a time of day through the API stays untouched unless its day is edited here).
 */
export function changedSettings(
  values: SettingsFormValues,
  initial: SettingsFormValues,
): UpdateMarketSettingsDto {
  const next = settingsBody(values);
  const before = settingsBody(initial);
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => value !== before[key as keyof UpdateMarketSettingsDto],
    ),
  ) as UpdateMarketSettingsDto;
}
