import { ApiProperty } from '@nestjs/swagger';
import type { AdminStats } from '../domain/admin-stats.js';
import type { VendorHistoryEntry } from '../queries/get-vendor-history.query.js';

export class AdminStatsDto implements AdminStats {
  @ApiProperty({ description: 'Einladungen des laufenden Jahres' }) invitedCount!: number;
  @ApiProperty({ description: 'Über das Formular angemeldet' }) registeredCount!: number;
  @ApiProperty({ description: 'Warten auf den Veranstalter' }) pendingCount!: number;
  @ApiProperty({ description: 'Alle Händler der Saison' }) totalVendors!: number;
  @ApiProperty({ description: 'Belegte oder reservierte Standplätze' }) assignedBooths!: number;
  @ApiProperty({ description: 'Vollständig bezahlt' }) paidVendors!: number;
  @ApiProperty({ description: 'Aufbau bestätigt' }) setupVendors!: number;
  @ApiProperty({ description: 'Heute eingecheckt' }) checkinsToday!: number;
}

export class CreatedVendorDto {
  @ApiProperty({ format: 'uuid' }) vendorId!: string;
  @ApiProperty({ example: '7K3QZ9XW2M' }) accessCode!: string;
}

export class PreviousBoothDto {
  @ApiProperty({ example: 2025 }) year!: number;
  @ApiProperty({ example: 'Arkadenhof' }) boothArea!: string;
  @ApiProperty({ example: 'AK-07' }) boothNumber!: string;
}

export class BoothSuggestionDto {
  @ApiProperty({ type: PreviousBoothDto, nullable: true, description: 'Standplatz im Vorjahr' })
  suggestion!: PreviousBoothDto | null;
}

export class VendorHistoryEntryDto {
  @ApiProperty() id!: string;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ example: 'registration.vendor-registered.v1' }) type!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Anna Berger',
    description:
      "Wer es getan hat: der Anzeigename des Kontos zur Zeit des Ereignisses, oder 'vendor', 'system', 'sumup'",
  })
  actor!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Das Konsolen-Konto, das es getan hat (sonst null)',
  })
  actorAccountId!: number | null;
  @ApiProperty({ example: 'Angemeldet' }) title!: string;
  @ApiProperty({ type: String, nullable: true }) detail!: string | null;

  static from(entry: VendorHistoryEntry): VendorHistoryEntryDto {
    return { ...entry, occurredAt: entry.occurredAt.toISOString() };
  }
}
