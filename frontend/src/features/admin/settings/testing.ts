import type { AdminMarketSettingsDto } from '@standl/contracts';
import { marketSettings } from '../../../test/fixtures';

/** The organiser's settings for tests: the public fixture plus the internal fields. */
export function adminSettings(
  overrides: Partial<AdminMarketSettingsDto> = {},
): AdminMarketSettingsDto {
  return {
    ...marketSettings(),
    adminNotificationEmail: null,
    bankAccountHolder: null,
    bankIban: null,
    bankBic: null,
    bankName: null,
    updatedAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}
