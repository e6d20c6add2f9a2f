import type { RequiredEntityData } from '@mikro-orm/core';
import type { MarketSettings } from './market-settings.entity.js';

/**
 * First-start values for the season of `year` (the organiser edits them in the admin area):
 * set-up 1-4, market 5-8 and teardown 9-12 December, as in the spec's fallbacks.
 */
export function defaultMarketSettings(year: number, now: Date): RequiredEntityData<MarketSettings> {
  const december = (day: number) => `${year}-12-${String(day).padStart(2, '0')}`;
  return {
    marketName: `Adventmarkt auf der Burg ${year}`,
    currentYear: year,
    marketStartDate: december(5),
    marketEndDate: december(8),
    dailyOpenTime: '10:00',
    dailyCloseTime: '20:00',
    setupStartDate: december(1),
    setupEndDate: december(4),
    teardownStartDate: december(9),
    teardownEndDate: december(12),
    isRegistrationOpen: true,
    registrationStartDate: null,
    registrationEndDate: null,
    adminNotificationEmail: null,
    organizerName: 'Burg-Adventmarkt Veranstaltungs GmbH',
    organizerStreet: 'Burgweg 1',
    organizerPostalCode: '9300',
    organizerCity: 'St. Veit an der Glan',
    organizerEmail: 'office@burg-adventmarkt.at',
    organizerPhone: '+43 4212 12345',
    updatedAt: now,
  };
}
