import { ApiProperty } from '@nestjs/swagger';
import { REGISTRATION_STATES, type RegistrationState } from '@standl/contracts';
import type { MarketSettingsView } from '../domain/market-settings.entity.js';

export class OrganizerDto {
  @ApiProperty({ example: 'Burg-Adventmarkt Veranstaltungs GmbH' })
  name!: string;

  @ApiProperty({ example: 'Burgweg 1' })
  street!: string;

  @ApiProperty({ example: '9300' })
  postalCode!: string;

  @ApiProperty({ example: 'St. Veit an der Glan' })
  city!: string;

  @ApiProperty({ example: 'office@burg-adventmarkt.at' })
  email!: string;

  @ApiProperty({ example: '+43 4212 12345' })
  phone!: string;
}

const date = { type: String, format: 'date', nullable: true, example: '2026-12-05' } as const;
const dateTime = { type: String, format: 'date-time', nullable: true } as const;

/** The market settings everyone may read (no internal addresses). */
export class MarketSettingsDto {
  @ApiProperty({ example: 'Adventmarkt auf der Burg 2026' })
  marketName!: string;

  @ApiProperty({ example: 2026 })
  currentYear!: number;

  @ApiProperty(date)
  marketStartDate!: string | null;

  @ApiProperty(date)
  marketEndDate!: string | null;

  @ApiProperty({ example: '10:00' })
  dailyOpenTime!: string;

  @ApiProperty({ example: '20:00' })
  dailyCloseTime!: string;

  @ApiProperty(date)
  setupStartDate!: string | null;

  @ApiProperty(date)
  setupEndDate!: string | null;

  @ApiProperty(date)
  teardownStartDate!: string | null;

  @ApiProperty(date)
  teardownEndDate!: string | null;

  @ApiProperty()
  isRegistrationOpen!: boolean;

  @ApiProperty(dateTime)
  registrationStartDate!: string | null;

  @ApiProperty(dateTime)
  registrationEndDate!: string | null;

  @ApiProperty({
    enum: REGISTRATION_STATES,
    enumName: 'RegistrationState',
    description: 'Ob die Anmeldung jetzt offen ist (vom Server berechnet)',
  })
  registrationState!: RegistrationState;

  @ApiProperty({ type: OrganizerDto })
  organizer!: OrganizerDto;

  @ApiProperty({
    example: 28,
    description: 'Kostenloser Rücktritt bis so viele Tage vor Marktbeginn (dieser Tag inklusive)',
  })
  withdrawalFreeDays!: number;

  @ApiProperty({ example: 50, description: 'Rücktrittsgebühr danach, in % der Standgebühr' })
  withdrawalFeePercent!: number;

  @ApiProperty({
    example: 48,
    description: 'So viele Stunden bleibt ein Platz für den Nächsten der Warteliste reserviert',
  })
  waitlistOfferHours!: number;

  static from(settings: MarketSettingsView): MarketSettingsDto {
    return {
      marketName: settings.marketName,
      currentYear: settings.currentYear,
      marketStartDate: settings.marketStartDate,
      marketEndDate: settings.marketEndDate,
      dailyOpenTime: settings.dailyOpenTime,
      dailyCloseTime: settings.dailyCloseTime,
      setupStartDate: settings.setupStartDate,
      setupEndDate: settings.setupEndDate,
      teardownStartDate: settings.teardownStartDate,
      teardownEndDate: settings.teardownEndDate,
      isRegistrationOpen: settings.isRegistrationOpen,
      registrationStartDate: settings.registrationStartDate?.toISOString() ?? null,
      registrationEndDate: settings.registrationEndDate?.toISOString() ?? null,
      registrationState: settings.registrationState,
      organizer: {
        name: settings.organizerName,
        street: settings.organizerStreet,
        postalCode: settings.organizerPostalCode,
        city: settings.organizerCity,
        email: settings.organizerEmail,
        phone: settings.organizerPhone,
      },
      withdrawalFreeDays: settings.withdrawalFreeDays,
      withdrawalFeePercent: settings.withdrawalFeePercent,
      waitlistOfferHours: settings.waitlistOfferHours,
    };
  }
}
