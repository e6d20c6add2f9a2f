import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  compactBic,
  compactIban,
  isValidBic,
  isValidIban,
  SETTINGS_MESSAGES,
} from '@standl/contracts';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { IfSent } from '../../shared/http/validation.js';

const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'YYYY-MM-DD' naming a real calendar day (no 2026-02-30, no month 13). */
function isCalendarDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A real calendar day; null clears the date. */
function IsCalendarDay(): PropertyDecorator {
  return ValidateBy({
    name: 'isCalendarDay',
    validator: {
      validate: (value: unknown) =>
        value === null || (typeof value === 'string' && isCalendarDay(value)),
      defaultMessage: () => SETTINGS_MESSAGES.invalidDate,
    },
  });
}

/** An ISO date-time with its offset ('…Z' or '…+01:00'): a time without one would be ambiguous. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A calendar day or an ISO date-time with offset; null clears it. */
function IsDayOrInstant(): PropertyDecorator {
  return ValidateBy({
    name: 'isDayOrInstant',
    validator: {
      validate: (value: unknown) =>
        value === null ||
        (typeof value === 'string' &&
          (isCalendarDay(value) ||
            (INSTANT.test(value) &&
              !Number.isNaN(new Date(value).getTime()) &&
              isCalendarDay(value.slice(0, 10))))),
      defaultMessage: () => SETTINGS_MESSAGES.invalidInstant,
    },
  });
}

const day = { type: String, format: 'date', nullable: true } as const;
const dayOrInstant = {
  type: String,
  nullable: true,
  description: "'JJJJ-MM-TT' (ganzer Tag in Wien) oder ISO-Zeitpunkt",
} as const;

/**
 * Every market setting the organiser edits (spec 001 settings tab); all optional, blank dates
 * become null. The spec's snake_case variants of the registration fields are accepted too.
 */
