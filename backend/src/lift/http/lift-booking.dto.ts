import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
  ArrayMaxSize,
  IsDefined,
  IsUUID,
} from 'class-validator';
import {
  LIFT_APPOINTMENT_STATUSES,
  LIFT_APPOINTMENT_TYPES,
  LIFT_LIMITS,
  LIFT_MESSAGES,
  liftTypeFrom,
  type LiftAppointmentStatus,
  type LiftAppointmentType,
} from '@standl/contracts';
import { IfSent } from '../../shared/http/validation.js';
import { LiftAppointmentDto } from './lift-appointment.dto.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_OR_SLOT = /^([01]\d|2[0-3]):[0-5]\d(-([01]\d|2[0-3]):[0-5]\d)?$/;
/** Accepted on input as the spec's other name of breakdown (docs/decisions.md 75). */
const TYPE_NAMES = [...LIFT_APPOINTMENT_TYPES, 'teardown'];

const trimToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
const liftType = ({ value }: { value: unknown }) => liftTypeFrom(value) ?? value;

/** The vendor named by a booking: a UUID, else the unknown vendor's text. */
const VendorId = () =>
  applyDecorators(
    IsUUID('all', { message: LIFT_MESSAGES.vendorNotFound }),
    IsString({ message: LIFT_MESSAGES.vendorNotFound }),
  );

/** The spec's `vendorName` in a booking: accepted, but the registration's name counts. */
const IgnoredVendorName = () =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: 255,
      description: 'Wird ignoriert: es gilt der Name der Anmeldung',
    }),
    IfSent(),
    MaxLength(255, { message: LIFT_MESSAGES.vendorNotFound }),
    IsString({ message: LIFT_MESSAGES.vendorNotFound }),
  );

function Notes(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: LIFT_LIMITS.notes })(
      target,
      key,
    );
    IsOptional()(target, key);
    MaxLength(LIFT_LIMITS.notes, { message: LIFT_MESSAGES.notesTooLong })(target, key);
    IsString({ message: LIFT_MESSAGES.notesTooLong })(target, key);
    Transform(trimToNull)(target, key);
  };
}

/** Spec 000 section 7: date, time, type, notes, vendorId, vendorName (the name is the vendor's own). */
export class VendorLiftBookingDto {
  @ApiProperty({ format: 'uuid', description: 'Der angemeldete Händler selbst' })
  @VendorId()
  vendorId!: string;

  @ApiProperty({ example: '2026-12-02' })
  @Matches(DATE, { message: LIFT_MESSAGES.invalidDate })
  @IsString({ message: LIFT_MESSAGES.invalidDate })
  date!: string;

  @ApiProperty({ example: '07:00', description: 'Beginn (HH:MM) oder Zeitraum (HH:MM-HH:MM)' })
  @Matches(TIME_OR_SLOT, { message: LIFT_MESSAGES.invalidTime })
  @IsString({ message: LIFT_MESSAGES.invalidTime })
  time!: string;

  @ApiProperty({ enum: TYPE_NAMES, example: 'setup', description: 'teardown = breakdown' })
  @IsIn(LIFT_APPOINTMENT_TYPES, { message: LIFT_MESSAGES.invalidType })
  @Transform(liftType)
  type!: LiftAppointmentType;

  @Notes()
  notes?: string | null;

  @IgnoredVendorName()
  vendorName?: string;
}

/** Spec 001 section 7: the organiser books any vendor (bookedBy admin). */
export class AdminLiftBookingDto {
  @ApiProperty({ format: 'uuid' })
  @VendorId()
  vendorId!: string;

  @ApiProperty({ example: '2026-12-02' })
  @Matches(DATE, { message: LIFT_MESSAGES.invalidDate })
  @IsString({ message: LIFT_MESSAGES.invalidDate })
  date!: string;

  @ApiProperty({ example: '07:00-07:30' })
  @Matches(TIME_OR_SLOT, { message: LIFT_MESSAGES.invalidTimeSlot })
  @IsString({ message: LIFT_MESSAGES.invalidTimeSlot })
  timeSlot!: string;

  @ApiProperty({ enum: TYPE_NAMES, example: 'setup' })
  @IsIn(LIFT_APPOINTMENT_TYPES, { message: LIFT_MESSAGES.invalidType })
  @Transform(liftType)
  appointmentType!: LiftAppointmentType;

  @Notes()
  notes?: string | null;

  @IgnoredVendorName()
  vendorName?: string;

  @ApiPropertyOptional({ enum: LIFT_APPOINTMENT_STATUSES, default: 'booked' })
  @IfSent()
  @IsIn(LIFT_APPOINTMENT_STATUSES, { message: LIFT_MESSAGES.invalidStatus })
  status?: LiftAppointmentStatus;

  @ApiPropertyOptional({ enum: ['admin'], description: 'Immer admin' })
  @IfSent()
  @IsIn(['admin'], { message: LIFT_MESSAGES.adminBookedBy })
  bookedBy?: 'admin';
}

/** Moving, re-noting or completing an appointment; every field optional. */
export class AdminLiftChangeDto {
  @ApiPropertyOptional({ example: '2026-12-02' })
  @IfSent()
  @Matches(DATE, { message: LIFT_MESSAGES.invalidDate })
  @IsString({ message: LIFT_MESSAGES.invalidDate })
  date?: string;

