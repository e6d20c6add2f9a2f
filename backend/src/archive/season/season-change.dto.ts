import { ApiProperty } from '@nestjs/swagger';
import { SEASON_MESSAGES, VENDOR_STATUSES } from '@standl/contracts';
import { IsBoolean } from 'class-validator';
import type { SeasonVendor } from '../../registration/index.js';
import type { SeasonChange } from './archive-season.command.js';

export class SeasonChangeInputDto {
  @ApiProperty({ description: 'true: nur anzeigen, was geschähe; false: Saison archivieren' })
  @IsBoolean({ message: SEASON_MESSAGES.dryRunRequired })
  dryRun!: boolean;
}

export class SeasonVendorDto {
  @ApiProperty({ format: 'uuid' }) vendorId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'AK-07' }) boothNumber!: string | null;
  @ApiProperty({ enum: VENDOR_STATUSES, enumName: 'VendorStatus' })
  status!: SeasonVendor['status'];
  @ApiProperty() blocked!: boolean;
}

export class SeasonChangeDto {
  @ApiProperty() dryRun!: boolean;
  @ApiProperty({ example: 2026 }) year!: number;
  @ApiProperty({ example: 2027 }) nextYear!: number;
  @ApiProperty() vendorCount!: number;
  @ApiProperty() blockedCount!: number;
  @ApiProperty({ description: 'Standplätze, die frei werden' }) stallsFreed!: number;
  @ApiProperty({ type: [SeasonVendorDto] }) vendors!: SeasonVendorDto[];
  @ApiProperty() message!: string;

  static from(change: SeasonChange): SeasonChangeDto {
    return {
      ...change,
      message: change.dryRun
        ? SEASON_MESSAGES.dryRun(change.vendorCount, change.year)
        : SEASON_MESSAGES.archived(change.vendorCount, change.year, change.nextYear),
    };
  }
}
