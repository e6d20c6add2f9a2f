import { ApiProperty } from '@nestjs/swagger';
import { AdminLiftAppointmentDto } from './lift-appointment.dto.js';
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

export class LiftDaysDto {
  @ApiProperty({ type: [String], example: ['2026-12-01', '2026-12-02'] })
  setup!: string[];

  @ApiProperty({ type: [String], example: ['2026-12-09'] })
  breakdown!: string[];
}

export class LiftSettingsDto {
  @ApiProperty({ example: 30, description: 'Länge eines Lift-Termins in Minuten' })
  slotMinutes!: number;

  @ApiProperty({ type: LiftTypeSettingsDto, description: 'Aufbau' })
  setup!: LiftTypeSettingsDto;

  @ApiProperty({ type: LiftTypeSettingsDto, description: 'Abbau' })
  breakdown!: LiftTypeSettingsDto;

  @ApiProperty({
    type: LiftDaysDto,
    description:
      'Die Tage mit Lift-Terminen: Aufbau- bzw. Abbauzeitraum an den gewählten Wochentagen',
  })
  days!: LiftDaysDto;

  static from(settings: LiftSettings, days: LiftDaysDto): LiftSettingsDto {
    return {
      slotMinutes: settings.slotMinutes,
      setup: LiftTypeSettingsDto.from(settings.setup),
      breakdown: LiftTypeSettingsDto.from(settings.breakdown),
      days: { setup: [...days.setup], breakdown: [...days.breakdown] },
    };
  }
}

export class LiftSettingsSavedDto {
  @ApiProperty({ example: 'Lift-Einstellungen gespeichert' })
  message!: string;

  @ApiProperty({ type: LiftSettingsDto })
  settings!: LiftSettingsDto;

  @ApiProperty({
    type: [AdminLiftAppointmentDto],
    description:
      'Gebuchte Termine, die die neuen Einstellungen nicht mehr anbieten (bleiben gebucht)',
  })
  outsideSchedule!: AdminLiftAppointmentDto[];
}
