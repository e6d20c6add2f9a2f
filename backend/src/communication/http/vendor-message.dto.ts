import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VENDOR_MESSAGE_MAX_LENGTH, VENDOR_MESSAGES } from '@standl/contracts';
import type { VendorMessage } from '../domain/vendor-message.entity.js';

export class SendVendorMessageDto {
  @ApiProperty({
    maxLength: VENDOR_MESSAGE_MAX_LENGTH,
    example: 'Können wir den Stand neben der Familie Huber bekommen?',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(VENDOR_MESSAGE_MAX_LENGTH, { message: VENDOR_MESSAGES.messageTooLong })
  @IsNotEmpty({ message: VENDOR_MESSAGES.messageRequired })
  @IsString({ message: VENDOR_MESSAGES.messageRequired })
  message!: string;
}

export class VendorMessageDto {
  @ApiProperty() id!: number;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Vom Veranstalter gelesen',
  })
  readAt!: string | null;

  static from(message: VendorMessage): VendorMessageDto {
    return {
      id: message.id,
      message: message.message,
      createdAt: message.createdAt.toISOString(),
      readAt: message.readAt?.toISOString() ?? null,
    };
  }
}
