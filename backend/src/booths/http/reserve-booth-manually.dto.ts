import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { ADMIN_MESSAGES } from '@standl/contracts';

export class ReserveBoothManuallyDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Familie Huber' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: ADMIN_MESSAGES.reservedNameTooLong })
  @MinLength(1, { message: ADMIN_MESSAGES.reservedNameRequired })
  @IsString({ message: ADMIN_MESSAGES.reservedNameRequired })
  name!: string;
}
