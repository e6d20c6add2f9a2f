import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import {
  FLOOR_PLAN_MESSAGES,
  REGISTRATION_LIMITS as LIMITS,
  VENDOR_LANGUAGES,
  VENDOR_MESSAGES,
  type VendorLanguage,
} from '@standl/contracts';
import { IfSent, IsBoothId } from '../../shared/http/validation.js';
import {
  BOOTH_ASSIGNMENT_PREFERENCES,
  type BoothAssignmentPreference,
} from '../domain/vendor.entity.js';

export const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class RegisterVendorDto {
  @ApiProperty({ minLength: 2, maxLength: 200, example: 'Kerzenzieherei Huber' })
  @Transform(trim)
  @MaxLength(LIMITS.name, { message: VENDOR_MESSAGES.nameTooLong })
  @MinLength(2, { message: VENDOR_MESSAGES.nameTooShort })
  @IsString({ message: VENDOR_MESSAGES.nameTooShort })
  name!: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'huber@example.at' })
  @Transform(trim)
  @MaxLength(LIMITS.email, { message: VENDOR_MESSAGES.invalidEmail })
  @IsEmail({}, { message: VENDOR_MESSAGES.invalidEmail })
  email!: string;

  @ApiProperty({ minLength: 10, maxLength: 50, example: '+43 664 1234567' })
  @Transform(trim)
  @MaxLength(LIMITS.phone, { message: VENDOR_MESSAGES.phoneTooLong })
  @MinLength(10, { message: VENDOR_MESSAGES.phoneTooShort })
  @IsString({ message: VENDOR_MESSAGES.phoneTooShort })
  phone!: string;

  @ApiProperty({ minLength: 10, maxLength: 2000, example: 'Handgezogene Bienenwachskerzen' })
  @Transform(trim)
  @MaxLength(LIMITS.description, { message: VENDOR_MESSAGES.descriptionTooLong })
  @MinLength(10, { message: VENDOR_MESSAGES.descriptionTooShort })
  @IsString({ message: VENDOR_MESSAGES.descriptionTooShort })
  description!: string;

  @ApiPropertyOptional({
    enum: BOOTH_ASSIGNMENT_PREFERENCES,
    enumName: 'BoothAssignmentPreference',
    default: 'admin',
  })
  @IsOptional()
  @IsIn(BOOTH_ASSIGNMENT_PREFERENCES, { message: VENDOR_MESSAGES.invalidPreference })
  boothAssignmentPreference: BoothAssignmentPreference = 'admin';

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Bei Selbstauswahl der gewählte Standplatz',
  })
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @IsBoothId()
  selectedBoothId: number | null = null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description:
      'Auf die Warteliste dieses Bereichs (nur wenn er geschlossen ist oder keinen freien Platz hat; nicht zusammen mit selectedBoothId)',
  })
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @IsBoothId()
  waitlistAreaId: number | null = null;

  // No initializer (the default false is the handler's): the profile's DTO picks this field,
  // and an inherited default would revoke the consent on every other change.
  @ApiPropertyOptional({
    default: false,
    description:
      "Zustimmung zum öffentlichen Ausstellerverzeichnis 'Aussteller {Jahr}' (Name/Firma, Warenangebot, Standplatz)",
  })
  @IfSent()
  @IsBoolean({ message: FLOOR_PLAN_MESSAGES.directoryConsentInvalid })
  directoryConsent?: boolean;

  // No initializer either (the default 'de' is the handler's): the profile's DTO picks it.
  @ApiPropertyOptional({
    enum: VENDOR_LANGUAGES,
    enumName: 'VendorLanguage',
    default: 'de',
    description:
      'Sprache der E-Mails an den Händler (de: Deutsch, en: Englisch); Rechnungen bleiben deutsch',
  })
  @IfSent()
  @IsIn(VENDOR_LANGUAGES, { message: VENDOR_MESSAGES.invalidLanguage })
  language?: VendorLanguage;

  @ApiProperty({ description: 'Teilnahmebedingungen akzeptiert (muss true sein)' })
  @Equals(true, { message: VENDOR_MESSAGES.termsRequired })
  termsAccepted!: boolean;
}
