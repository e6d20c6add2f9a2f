import type { BoothAreaDto, MarketSettingsDto } from '@standl/contracts';

export function marketSettings(overrides: Partial<MarketSettingsDto> = {}): MarketSettingsDto {
  return {
    marketName: 'Adventmarkt Burg Hochosterwitz',
    currentYear: 2026,
    marketStartDate: '2026-12-04',
    marketEndDate: '2026-12-07',
    dailyOpenTime: '11:00',
    dailyCloseTime: '19:00',
    setupStartDate: '2026-11-30',
    setupEndDate: '2026-12-03',
    teardownStartDate: '2026-12-08',
    teardownEndDate: '2026-12-10',
    isRegistrationOpen: true,
    registrationStartDate: null,
    registrationEndDate: null,
    registrationState: 'open',
    organizer: {
      name: 'Burgverwaltung Hochosterwitz',
      street: 'Burg Hochosterwitz 1',
      postalCode: '9314',
      city: 'Launsdorf',
      email: 'advent@example.at',
      phone: '+43 4213 2020',
    },
    withdrawalFreeDays: 28,
    withdrawalFeePercent: 50,
    waitlistOfferHours: 48,
    ...overrides,
  };
}

export function boothArea(code: string, overrides: Partial<BoothAreaDto> = {}): BoothAreaDto {
  const names: Record<string, [string, number]> = {
    AK: ['Arkadenhof', 15000],
    RS: ['Rittersaal', 12000],
    BK: ['Burgkeller', 7500],
    SO: ['Sonderplatz', 7000],
  };
  const [name, price] = names[code] ?? [`Bereich ${code}`, 5000];
  return {
    id: Object.keys(names).indexOf(code) + 1 || 99,
    code,
    name,
    price,
    pricePerMeter: null,
    totalBooths: 10,
    allowSelfSelection: true,
    closedForSelection: false,
    freeStalls: 10,
    waitlistOpen: false,
    plan: null,
    surcharges: { power: 0, water: 0, covered: 0, vehicleAccess: 0 },
    ...overrides,
  };
}
