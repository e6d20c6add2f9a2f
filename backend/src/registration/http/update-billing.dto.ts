import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { DEFAULT_BILLING_COUNTRY } from '../domain/vendor.entity.js';
import { trim } from './register-vendor.dto.js';

const isAustria = (args: ValidationArguments) =>
  /^(österreich|austria|at)$/i.test((args.object as UpdateBillingDto).billingCountry ?? '');

/** Austrian postal codes have four digits; elsewhere 2-10 letters, digits, spaces or hyphens. */
function IsPostalCode(): PropertyDecorator {
  return ValidateBy({
    name: 'isPostalCode',
    validator: {
      validate: (value: unknown, args) =>
        typeof value === 'string' &&
        (isAustria(args!) ? /^\d{4}$/ : /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/).test(value),
      defaultMessage: (args) =>
        isAustria(args!)
          ? VENDOR_MESSAGES.billingPostalCodeAustria
          : VENDOR_MESSAGES.billingPostalCodeInvalid,
    },
  });
}

export class UpdateBillingDto {
  @ApiProperty({ maxLength: 200, example: 'Hauptplatz 3' })
  @Transform(trim)
  @MaxLength(200, { message: VENDOR_MESSAGES.billingStreetTooLong })
  @IsNotEmpty({ message: VENDOR_MESSAGES.billingStreetRequired })
  @IsString({ message: VENDOR_MESSAGES.billingStreetRequired })
  billingStreet!: string;

  @ApiProperty({ maxLength: 100, example: 'St. Veit an der Glan' })
  @Transform(trim)
  @MaxLength(100, { message: VENDOR_MESSAGES.billingCityTooLong })
  @IsNotEmpty({ message: VENDOR_MESSAGES.billingCityRequired })
  @IsString({ message: VENDOR_MESSAGES.billingCityRequired })
  billingCity!: string;

  @ApiProperty({ maxLength: 10, example: '9300', description: 'In Österreich 4 Ziffern' })
  @Transform(trim)
  @IsPostalCode()
  billingPostalCode!: string;

  @ApiProperty({ maxLength: 100, default: DEFAULT_BILLING_COUNTRY })
  // Left out or blank means the default; anything but text is refused with the German text.
  @Transform(({ value }) =>
    value === undefined || value === null || (typeof value === 'string' && !value.trim())
      ? DEFAULT_BILLING_COUNTRY
      : typeof value === 'string'
        ? value.trim()
        : value,
  )
  @MaxLength(100, { message: VENDOR_MESSAGES.billingCountryTooLong })
  @IsString({ message: VENDOR_MESSAGES.billingCountryRequired })
  billingCountry: string = DEFAULT_BILLING_COUNTRY;
}
