import type { SettingsChange, SettingsSection } from '../queries/settings-changes.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AUDIT_LOG, AUDIT_LOG_MESSAGES } from '@standl/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';
import { IfSent } from '../../shared/http/validation.js';
import type {
  AuditLogActorCount,
  AuditLogEntry,
  AuditLogFilter,
  AuditLogPage,
} from '../queries/audit-log.query.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Protokoll's filters (docs/decisions.md 219); unknown parameters are refused. */
export class AuditLogExportQueryDto {
  @ApiPropertyOptional({
    example: '2026-11-20',
    description: `Erster Tag (Wien), JJJJ-MM-TT; ohne: ${AUDIT_LOG.defaultDays} Tage bis \`to\``,
  })
  @IfSent()
  @IsString({ message: AUDIT_LOG_MESSAGES.invalidFrom })
  @Matches(DAY, { message: AUDIT_LOG_MESSAGES.invalidFrom })
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-26',
    description: 'Letzter Tag (Wien), JJJJ-MM-TT, eingeschlossen; ohne: heute',
  })
  @IfSent()
  @IsString({ message: AUDIT_LOG_MESSAGES.invalidTo })
  @Matches(DAY, { message: AUDIT_LOG_MESSAGES.invalidTo })
  to?: string;

  @ApiPropertyOptional({ minimum: 1, description: 'Nur die Einträge dieses Kontos' })
  @IfSent()
  @Type(() => Number)
  @IsInt({ message: AUDIT_LOG_MESSAGES.invalidAccount })
  @Min(1, { message: AUDIT_LOG_MESSAGES.invalidAccount })
  @Max(2_147_483_647, { message: AUDIT_LOG_MESSAGES.invalidAccount })
  accountId?: number;

  @ApiPropertyOptional({
    maxLength: 100,
    example: 'vendor',
    description:
      "Nur die Einträge ohne Konto dieser Person: 'vendor', 'system' (auch ohne Angabe), 'sumup' oder ein Name aus der Zeit vor den Konten",
  })
  @IfSent()
  @IsString({ message: AUDIT_LOG_MESSAGES.invalidActor })
  @MaxLength(100, { message: AUDIT_LOG_MESSAGES.invalidActor })
  @Matches(/\S/, { message: AUDIT_LOG_MESSAGES.invalidActor })
  actor?: string;

  @ApiPropertyOptional({
    maxLength: AUDIT_LOG.maxSearchLength,
    description: 'Suche in Ereignis, Person, Händler/Standplatz, Details und den Ereignisdaten',
  })
  @IfSent()
  @IsString({ message: AUDIT_LOG_MESSAGES.searchTooLong })
  @MaxLength(AUDIT_LOG.maxSearchLength, { message: AUDIT_LOG_MESSAGES.searchTooLong })
  q?: string;
}

export class AuditLogQueryDto extends AuditLogExportQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100_000, default: 1 })
  @IfSent()
  @Type(() => Number)
  @IsInt({ message: AUDIT_LOG_MESSAGES.invalidPage })
  @Min(1, { message: AUDIT_LOG_MESSAGES.invalidPage })
  @Max(100_000, { message: AUDIT_LOG_MESSAGES.invalidPage })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_LOG.maxPageSize, default: 50 })
  @IfSent()
  @Type(() => Number)
  @IsInt({ message: AUDIT_LOG_MESSAGES.invalidPageSize })
  @Min(1, { message: AUDIT_LOG_MESSAGES.invalidPageSize })
  @Max(AUDIT_LOG.maxPageSize, { message: AUDIT_LOG_MESSAGES.invalidPageSize })
  pageSize?: number;
}

/** A real calendar day: '2026-02-30' is refused. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The filter of a request: the period (default: the last 7 days up to today in Vienna, at most
 * `AUDIT_LOG.maxDays`), one person, the search in lower case.
 */
