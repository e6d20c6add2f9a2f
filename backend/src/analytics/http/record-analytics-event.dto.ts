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
  type AnalyticsEventType,
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
  @Matches(/^[\w-]+$/, { message: 'sessionId enthält ungültige Zeichen' })
  @MaxLength(ANALYTICS_LIMITS.sessionId, { message: 'sessionId ist zu lang' })
  @IsString({ message: 'sessionId muss ein Text sein' })
  sessionId!: string;

  @ApiProperty({ enum: ANALYTICS_EVENT_TYPES, enumName: 'AnalyticsEventType' })
  @IsIn(ANALYTICS_EVENT_TYPES, { message: 'Unbekannter Ereignistyp' })
  eventType!: AnalyticsEventType;

  @ApiPropertyOptional({ maxLength: ANALYTICS_LIMITS.eventName })
  @IsOptional()
  @MaxLength(ANALYTICS_LIMITS.eventName, { message: 'eventName ist zu lang' })
  @IsString({ message: 'eventName muss ein Text sein' })
  eventName?: string;

  @ApiPropertyOptional({ maxLength: ANALYTICS_LIMITS.page, example: '/vendor-registration' })
  @IsOptional()
  @MaxLength(ANALYTICS_LIMITS.page, { message: 'page ist zu lang' })
  @IsString({ message: 'page muss ein Text sein' })
  page?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: `Zusatzdaten, höchstens ${ANALYTICS_LIMITS.dataBytes} Bytes als JSON`,
  })
  @IsOptional()
  @MaxJsonBytes(ANALYTICS_LIMITS.dataBytes, { message: 'data ist zu groß' })
  @IsObject({ message: 'data muss ein Objekt sein' })
  data?: Record<string, unknown>;
}
