import { msg } from '@lingui/core/macro';

export const NAV_LINKS = [
  { to: '/vendor-registration', label: msg`Händler-Anmeldung` },
  { to: '/vendor-status', label: msg`Status prüfen` },
  { to: '/aussteller', label: msg`Aussteller` },
  { to: '/admin-login', label: msg`Admin-Bereich` },
] as const;
