import { ADMIN_ROLES, TEAM_MESSAGES } from '@standl/contracts';
import { formatViennaDateTime } from '../../../lib/format';
import type { TeamAccount } from './api/team-api';

export const STATE_LABELS: Record<TeamAccount['state'], string> = {
  invited: 'Eingeladen',
  active: 'Aktiv',
  inactive: 'Deaktiviert',
};

export const STATE_COLORS = {
  invited: 'info',
  active: 'success',
  inactive: 'default',
} as const satisfies Record<TeamAccount['state'], string>;

/** 'Letzte Anmeldung' in Austrian form, or 'noch nie'. */
export function lastSignIn(account: TeamAccount): string {
  return account.lastLoginAt ? formatViennaDateTime(account.lastLoginAt) : 'noch nie';
}

/** Organisers first, then by role and name; deactivated accounts last. */
export function sortTeam(accounts: TeamAccount[]): TeamAccount[] {
  return [...accounts].sort(
    (a, b) =>
      Number(a.state === 'inactive') - Number(b.state === 'inactive') ||
      ADMIN_ROLES.indexOf(a.role) - ADMIN_ROLES.indexOf(b.role) ||
      a.name.localeCompare(b.name, 'de-AT'),
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invitation's and the new account's fields: the server's texts for what it would refuse. */
export function validateMember(form: { name: string; email: string }): {
  name?: string;
  email?: string;
} {
  const errors: { name?: string; email?: string } = {};
  if (!form.name.trim()) errors.name = TEAM_MESSAGES.nameRequired;
  else if (form.name.trim().length > 100) errors.name = TEAM_MESSAGES.nameTooLong;
  if (!EMAIL.test(form.email.trim())) errors.email = TEAM_MESSAGES.emailInvalid;
  return errors;
}