export function auditLogFilter(query: AuditLogExportQueryDto, today: string): AuditLogFilter {
  if (query.from !== undefined && !isCalendarDay(query.from)) {
    throw new DomainError(AUDIT_LOG_MESSAGES.invalidFrom);
  }
  if (query.to !== undefined && !isCalendarDay(query.to)) {
    throw new DomainError(AUDIT_LOG_MESSAGES.invalidTo);
  }
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - AUDIT_LOG.defaultDays);
  if (from > to) throw new DomainError(AUDIT_LOG_MESSAGES.fromAfterTo);
  if (daysBetween(from, to) + 1 > AUDIT_LOG.maxDays) {
    throw new DomainError(AUDIT_LOG_MESSAGES.rangeTooLong);
  }
  if (query.accountId !== undefined && query.actor !== undefined) {
    throw new DomainError(AUDIT_LOG_MESSAGES.accountAndActor);
  }
  const search = query.q?.trim().toLocaleLowerCase('de-AT') || null;
  return {
    from,
    to,
    accountId: query.accountId ?? null,
    actor: query.actor?.trim() ?? null,
    search,
  };
}

export class AuditLogEntryDto {
  @ApiProperty({ example: '4711' }) id!: string;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ example: '2026-11-26', description: 'Kalendertag in Wien' }) day!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Anna Berger',
    description:
      "Wer es getan hat: Anzeigename des Kontos zur Zeit des Ereignisses, 'vendor', 'system', 'sumup' (null: System)",
  })
  actor!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Das Konto, sonst null' })
  actorAccountId!: number | null;
  @ApiProperty({ example: 'payments.ledger-entry-booked.v1' }) type!: string;
  @ApiProperty({ example: 'Barzahlung verbucht' }) label!: string;
  @ApiProperty({ example: 'vendor' }) aggregateType!: string;
  @ApiProperty() aggregateId!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Anna Huber, Standplatz A-12',
    description: 'Worum es geht: Händler mit Standplatz, Rechnungsnummer, Vorlage, Einstellung',
  })
  subject!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '50,00 €: am Stand' })
  details!: string | null;

  static from(entry: AuditLogEntry): AuditLogEntryDto {
    return { ...entry, occurredAt: entry.occurredAt.toISOString() };
  }
}

export class AuditLogActorDto implements AuditLogActorCount {
  @ApiProperty({ type: Number, nullable: true, description: 'Das Konto; null: ohne Konto' })
  accountId!: number | null;
  @ApiProperty({
    example: 'Anna Berger',
    description: "Name (beim Konto der letzte im Zeitraum) oder 'vendor', 'system', 'sumup'",
  })
  actor!: string;
  @ApiProperty({ description: 'Einträge im Zeitraum (und zur Suche)' }) count!: number;
}

export class AuditLogPageDto {
  @ApiProperty({ type: [AuditLogEntryDto] }) entries!: AuditLogEntryDto[];
  @ApiProperty({ description: 'Alle Einträge zu den Filtern' }) total!: number;
  @ApiProperty({
    type: [AuditLogActorDto],
    description: 'Wer im Zeitraum gehandelt hat (unabhängig von der gewählten Person)',
  })
  actors!: AuditLogActorDto[];
  @ApiProperty({ example: '2026-11-20' }) from!: string;
  @ApiProperty({ example: '2026-11-26' }) to!: string;

  static from(page: AuditLogPage, filter: AuditLogFilter): AuditLogPageDto {
    return {
      entries: page.entries.map((entry) => AuditLogEntryDto.from(entry)),
      total: page.total,
      actors: page.actors,
      from: filter.from,
      to: filter.to,
    };
  }
}

export class SettingsChangeDto {
  @ApiProperty({ type: String, nullable: true, example: 'Anna Berger' }) by!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

/** The last change of each settings section; null where nobody changed it yet. */
export class SettingsChangesDto {
  @ApiProperty({ type: SettingsChangeDto, nullable: true }) market!: SettingsChangeDto | null;
  @ApiProperty({ type: SettingsChangeDto, nullable: true }) invoice!: SettingsChangeDto | null;
  @ApiProperty({ type: SettingsChangeDto, nullable: true }) lift!: SettingsChangeDto | null;
  @ApiProperty({ type: SettingsChangeDto, nullable: true }) mail!: SettingsChangeDto | null;

  static from(changes: Record<SettingsSection, SettingsChange | null>): SettingsChangesDto {
    const dto = (change: SettingsChange | null) =>
      change ? { by: change.by, at: change.at.toISOString() } : null;
    return {
      market: dto(changes.market),
      invoice: dto(changes.invoice),
      lift: dto(changes.lift),
      mail: dto(changes.mail),
    };
  }
}