export class UpdateMarketSettingsDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IfSent()
  @MaxLength(200, { message: SETTINGS_MESSAGES.marketNameTooLong })
  @MinLength(1, { message: SETTINGS_MESSAGES.marketNameRequired })
  @IsString({ message: SETTINGS_MESSAGES.marketNameRequired })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  marketName?: string;

  @ApiPropertyOptional({ minimum: 2020, maximum: 2030 })
  @IfSent()
  @Max(2030, { message: SETTINGS_MESSAGES.yearRange })
  @Min(2020, { message: SETTINGS_MESSAGES.yearRange })
  @IsInt({ message: SETTINGS_MESSAGES.yearRange })
  currentYear?: number;

  @ApiPropertyOptional(day)
  @Transform(emptyToNull)
  @IsOptional()
  @IsCalendarDay()
  marketStartDate?: string | null;
  @ApiPropertyOptional(day) @Transform(emptyToNull) @IsOptional() @IsCalendarDay() marketEndDate?:
    string | null;
  @ApiPropertyOptional(day) @Transform(emptyToNull) @IsOptional() @IsCalendarDay() setupStartDate?:
    string | null;
  @ApiPropertyOptional(day) @Transform(emptyToNull) @IsOptional() @IsCalendarDay() setupEndDate?:
    string | null;
  @ApiPropertyOptional(day)
  @Transform(emptyToNull)
  @IsOptional()
  @IsCalendarDay()
  teardownStartDate?: string | null;
  @ApiPropertyOptional(day)
  @Transform(emptyToNull)
  @IsOptional()
  @IsCalendarDay()
  teardownEndDate?: string | null;

  @ApiPropertyOptional({ example: '10:00' })
  @IfSent()
  @Matches(TIME, { message: SETTINGS_MESSAGES.invalidTime })
  dailyOpenTime?: string;

  @ApiPropertyOptional({ example: '20:00' })
  @IfSent()
  @Matches(TIME, { message: SETTINGS_MESSAGES.invalidTime })
  dailyCloseTime?: string;

  @ApiPropertyOptional()
  @IfSent()
  @IsBoolean({ message: SETTINGS_MESSAGES.invalidRegistrationFlag })
  isRegistrationOpen?: boolean;
  @ApiPropertyOptional()
  @IfSent()
  @IsBoolean({ message: SETTINGS_MESSAGES.invalidRegistrationFlag })
  is_registration_open?: boolean;
  @ApiPropertyOptional(dayOrInstant)
  @Transform(emptyToNull)
  @IsOptional()
  @IsDayOrInstant()
  registrationStartDate?: string | null;
  @ApiPropertyOptional(dayOrInstant)
  @Transform(emptyToNull)
  @IsOptional()
  @IsDayOrInstant()
  registration_start_date?: string | null;
  @ApiPropertyOptional(dayOrInstant)
  @Transform(emptyToNull)
  @IsOptional()
  @IsDayOrInstant()
  registrationEndDate?: string | null;
  @ApiPropertyOptional(dayOrInstant)
  @Transform(emptyToNull)
  @IsOptional()
  @IsDayOrInstant()
  registration_end_date?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsEmail({}, { message: SETTINGS_MESSAGES.invalidEmail })
  adminNotificationEmail?: string | null;

  @ApiPropertyOptional()
  @IfSent()
  @MinLength(2, { message: SETTINGS_MESSAGES.organizerNameRequired })
  @MaxLength(200)
  @IsString()
  organizerName?: string;
  @ApiPropertyOptional()
  @IfSent()
  @MinLength(2, { message: SETTINGS_MESSAGES.organizerStreetRequired })
  @MaxLength(200)
  @IsString()
  organizerStreet?: string;
  @ApiPropertyOptional()
  @IfSent()
  @Matches(/^[A-Za-z0-9 -]{2,10}$/, { message: SETTINGS_MESSAGES.invalidPostalCode })
  organizerPostalCode?: string;
  @ApiPropertyOptional()
  @IfSent()
  @MinLength(2, { message: SETTINGS_MESSAGES.organizerCityRequired })
  @MaxLength(100)
  @IsString()
  organizerCity?: string;
  @ApiPropertyOptional()
  @IfSent()
  @IsEmail({}, { message: SETTINGS_MESSAGES.invalidEmail })
  organizerEmail?: string;
  @ApiPropertyOptional()
  @IfSent()
  @Matches(/^[+\d][\d ()/-]{5,49}$/, { message: SETTINGS_MESSAGES.invalidPhone })
  organizerPhone?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(emptyToNull)
  @IsOptional()
  @MaxLength(200)
  @IsString()
  bankAccountHolder?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'AT61 1904 3002 3457 3201' })
  @Transform(({ value }) => (typeof value === 'string' ? compactIban(value) || null : value))
  @IsOptional()
  @ValidateBy({
    name: 'isIban',
    validator: {
      validate: (value) => typeof value === 'string' && isValidIban(value),
      defaultMessage: () => SETTINGS_MESSAGES.invalidIban,
    },
  })
  @IsString({ message: SETTINGS_MESSAGES.invalidIban })
  bankIban?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'GIBAATWWXXX',
    description:
      'BIC (ISO 9362, mit ibantools geprüft); Leerzeichen und Groß-/Kleinschreibung egal',
  })
  @Transform(({ value }) => (typeof value === 'string' ? compactBic(value) || null : value))
  @IsOptional()
  @ValidateBy({
    name: 'isBic',
    validator: {
      validate: (value) => typeof value === 'string' && isValidBic(value),
      defaultMessage: () => SETTINGS_MESSAGES.invalidBic,
    },
  })
  @IsString({ message: SETTINGS_MESSAGES.invalidBic })
  bankBic?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(emptyToNull)
  @IsOptional()
  @MaxLength(100)
  @IsString()
  bankName?: string | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 365, example: 28 })
  @IfSent()
  @Max(365, { message: SETTINGS_MESSAGES.withdrawalFreeDaysRange })
  @Min(0, { message: SETTINGS_MESSAGES.withdrawalFreeDaysRange })
  @IsInt({ message: SETTINGS_MESSAGES.withdrawalFreeDaysRange })
  withdrawalFreeDays?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, example: 50 })
  @IfSent()
  @Max(100, { message: SETTINGS_MESSAGES.withdrawalFeePercentRange })
  @Min(0, { message: SETTINGS_MESSAGES.withdrawalFeePercentRange })
  @IsInt({ message: SETTINGS_MESSAGES.withdrawalFeePercentRange })
  withdrawalFeePercent?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 336, example: 48 })
  @IfSent()
  @Max(336, { message: SETTINGS_MESSAGES.waitlistOfferHoursRange })
  @Min(1, { message: SETTINGS_MESSAGES.waitlistOfferHoursRange })
  @IsInt({ message: SETTINGS_MESSAGES.waitlistOfferHoursRange })
  waitlistOfferHours?: number;
}
