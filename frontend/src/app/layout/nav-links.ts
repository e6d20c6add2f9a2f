export const NAV_LINKS = [
  { to: '/vendor-registration', label: 'Händler-Anmeldung' },
  { to: '/vendor-status', label: 'Status prüfen' },
  { to: '/aussteller', label: 'Aussteller' },
  { to: '/admin-login', label: 'Admin-Bereich' },
] as const;
