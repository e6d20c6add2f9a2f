import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  ADMIN_MESSAGES,
  ADMIN_ROLES,
  type AdminRole,
  TEAM_MESSAGES,
  VALIDATION_MESSAGES,
} from '@standl/contracts';
import type { TeamAccount } from '../domain/team-account.js';
import { ROLE_PROPERTY } from './admin-auth.dto.js';

export class TeamAccountDto implements TeamAccount {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'anna.berger@example.at' }) username!: string;
  @ApiProperty({ example: 'Anna Berger' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'anna.berger@example.at' })
  email!: string | null;
  @ApiProperty(ROLE_PROPERTY) role!: AdminRole;
  @ApiProperty() active!: boolean;
  @ApiProperty({
    enum: ['invited', 'active', 'inactive'],
    description: 'invited: Einladung noch nicht angenommen; inactive: deaktiviert',
  })
  state!: 'invited' | 'active' | 'inactive';
  @ApiProperty({ description: 'Zwei-Faktor-Anmeldung eingerichtet' }) secondFactor!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Ablauf des offenen Einladungslinks',
  })
  invitationExpiresAt!: string | null;
}

export class TeamDto {
  @ApiProperty({ description: 'Zwei-Faktor-Anmeldung für alle Konten verlangt' })
  requireSecondFactor!: boolean;
  @ApiProperty({ type: [TeamAccountDto] }) accounts!: TeamAccountDto[];
}

export class InviteAccountDto {
  @ApiProperty({ example: 'Anna Berger', maxLength: 100 })
  @MaxLength(100, { message: TEAM_MESSAGES.nameTooLong })
  @Matches(/\S/, { message: TEAM_MESSAGES.nameRequired })
  @IsString({ message: TEAM_MESSAGES.nameRequired })
  name!: string;

  @ApiProperty({ example: 'anna.berger@example.at', maxLength: 254 })
  @MaxLength(254, { message: TEAM_MESSAGES.emailInvalid })
  @IsEmail({}, { message: TEAM_MESSAGES.emailInvalid })
  @IsString({ message: TEAM_MESSAGES.emailInvalid })
  email!: string;

  @ApiProperty(ROLE_PROPERTY)
  @IsIn(ADMIN_ROLES, { message: TEAM_MESSAGES.roleInvalid })
  role!: AdminRole;
}

export class CreateAccountDto extends InviteAccountDto {
  @ApiPropertyOptional({
    example: 'kassa1',
    description: 'Benutzername; ohne Angabe die E-Mail-Adresse',
  })
  @IsOptional()
  @Matches(/^[\w.@-]{3,254}$/, { message: TEAM_MESSAGES.usernameInvalid })
  @IsString({ message: TEAM_MESSAGES.usernameInvalid })
  username?: string;
}

export class CreatedAccountDto {
  @ApiProperty({ type: TeamAccountDto }) account!: TeamAccountDto;
  @ApiProperty({
    description: 'Einmal-Passwort: nur diese Antwort zeigt es; bei der ersten Anmeldung ersetzen',
  })
  oneTimePassword!: string;
}

export class UpdateAccountDto {
  @ApiPropertyOptional({ example: 'Anna Berger', maxLength: 100 })
  @IsOptional()
  @MaxLength(100, { message: TEAM_MESSAGES.nameTooLong })
  @Matches(/\S/, { message: TEAM_MESSAGES.nameRequired })
  @IsString({ message: TEAM_MESSAGES.nameRequired })
  name?: string;

  @ApiPropertyOptional(ROLE_PROPERTY)
  @IsOptional()
  @IsIn(ADMIN_ROLES, { message: TEAM_MESSAGES.roleInvalid })
  role?: AdminRole;

  @ApiPropertyOptional({ description: 'false deaktiviert das Konto (Sitzungen enden sofort)' })
  @IsOptional()
  @IsBoolean({ message: VALIDATION_MESSAGES.mustBeBoolean('active') })
  active?: boolean;
}

export class TeamPolicyDto {
  @ApiProperty({ description: 'Zwei-Faktor-Anmeldung für alle Konten verlangen' })
  @IsBoolean({ message: VALIDATION_MESSAGES.mustBeBoolean('requireSecondFactor') })
  requireSecondFactor!: boolean;
}

export class LinkTokenDto {
  @ApiProperty({ description: 'Das Token aus dem Link (…?token=…)' })
  @MaxLength(200, { message: TEAM_MESSAGES.linkInvalid })
  @IsNotEmpty({ message: TEAM_MESSAGES.linkInvalid })
  @IsString({ message: TEAM_MESSAGES.linkInvalid })
  token!: string;
}

export class LinkPasswordDto extends LinkTokenDto {
  @ApiProperty({ format: 'password', minLength: 12, maxLength: 200 })
  @IsString({ message: TEAM_MESSAGES.passwordTooShort })
  password!: string;
}

export class InvitationInfoDto {
  @ApiProperty({ example: 'Anna Berger' }) name!: string;
  @ApiProperty({ example: 'anna.berger@example.at' }) email!: string;
  @ApiProperty(ROLE_PROPERTY) role!: AdminRole;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class InvitationAcceptedDto {
  @ApiProperty({ example: TEAM_MESSAGES.invitationAccepted }) message!: string;
  @ApiProperty({ example: 'anna.berger@example.at', description: 'Damit anmelden' })
  username!: string;
}

export class PasswordResetRequestDto {
  @ApiProperty({ example: 'anna.berger@example.at' })
  @MaxLength(254, { message: TEAM_MESSAGES.emailInvalid })
  @IsEmail({}, { message: TEAM_MESSAGES.emailInvalid })
  @IsString({ message: TEAM_MESSAGES.emailInvalid })
  email!: string;
}

export class SecondFactorSetupDto {
  @ApiProperty({ description: 'Das Geheimnis (Base32) zum Abtippen' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Standl:anna?secret=…&issuer=Standl' })
  otpauthUrl!: string;
  @ApiProperty({ description: 'QR-Code der otpauth-Adresse als PNG-Data-URL' }) qrCode!: string;
}

export class SecondFactorCodeDto {
  @ApiProperty({ example: '123456', description: '6-stelliger Code der Authenticator-App' })
  @MaxLength(20, { message: TEAM_MESSAGES.secondFactorWrong })
  @IsNotEmpty({ message: TEAM_MESSAGES.secondFactorWrong })
  @IsString({ message: TEAM_MESSAGES.secondFactorWrong })
  code!: string;
}

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    example: ['k7pq-3xna'],
    description: 'Zehn Wiederherstellungscodes, je einmal verwendbar; nur jetzt sichtbar',
  })
  recoveryCodes!: string[];
}

export class PasswordConfirmationDto {
  @ApiProperty({ format: 'password' })
  @MaxLength(200, { message: ADMIN_MESSAGES.currentPasswordWrong })
  @IsNotEmpty({ message: ADMIN_MESSAGES.currentPasswordRequired })
  @IsString({ message: ADMIN_MESSAGES.currentPasswordRequired })
  password!: string;
}
