import { ApiProperty } from '@nestjs/swagger';
import type { LiftSettings, LiftTypeSettings } from '../domain/lift-settings.entity.js';

export class LiftTypeSettingsDto {
  @ApiProperty({ example: '06:00' })
  startTime!: string;

  @ApiProperty({ example: '18:00' })
  endTime!: string;

  @ApiProperty({
    type: [Number],
    description: 'Wochentage mit Terminen, 0 = Sonntag … 6 = Samstag',
  })
  enabledDays!: number[];

  static from(settings: LiftTypeSettings): LiftTypeSettingsDto {
    return {
      startTime: settings.startTime,
      endTime: settings.endTime,
      enabledDays: [...settings.enabledDays],
    };
  }
}

export class LiftSettingsDto {
  @ApiProperty({ example: 30, description: 'Länge eines Lift-Termins in Minuten' })
  slotMinutes!: number;

  @ApiProperty({ type: LiftTypeSettingsDto, description: 'Aufbau' })
  setup!: LiftTypeSettingsDto;

  @ApiProperty({ type: LiftTypeSettingsDto, description: 'Abbau' })
  breakdown!: LiftTypeSettingsDto;

  static from(settings: LiftSettings): LiftSettingsDto {
    return {
      slotMinutes: settings.slotMinutes,
      setup: LiftTypeSettingsDto.from(settings.setup),
      breakdown: LiftTypeSettingsDto.from(settings.breakdown),
    };
  }
}
