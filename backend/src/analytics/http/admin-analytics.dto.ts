import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { ANALYTICS_MESSAGES, ANALYTICS_REPORT } from '@standl/contracts';
import { IfSent } from '../../shared/http/validation.js';
import type {
  AnalyticsAreaSelections,
  AnalyticsDay,
  AnalyticsFunnel,
  AnalyticsFunnelStep,
  AnalyticsReport,
} from '../queries/get-analytics-report.query.js';
import { ApiCents } from '../../shared/http/api-money.js';

export class AnalyticsReportQueryDto {
  @ApiPropertyOptional({
    example: '2026-11-01',
    description: `Erster Tag (Wien), JJJJ-MM-TT; ohne: ${ANALYTICS_REPORT.defaultDays} Tage bis \`to\``,
  })
  @IfSent()
  @IsString({ message: ANALYTICS_MESSAGES.invalidFrom })
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'Letzter Tag (Wien), JJJJ-MM-TT, eingeschlossen; ohne: heute',
  })
  @IfSent()
  @IsString({ message: ANALYTICS_MESSAGES.invalidTo })
  to?: string;
}

export class AnalyticsDayDto implements AnalyticsDay {
  @ApiProperty({ example: '2026-11-20', description: 'Kalendertag in Wien' }) day!: string;
  @ApiProperty({ description: 'Anmeldungen begonnen' }) registrationsStarted!: number;
  @ApiProperty({ description: 'Anmeldungen erfolgreich abgeschlossen' })
  registrationsCompleted!: number;
  @ApiProperty({ description: 'Anmeldungen mit Fehler beim Absenden' })
  registrationsFailed!: number;
  @ApiProperty({ description: 'Anmeldeformular verlassen' }) registrationsAbandoned!: number;
  @ApiProperty({ description: 'Zahlungen gestartet' }) paymentsStarted!: number;
  @ApiProperty({ description: 'Anzahlungen bezahlt' }) depositsPaid!: number;
  @ApiProperty({ description: 'Seitenaufrufe' }) pageViews!: number;
  @ApiProperty({ description: 'Besucher des Tages (täglich wechselnder Besucher-Hash)' })
  visitors!: number;
}

export class AnalyticsFunnelStepDto implements AnalyticsFunnelStep {
  @ApiProperty({ example: 'booth_assignment_self' }) step!: string;
  @ApiProperty({ description: 'Sitzungen, die diesen Schritt erreicht haben' }) sessions!: number;
  @ApiProperty({ description: 'Ohne Abschluss nach diesem Schritt als letztem ausgestiegen' })
  droppedHere!: number;
}

export class AnalyticsFunnelDto implements AnalyticsFunnel {
  @ApiProperty({ description: 'Sitzungen mit begonnener Anmeldung' }) started!: number;
  @ApiProperty({ description: 'Ohne Abschluss ausgestiegen, bevor ein Schritt erreicht war' })
  droppedBeforeSteps!: number;
  @ApiProperty({ type: [AnalyticsFunnelStepDto], description: 'In der Reihenfolge des Formulars' })
  steps!: AnalyticsFunnelStepDto[];
  @ApiProperty({ description: 'Erfolgreich abgeschlossen' }) completed!: number;
  @ApiProperty({ description: 'Abbruch gemeldet (Seite verlassen), nicht abgeschlossen' })
  abandoned!: number;
}

export class AnalyticsAreaSelectionsDto implements AnalyticsAreaSelections {
  @ApiProperty({ type: String, nullable: true, example: 'AK', description: 'null: unbekannt' })
  areaCode!: string | null;
  @ApiProperty({ example: 'Arkadenhof' }) areaName!: string;
  @ApiProperty({ description: 'Standplatz-Auswahlen' }) selections!: number;
  @ApiProperty({ description: 'Summe der Gewichte: 10 zahlungspflichtig, 1 bestätigt, 0 Fehler' })
  weight!: number;
  @ApiProperty({ description: 'Auswahlen mit Gewicht 10' }) paymentRequired!: number;
  @ApiProperty({ description: 'Auswahlen mit Gewicht 1' }) confirmed!: number;
  @ApiProperty({ description: 'Auswahlen mit Gewicht 0 (Fehler)' }) errors!: number;
}

export class AnalyticsPaymentsDto {
  @ApiProperty({ description: 'Zahlungen gestartet (Ereignisse)' }) started!: number;
  @ApiProperty({ description: 'Sitzungen mit gestarteter Zahlung' }) startedSessions!: number;
  @ApiProperty({ description: 'Bezahlte Anzahlungen' }) depositsPaid!: number;
  @ApiCents('Summe der bezahlten Anzahlungen', 12000) depositsAmount!: number;
}

export class AnalyticsStatusLookupsDto {
  @ApiProperty({ description: 'Statusseite mit Zugangscode im Link geöffnet' }) withCode!: number;
  @ApiProperty({ description: 'Zugangscode eingegeben' }) withoutCode!: number;
}

export class AnalyticsPageViewsDto {
  @ApiProperty({ example: '/vendor-registration' }) page!: string;
  @ApiProperty() views!: number;
  @ApiProperty({ description: 'Verschiedene Sitzungen' }) sessions!: number;
}

export class AnalyticsDevicesDto {
  @ApiProperty({ description: 'Sitzungen auf Handys' }) phone!: number;
  @ApiProperty({ description: 'Sitzungen auf anderen Geräten' }) desktop!: number;
  @ApiProperty({ description: 'Sitzungen ohne Browserkennung' }) unknown!: number;
}

export class AnalyticsTotalsDto {
  @ApiProperty() events!: number;
  @ApiProperty() sessions!: number;
}

export class AnalyticsReportDto implements AnalyticsReport {
  @ApiProperty({ example: '2026-11-01' }) from!: string;
  @ApiProperty({ example: '2026-11-30' }) to!: string;
  @ApiProperty({ type: [AnalyticsDayDto], description: 'Jeder Tag des Zeitraums' })
  days!: AnalyticsDayDto[];
  @ApiProperty({ type: AnalyticsFunnelDto }) funnel!: AnalyticsFunnelDto;
  @ApiProperty({ type: [AnalyticsAreaSelectionsDto] })
  boothSelections!: AnalyticsAreaSelectionsDto[];
  @ApiProperty({ type: AnalyticsPaymentsDto }) payments!: AnalyticsPaymentsDto;
  @ApiProperty({ type: AnalyticsStatusLookupsDto }) statusLookups!: AnalyticsStatusLookupsDto;
  @ApiProperty({
    type: [AnalyticsPageViewsDto],
    description: `Die ${ANALYTICS_REPORT.maxPages} meistbesuchten Routen`,
  })
  pageViews!: AnalyticsPageViewsDto[];
  @ApiProperty({ type: AnalyticsDevicesDto }) devices!: AnalyticsDevicesDto;
  @ApiProperty({ type: AnalyticsTotalsDto }) totals!: AnalyticsTotalsDto;
}
