import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES as M,
  type AnalyticsEventType,
  VALIDATION_MESSAGES,
} from '@standl/contracts';

function MaxJsonBytes(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxJsonBytes',
      validator: {
        validate: (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null)) <= max,
      },
    },
    options,
  );
}

export class RecordAnalyticsEventDto {
  @ApiProperty({
    maxLength: ANALYTICS_LIMITS.sessionId,
    example: '0b7c3f5e-8d1a-4c1e-9f57-2f3b8a6d9e10',
  })
  @Matches(/^[\w-]+$/, { message: M.sessionIdInvalid })
  @MaxLength(ANALYTICS_LIMITS.sessionId, { message: M.fieldTooLong('sessionId') })
  @IsString({ message: VALIDATION_MESSAGES.mustBeText('sessionId') })
  sessionId!: string;

  @ApiProperty({ enum: ANALYTICS_EVENT_TYPES, enumName: 'AnalyticsEventType' })
  @IsIn(ANALYTICS_EVENT_TYPES, { message: M.unknownEventType })
  eventType!: AnalyticsEventType;

  @ApiPropertyOptional({ maxLength: ANALYTICS_LIMITS.eventName })
  @IsOptional()
  @MaxLength(ANALYTICS_LIMITS.eventName, { message: M.fieldTooLong('eventName') })
  @IsString({ message: VALIDATION_MESSAGES.mustBeText('eventName') })
  eventName?: string;

  @ApiPropertyOptional({ maxLength: ANALYTICS_LIMITS.page, example: '/vendor-registration' })
  @IsOptional()
  @MaxLength(ANALYTICS_LIMITS.page, { message: M.fieldTooLong('page') })
  @IsString({ message: VALIDATION_MESSAGES.mustBeText('page') })
  page?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: `Zusatzdaten, höchstens ${ANALYTICS_LIMITS.dataBytes} Bytes als JSON`,
  })
  @IsOptional()
  @MaxJsonBytes(ANALYTICS_LIMITS.dataBytes, { message: M.dataTooLarge })
  @IsObject({ message: VALIDATION_MESSAGES.mustBeObject('data') })
  data?: Record<string, unknown>;
}
