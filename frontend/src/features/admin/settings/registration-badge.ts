import { formatViennaDate, type MarketSettingsDto } from '@standl/contracts';

export interface RegistrationBadge {
  label: string;
  color: 'success' | 'warning' | 'default' | 'error';
}

type RegistrationWindow = Pick<
  MarketSettingsDto,
  'isRegistrationOpen' | 'registrationStartDate' | 'registrationEndDate'
>;

/**
 * Spec 001 section 4: off is 'Deaktiviert'; before the start 'Startet {date}'; after the end
 * 'Beendet'; otherwise 'Aktiv'. A blank start means open at once, a blank end means no end.
 * The dates are the instants the server stores (a bare day starts 00:00 and ends 23:59 in Vienna).
 */
export function registrationBadge(settings: RegistrationWindow, now: Date): RegistrationBadge {
  const { isRegistrationOpen, registrationStartDate: start, registrationEndDate: end } = settings;
  if (!isRegistrationOpen) return { label: 'Deaktiviert', color: 'default' };
  if (start && now < new Date(start)) {
    return { label: `Startet ${formatViennaDate(start)}`, color: 'warning' };
  }
  if (end && now > new Date(end)) return { label: 'Beendet', color: 'error' };
  return { label: 'Aktiv', color: 'success' };
}
