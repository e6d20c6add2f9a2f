import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BOOTH_PRINT_MAX_SELECTED,
  BOOTH_PRINT_SELECTION_MAX_LENGTH,
  BOOTH_PRINT_SCOPES,
  type BoothPrintScope,
  MANUAL_CODE_MAX_LENGTH,
  SCAN_INPUT_MAX_LENGTH,
  SCAN_OUTCOMES,
  SETUP_DAY_MESSAGES,
  VALIDATION_MESSAGES,
  VENDOR_STATUSES,
} from '@standl/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { DomainError } from '../../shared/errors/domain-error.js';
import type { OnSiteVendor } from '../../registration/index.js';
import { IfSent } from '../../shared/http/validation.js';
import type { ScanOutcome } from '../domain/set-up-scan.entity.js';
import type { BoothSelection, ScanVendor } from '../queries/set-up-day.queries.js';

const required = { message: SETUP_DAY_MESSAGES.inputRequiredDetail };

/** What the scanner read or the organiser typed (spec 001 section 7: `scanCode`). */
export class ScanInputDto {
  @ApiProperty({
    description:
      'QR-Inhalt (Token oder Altformat), 4-stelliger Scan-Code, Zugangscode oder Händler-ID',
    maxLength: SCAN_INPUT_MAX_LENGTH,
    example: '4711',
  })
  @MaxLength(SCAN_INPUT_MAX_LENGTH, { message: SETUP_DAY_MESSAGES.inputTooLong })
  @IsNotEmpty(required)
  @IsString(required)
  scanCode!: string;
}

/** Spec 001 section 7: POST /api/vendor/confirm-setup, plus the offline scanner's key and time. */
export class ConfirmSetUpDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: SETUP_DAY_MESSAGES.notFound })
  vendorId!: string;

  @ApiProperty({ maxLength: 20, example: '7K3QZ9XW2M' })
  @IsString({ message: SETUP_DAY_MESSAGES.accessCodeMissing })
  @IsNotEmpty({ message: SETUP_DAY_MESSAGES.accessCodeMissing })
  @MaxLength(2 * MANUAL_CODE_MAX_LENGTH, { message: SETUP_DAY_MESSAGES.notFound })
  accessCode!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Schlüssel des Scanners: dieselbe Bestätigung wird nur einmal verbucht',
  })
  @IfSent()
  @IsUUID('all', { message: SETUP_DAY_MESSAGES.confirmFailedDetail })
  idempotencyKey?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Wann der Code gelesen wurde (offline gescannt, später gesendet)',
  })
  @IfSent()
  @IsISO8601({ strict: true }, { message: SETUP_DAY_MESSAGES.invalidScanTime })
  scannedAt?: string;
}

export class ScanVendorDto {
  @ApiProperty({ format: 'uuid' }) vendorId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: '7K3QZ9XW2M' }) accessCode!: string;
  @ApiProperty({ type: String, nullable: true, example: '4711' }) scanCode!: string | null;
  @ApiProperty({ description: 'Inhalt des QR-Codes auf dem Standblatt', example: 'STANDL:…' })
  qrToken!: string;
  @ApiProperty({ example: 'AK-07' }) boothNumber!: string;
  @ApiProperty({ example: 'AK' }) areaCode!: string;
  @ApiProperty({ example: 'Arkadenhof' }) areaName!: string;
  @ApiProperty({ enum: VENDOR_STATUSES, enumName: 'VendorStatus' }) status!: OnSiteVendor['status'];
  @ApiProperty() isBlocked!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) setUpAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastCheckIn!: string | null;

  static from(vendor: ScanVendor): ScanVendorDto {
    return {
      vendorId: vendor.id,
      name: vendor.name,
      accessCode: vendor.accessCode,
      scanCode: vendor.scanCode,
      qrToken: vendor.qrToken,
      boothNumber: vendor.booth.number,
      areaCode: vendor.booth.areaCode,
      areaName: vendor.booth.areaName,
      status: vendor.status,
      isBlocked: vendor.isBlocked,
      setUpAt: vendor.setUpAt?.toISOString() ?? null,
      lastCheckIn: vendor.lastCheckIn?.toISOString() ?? null,
    };
  }
}

export class ScanListDto {
  @ApiProperty({ format: 'date-time', description: 'Stand der Liste' }) syncedAt!: string;
  @ApiProperty({ type: [ScanVendorDto] }) vendors!: ScanVendorDto[];
}

export class ScanResultDto {
  @ApiProperty({ enum: SCAN_OUTCOMES, enumName: 'ScanOutcome' }) outcome!: ScanOutcome;
  @ApiProperty({ example: 'Aufbau bestätigt' }) message!: string;
  @ApiProperty({ type: ScanVendorDto }) vendor!: ScanVendorDto;
}

export class GeneratedScanCodesDto {
  @ApiProperty({ description: 'Wie viele Händler einen neuen Code bekamen' }) generated!: number;
  @ApiProperty({ example: SETUP_DAY_MESSAGES.codesGenerated }) message!: string;
}

/** `?scope=all|assigned|selected&booths=AK-01,AK-02`: which stalls a print covers. */
export class BoothPrintQueryDto {
  @ApiPropertyOptional({
    enum: BOOTH_PRINT_SCOPES,
    default: 'all',
    description: 'alle Standplätze, nur vergebene oder die in `booths` ausgewählten',
  })
  @IsOptional()
  @IsIn(BOOTH_PRINT_SCOPES, { message: SETUP_DAY_MESSAGES.printScopeInvalid })
  scope?: BoothPrintScope;

  @ApiPropertyOptional({
    type: String,
    maxLength: BOOTH_PRINT_SELECTION_MAX_LENGTH,
    description: 'Standplatznummern, durch Kommas getrennt (nur mit scope=selected)',
    example: 'AK-01,AK-02',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.length <= BOOTH_PRINT_SELECTION_MAX_LENGTH
      ? value
          .split(',')
          .map((number) => number.trim())
          .filter(Boolean)
      : value,
  )
  @IsArray({ message: SETUP_DAY_MESSAGES.printSelectionTooLong })
  @ArrayMaxSize(BOOTH_PRINT_MAX_SELECTED, { message: SETUP_DAY_MESSAGES.printSelectionTooLong })
  @IsString({ each: true, message: VALIDATION_MESSAGES.mustBeText('Standplatznummer') })
  @MaxLength(20, { each: true, message: VALIDATION_MESSAGES.tooLong('Standplatznummer', 20) })
  booths?: string[];

  /** The selection this query names; 400 when `booths` and `scope` do not fit together. */
  selection(): BoothSelection {
    const scope = this.scope ?? 'all';
    const numbers = this.booths ?? [];
    if (scope !== 'selected') {
      if (numbers.length > 0) throw new DomainError(SETUP_DAY_MESSAGES.printBoothsWithoutSelection);
      return { scope };
    }
    if (numbers.length === 0) throw new DomainError(SETUP_DAY_MESSAGES.printSelectionRequired);
    return { scope, boothNumbers: numbers };
  }
}
