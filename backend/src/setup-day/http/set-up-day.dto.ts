import { createHash } from 'node:crypto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCESS_CODE_HASH_LENGTH,
  accessCodeHashInput,
  BOOTH_PRINT_MAX_SELECTED,
  BOOTH_PRINT_SELECTION_MAX_LENGTH,
  BOOTH_PRINT_SCOPES,
  type BoothPrintScope,
  MANUAL_CODE_MAX_LENGTH,
  QR_TOKEN_PATTERN,
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
  Matches,
  MaxLength,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { DomainError } from '../../shared/errors/domain-error.js';
import type { OnSiteVendor } from '../../registration/index.js';
import { IfSent } from '../../shared/http/validation.js';
import type { ScanOutcome } from '../domain/set-up-scan.entity.js';
import type { BoothSelection, ScanVendor } from '../queries/set-up-day.queries.js';

const required = { message: SETUP_DAY_MESSAGES.inputRequiredDetail };
/** A console token is about 250 characters; room to spare, but no novel. */
const SCANNED_WITH_MAX_LENGTH = 2048;

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

/** The three ways a confirmation may prove its stall; exactly one is sent. */
const STALL_PROOFS = ['accessCode', 'qrToken', 'scanCode'] as const;

/** Exactly one of accessCode, qrToken and scanCode (docs/decisions.md 224). */
@ValidatorConstraint({ name: 'oneProofOfStall' })
class OneProofOfStall implements ValidatorConstraintInterface {
  validate(_value: unknown, { object }: ValidationArguments): boolean {
    return proofsSent(object) === 1;
  }

  defaultMessage({ object }: ValidationArguments): string {
    return proofsSent(object) === 0
      ? SETUP_DAY_MESSAGES.proofMissing
      : SETUP_DAY_MESSAGES.proofAmbiguous;
  }
}

function proofsSent(body: object): number {
  const sent = body as Partial<Record<(typeof STALL_PROOFS)[number], unknown>>;
  return STALL_PROOFS.filter((proof) => sent[proof] !== undefined).length;
}

/**
 * Spec 001 section 7: POST /api/vendor/confirm-setup (vendor id and access code), plus the offline
 * scanner's key and time, the stall proven instead by the sheet's QR token or scan code, and who
 * scanned (docs/decisions.md 223, 224).
 */
export class ConfirmSetUpDto {
  @ApiProperty({ format: 'uuid' })
  @Validate(OneProofOfStall)
  @IsUUID('all', { message: SETUP_DAY_MESSAGES.notFound })
  vendorId!: string;

  @ApiPropertyOptional({
    maxLength: 2 * MANUAL_CODE_MAX_LENGTH,
    example: '7K3QZ9XW2M',
    description: 'Zugangscode des Händlers; genau eines von accessCode, qrToken und scanCode',
  })
  @IfSent()
  @IsString({ message: SETUP_DAY_MESSAGES.accessCodeMissing })
  @IsNotEmpty({ message: SETUP_DAY_MESSAGES.accessCodeMissing })
  @MaxLength(2 * MANUAL_CODE_MAX_LENGTH, { message: SETUP_DAY_MESSAGES.notFound })
  accessCode?: string;

  @ApiPropertyOptional({
    maxLength: 207,
    example: 'STANDL:…',
    description: 'Der gescannte QR-Code des Standblatts (statt des Zugangscodes)',
  })
  @IfSent()
  @IsString({ message: SETUP_DAY_MESSAGES.invalidQr })
  @Matches(QR_TOKEN_PATTERN, { message: SETUP_DAY_MESSAGES.invalidQr })
  qrToken?: string;

  @ApiPropertyOptional({
    pattern: '^\\d{4}$',
    example: '4711',
    description: 'Der 4-stellige Scan-Code des Standblatts (statt des Zugangscodes)',
  })
  @IfSent()
  @IsString({ message: SETUP_DAY_MESSAGES.scanCodeInvalid })
  @Matches(/^\d{4}$/, { message: SETUP_DAY_MESSAGES.scanCodeInvalid })
  scanCode?: string;

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

  @ApiPropertyOptional({
    maxLength: SCANNED_WITH_MAX_LENGTH,
    description:
      'Wer gescannt hat: das Sitzungs-Token des Kontos, das beim Scannen angemeldet war. Ist es echt und lief die Sitzung zum Scan-Zeitpunkt, gilt dieses Konto (Organisator oder Aufbau) als Scannender, sonst das sendende',
  })
  @IfSent()
  @IsString({ message: SETUP_DAY_MESSAGES.scannedWithInvalid })
  @IsNotEmpty({ message: SETUP_DAY_MESSAGES.scannedWithInvalid })
  @MaxLength(SCANNED_WITH_MAX_LENGTH, { message: SETUP_DAY_MESSAGES.scannedWithInvalid })
  scannedWith?: string;
}

export class ScanVendorDto {
  @ApiProperty({ format: 'uuid' }) vendorId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '7K3QZ9XW2M',
    description: 'Nur für Organisatoren; für alle anderen Rollen null',
  })
  accessCode!: string | null;
  @ApiPropertyOptional({
    minLength: ACCESS_CODE_HASH_LENGTH,
    maxLength: ACCESS_CODE_HASH_LENGTH,
    example: '3fa9c',
    description:
      'Die ersten Hex-Zeichen von SHA-256("<vendorId>:<Zugangscode>"): genug, um einen getippten Code offline zuzuordnen, zu wenig, um ihn zu erraten',
  })
  accessCodeHash?: string;
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

  /** Without `withAccessCode` (a caller who is no organiser) the access code is left out. */
  static from(vendor: ScanVendor, withAccessCode: boolean): ScanVendorDto {
    return {
      vendorId: vendor.id,
      name: vendor.name,
      accessCode: withAccessCode ? vendor.accessCode : null,
      accessCodeHash: accessCodeHash(vendor.id, vendor.accessCode),
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

/** What the scanner matches a typed access code against offline (docs/decisions.md 224). */
export function accessCodeHash(vendorId: string, accessCode: string): string {
  return createHash('sha256')
    .update(accessCodeHashInput(vendorId, accessCode))
    .digest('hex')
    .slice(0, ACCESS_CODE_HASH_LENGTH);
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
