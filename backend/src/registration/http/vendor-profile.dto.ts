import { ApiProperty, PartialType, PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VENDOR_PROFILE_MESSAGES } from '@standl/contracts';
import { RegisterVendorDto } from './register-vendor.dto.js';

/**
 * Name, phone, description, the consent to the public directory and the language of the mails,
 * each optional, with the registration's limits and messages (the decorators are
 * RegisterVendorDto's). A field sent as null is refused, not cleared.
 */
export class UpdateVendorProfileDto extends PartialType(
  PickType(RegisterVendorDto, [
    'name',
    'phone',
    'description',
    'directoryConsent',
    'language',
  ] as const),
  { skipNullProperties: false },
) {}

/** The new address, checked as at registration. */
export class EmailChangeRequestDto extends PickType(RegisterVendorDto, ['email'] as const) {}

export class EmailChangeTokenDto {
  @ApiProperty({ description: 'Das Token aus dem Link (…?token=…)' })
  @MaxLength(200, { message: VENDOR_PROFILE_MESSAGES.linkInvalid })
  @IsNotEmpty({ message: VENDOR_PROFILE_MESSAGES.linkInvalid })
  @IsString({ message: VENDOR_PROFILE_MESSAGES.linkInvalid })
  token!: string;
}

export class PendingEmailChangeDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Die angeforderte neue Adresse, solange ihr Link nicht geöffnet wurde',
  })
  pendingEmail!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt!: string | null;
}

export class EmailChangeConfirmedDto {
  @ApiProperty({ description: 'Die E-Mail-Adresse des Händlers jetzt' })
  email!: string;
}

export class EmailChangeRequestedDto {
  @ApiProperty({ description: 'Die neue Adresse, an die der Bestätigungslink ging' })
  pendingEmail!: string;

  @ApiProperty({ format: 'date-time', description: 'Bis dahin gilt der Link (24 Stunden)' })
  expiresAt!: string;
}
