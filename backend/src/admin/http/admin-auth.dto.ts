import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  ADMIN_MESSAGES,
  ADMIN_ROLES,
  type AdminRestriction,
  type AdminRole,
} from '@standl/contracts';
import type { AdminPrincipal } from '../../shared/auth/admin.guard.js';

const ROLE_PROPERTY = {
  enum: ADMIN_ROLES,
  enumName: 'AdminRole',
  description: 'organiser = Organisator, cashier = Kasse, setup = Aufbau, reader = Lesen',
} as const;

export class AdminLoginDto {
  @ApiProperty({ example: 'admin' })
  @MaxLength(50, { message: ADMIN_MESSAGES.invalidCredentials })
  @IsNotEmpty({ message: ADMIN_MESSAGES.usernameRequired })
  @IsString({ message: ADMIN_MESSAGES.usernameRequired })
  username!: string;

  @ApiProperty({ format: 'password' })
  @MaxLength(200, { message: ADMIN_MESSAGES.invalidCredentials })
  @IsNotEmpty({ message: ADMIN_MESSAGES.passwordRequired })
  @IsString({ message: ADMIN_MESSAGES.passwordRequired })
  password!: string;
}

export class AdminLoginResultDto {
  @ApiProperty({ description: 'Bearer-Token (im Browser unter adminToken gespeichert)' })
  token!: string;

  @ApiProperty({ example: 'admin' })
  username!: string;

  @ApiProperty({ example: 'Anna Berger', description: 'Anzeigename des Kontos' })
  name!: string;

  @ApiProperty(ROLE_PROPERTY)
  role!: AdminRole;

  @ApiProperty({ format: 'date-time', description: 'Ablauf der Sitzung (12 Stunden)' })
  expiresAt!: string;
}

export class AdminMeDto {
  @ApiProperty({ example: 'admin' })
  username!: string;

  @ApiProperty({ example: 'Anna Berger', description: 'Anzeigename des Kontos' })
  name!: string;

  @ApiProperty(ROLE_PROPERTY)
  role!: AdminRole;

  @ApiProperty({
    enum: ['password-change', 'second-factor-setup'],
    nullable: true,
    type: String,
    description:
      'Was vor der Arbeit noch zu tun ist: das Einmal-Passwort ersetzen oder die Zwei-Faktor-Anmeldung einrichten; bis dahin antworten alle anderen Routen 403',
  })
  restriction!: AdminRestriction | null;

  static from(admin: AdminPrincipal): AdminMeDto {
    return {
      username: admin.username,
      name: admin.displayName,
      role: admin.role,
      restriction: admin.restriction,
    };
  }
}

export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @MaxLength(200, { message: ADMIN_MESSAGES.currentPasswordWrong })
  @IsNotEmpty({ message: ADMIN_MESSAGES.currentPasswordRequired })
  @IsString({ message: ADMIN_MESSAGES.currentPasswordRequired })
  currentPassword!: string;

  @ApiProperty({ format: 'password', minLength: 6 })
  @MaxLength(200, { message: 'Neues Passwort darf höchstens 200 Zeichen lang sein' })
  @Matches(/\S/, { message: ADMIN_MESSAGES.newPasswordBlank })
  @MinLength(6, { message: ADMIN_MESSAGES.newPasswordTooShort })
  @IsString({ message: ADMIN_MESSAGES.newPasswordTooShort })
  newPassword!: string;
}