  @ApiPropertyOptional({ example: '07:30-08:00' })
  @IfSent()
  @Matches(TIME_OR_SLOT, { message: LIFT_MESSAGES.invalidTimeSlot })
  @IsString({ message: LIFT_MESSAGES.invalidTimeSlot })
  timeSlot?: string;

  @ApiPropertyOptional({ enum: TYPE_NAMES })
  @IfSent()
  @IsIn(LIFT_APPOINTMENT_TYPES, { message: LIFT_MESSAGES.invalidType })
  @Transform(liftType)
  appointmentType?: LiftAppointmentType;

  @Notes()
  notes?: string | null;

  @ApiPropertyOptional({ enum: LIFT_APPOINTMENT_STATUSES })
  @IfSent()
  @IsIn(LIFT_APPOINTMENT_STATUSES, { message: LIFT_MESSAGES.invalidStatus })
  status?: LiftAppointmentStatus;
}

export class LiftSlotsQueryDto {
  @ApiPropertyOptional({ example: '06:00', description: 'Nur Termine ab dieser Uhrzeit' })
  @IfSent()
  @Matches(TIME, { message: LIFT_MESSAGES.invalidTime })
  @IsString({ message: LIFT_MESSAGES.invalidTime })
  startTime?: string;

  @ApiPropertyOptional({ example: '12:00', description: 'Nur Termine bis zu dieser Uhrzeit' })
  @IfSent()
  @Matches(TIME, { message: LIFT_MESSAGES.invalidTime })
  @IsString({ message: LIFT_MESSAGES.invalidTime })
  endTime?: string;
}

export class AdminLiftSlotsQueryDto extends LiftSlotsQueryDto {
  @ApiProperty({ enum: TYPE_NAMES, example: 'setup' })
  @IsIn(LIFT_APPOINTMENT_TYPES, { message: LIFT_MESSAGES.invalidType })
  @Transform(liftType)
  type!: LiftAppointmentType;

  @ApiPropertyOptional({ example: '2026-12-02', description: 'Ohne: jeder angebotene Tag' })
  @IfSent()
  @Matches(DATE, { message: LIFT_MESSAGES.invalidDate })
  @IsString({ message: LIFT_MESSAGES.invalidDate })
  date?: string;
}

/** The specification's path form of the organiser's slot list: `/admin/lift-slots/{date}/{type}`. */
export class AdminLiftSlotsPathDto extends PickType(AdminLiftSlotsQueryDto, ['type'] as const) {
  @ApiProperty({ example: '2026-12-02' })
  @Matches(DATE, { message: LIFT_MESSAGES.invalidDate })
  @IsString({ message: LIFT_MESSAGES.invalidDate })
  date!: string;
}

export class LiftWindowInputDto {
  @ApiProperty({ example: '06:00' })
  @Matches(TIME, { message: LIFT_MESSAGES.invalidTime })
  @IsString({ message: LIFT_MESSAGES.invalidTime })
  startTime!: string;

  @ApiProperty({ example: '18:00' })
  @Matches(TIME, { message: LIFT_MESSAGES.invalidTime })
  @IsString({ message: LIFT_MESSAGES.invalidTime })
  endTime!: string;

  @ApiProperty({
    type: [Number],
    example: [1, 2, 3, 4, 5],
    description: '0 = Sonntag … 6 = Samstag',
  })
  @Min(0, { each: true, message: LIFT_MESSAGES.invalidDays })
  @Max(6, { each: true, message: LIFT_MESSAGES.invalidDays })
  @IsInt({ each: true, message: LIFT_MESSAGES.invalidDays })
  @ArrayMaxSize(7, { message: LIFT_MESSAGES.invalidDays })
  @IsArray({ message: LIFT_MESSAGES.invalidDays })
  enabledDays!: number[];
}

/** `PUT /api/admin/lift-settings`: both types; the slot length stays when not sent. */
export class LiftSettingsInputDto {
  @ApiPropertyOptional({
    minimum: LIFT_LIMITS.minSlotMinutes,
    maximum: LIFT_LIMITS.maxSlotMinutes,
    example: 30,
  })
  @IfSent()
  @Max(LIFT_LIMITS.maxSlotMinutes, { message: LIFT_MESSAGES.slotMinutes })
  @Min(LIFT_LIMITS.minSlotMinutes, { message: LIFT_MESSAGES.slotMinutes })
  @IsInt({ message: LIFT_MESSAGES.slotMinutes })
  slotMinutes?: number;

  @ApiProperty({ type: LiftWindowInputDto })
  @ValidateNested()
  @Type(() => LiftWindowInputDto)
  @IsDefined({ message: LIFT_MESSAGES.windowsRequired })
  setup!: LiftWindowInputDto;

  @ApiProperty({ type: LiftWindowInputDto })
  @ValidateNested()
  @Type(() => LiftWindowInputDto)
  @IsDefined({ message: LIFT_MESSAGES.windowsRequired })
  breakdown!: LiftWindowInputDto;
}

export class LiftBookingResultDto {
  @ApiProperty({ example: LIFT_MESSAGES.booked })
  message!: string;

  @ApiProperty({ type: LiftAppointmentDto })
  appointment!: LiftAppointmentDto;
}

export class LiftMessageDto {
  @ApiProperty({ example: LIFT_MESSAGES.cancelled })
  message!: string;
}
