/** The organiser's analytics report (spec 001 section 2, issue 16): limits and German texts. */
export const ANALYTICS_REPORT = {
  /** Days shown when the request names no period. */
  defaultDays: 30,
  /** The longest period one request may ask for (events are kept 14 months). */
  maxDays: 400,
  /** The most routes listed under page views (the most viewed first). */
  maxPages: 30,
} as const;

/**
 * The organiser's console (`/admin`, `/admin-login`, `/admin-dashboard`, …), the set-up scanner
 * and the internal sync helper: not public pages, so never counted in their analytics.
 */
export const NON_PUBLIC_PAGE = /^\/(admin|qr-scanner|sync-helper)([-/?#]|$)/;

export function isPublicPage(page: string): boolean {
  return !NON_PUBLIC_PAGE.test(page);
}

export const ANALYTICS_MESSAGES = {
  invalidFrom: 'Ungültiges Startdatum (erwartet JJJJ-MM-TT)',
  invalidTo: 'Ungültiges Enddatum (erwartet JJJJ-MM-TT)',
  fromAfterTo: 'Das Startdatum liegt nach dem Enddatum',
  rangeTooLong: `Der Zeitraum darf höchstens ${ANALYTICS_REPORT.maxDays} Tage umfassen`,
  /** A recorded event's fields (`POST /api/analytics/events`). */
  unknownEventType: 'Unbekannter Ereignistyp',
  sessionIdInvalid: 'sessionId enthält ungültige Zeichen',
  fieldTooLong: (field: string) => `${field} ist zu lang`,
  dataTooLarge: 'data ist zu groß',
} as const;

/** German names of the registration steps the form reports (`data.step`); others show as sent. */
export const REGISTRATION_STEP_LABELS: Record<string, string> = {
  booth_assignment_admin: 'Zuteilung durch Veranstalter',
  booth_assignment_self: 'Standplatz selbst wählen',
  booth_selected: 'Standplatz auf Karte gewählt',
};

export function registrationStepLabel(step: string): string {
  return REGISTRATION_STEP_LABELS[step] ?? step;
}
