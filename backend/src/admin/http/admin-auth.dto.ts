import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ADMIN_MESSAGES } from '@standl/contracts';

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

  @ApiProperty({ format: 'date-time', description: 'Ablauf der Sitzung (12 Stunden)' })
  expiresAt!: string;
}

export class AdminMeDto {
  @ApiProperty({ example: 'admin' })
  username!: string;
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
