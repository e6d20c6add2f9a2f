import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_MESSAGES,
  ADMIN_ROLES,
  type AdminRestriction,
  type AdminRole,
  TEAM_MESSAGES,
} from '@standl/contracts';
import type { AdminPrincipal } from '../../shared/auth/admin.guard.js';
import type { OwnAccount } from '../queries/team.queries.js';

/**
 * Inline, not a named schema: a generated `AdminRole` would clash with the contracts' own
 * (libs/contracts/src/team.ts).
 */
export const ROLE_PROPERTY = {
  enum: ADMIN_ROLES,
  enumName: 'AdminRole',
  description: 'organiser = Organisator, cashier = Kasse, setup = Aufbau, reader = Lesen',
} as const;

export class AdminLoginDto {
  @ApiProperty({ example: 'admin', description: 'Benutzername oder E-Mail-Adresse' })
  @MaxLength(254, { message: ADMIN_MESSAGES.invalidCredentials })
  @IsNotEmpty({ message: ADMIN_MESSAGES.usernameRequired })
  @IsString({ message: ADMIN_MESSAGES.usernameRequired })
  username!: string;

  @ApiProperty({ format: 'password' })
  @MaxLength(200, { message: ADMIN_MESSAGES.invalidCredentials })
  @IsNotEmpty({ message: ADMIN_MESSAGES.passwordRequired })
  @IsString({ message: ADMIN_MESSAGES.passwordRequired })
  password!: string;

  @ApiPropertyOptional({
    example: '123456',
    description:
      'Code der Authenticator-App (6 Ziffern) oder ein Wiederherstellungscode (xxxx-xxxx); nur für Konten mit Zwei-Faktor-Anmeldung',
  })
  @IsOptional()
  @MaxLength(20, { message: TEAM_MESSAGES.secondFactorWrong })
  @IsString({ message: TEAM_MESSAGES.secondFactorWrong })
  code?: string;
}

/** The password was right; the account's second factor is missing: ask for the code. */
export class AdminSecondFactorRequiredDto {
  @ApiProperty({ enum: [true], description: 'Bitte mit dem Code erneut anmelden' })
  secondFactorRequired!: true;
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

  @ApiProperty({ type: String, nullable: true, example: 'anna.berger@example.at' })
  email!: string | null;

  @ApiProperty({ description: 'Zwei-Faktor-Anmeldung eingerichtet' })
  secondFactor!: boolean;

  @ApiProperty({ description: 'Der Organisator verlangt die Zwei-Faktor-Anmeldung für alle' })
  secondFactorRequired!: boolean;

  static from(admin: AdminPrincipal, own: OwnAccount): AdminMeDto {
    return {
      username: admin.username,
      name: admin.displayName,
      role: admin.role,
      restriction: admin.restriction,
      email: own.email,
      secondFactor: own.secondFactor,
      secondFactorRequired: own.secondFactorRequired,
    };
  }
}

export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @MaxLength(200, { message: ADMIN_MESSAGES.currentPasswordWrong })
  @IsNotEmpty({ message: ADMIN_MESSAGES.currentPasswordRequired })
  @IsString({ message: ADMIN_MESSAGES.currentPasswordRequired })
  currentPassword!: string;

  /** The password policy (docs/decisions.md 209) is the handler's rule. */
  @ApiProperty({ format: 'password', minLength: 12, maxLength: 200 })
  @IsString({ message: TEAM_MESSAGES.passwordTooShort })
  newPassword!: string;
}
