import type { MarketSettingsView } from '../../src/market/queries/get-market-settings.query.js';

/** Market settings as the unit tests of the mail texts need them (plain values, no database). */
export function mailTestSettings(change: Partial<MarketSettingsView> = {}): MarketSettingsView {
  return {
    id: 1,
    marketName: 'Adventmarkt Burg Hochosterwitz',
    currentYear: 2026,
    marketStartDate: '2026-12-04',
    marketEndDate: '2026-12-07',
    dailyOpenTime: '10:00',
    dailyCloseTime: '20:00',
    adminNotificationEmail: null,
    organizerName: 'Burgverein Hochosterwitz',
    organizerStreet: 'Hochosterwitz 1',
    organizerPostalCode: '9314',
    organizerCity: 'Launsdorf',
    organizerEmail: 'office@burg.example.at',
    organizerPhone: '+43 4213 2010',
    bankAccountHolder: 'Burgverein',
    bankIban: 'AT611904300234573201',
    bankBic: 'BKAUATWW',
    bankName: 'Bank Austria',
    ...change,
  } as MarketSettingsView;
}
