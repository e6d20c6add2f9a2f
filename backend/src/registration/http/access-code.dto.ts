import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { trim } from './register-vendor.dto.js';

export class AccessCodeDto {
  @ApiProperty({
    example: '7K3QZ-9XW2M',
    description: 'Groß-/Kleinschreibung, Leer- und Bindestriche egal',
  })
  @Transform(trim)
  @MaxLength(32, { message: VENDOR_MESSAGES.accessCodeNotFound })
  @IsNotEmpty({ message: VENDOR_MESSAGES.accessCodeRequired })
  @IsString({ message: VENDOR_MESSAGES.accessCodeRequired })
  accessCode!: string;
}
