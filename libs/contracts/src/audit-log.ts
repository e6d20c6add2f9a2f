/** The console's 'Protokoll': who did what, by person and day (issue 29, docs/decisions.md 219). */
export const AUDIT_LOG = {
  /** Without `from`: this many days up to `to` (today included). */
  defaultDays: 7,
  /** The longest period one request may ask for: a season and its preparation. */
  maxDays: 400,
  maxPageSize: 200,
  defaultPageSize: 50,
  maxSearchLength: 100,
  /** A search or an export reads at most this many events of the period. */
  maxRows: 50_000,
} as const;

/** The actors that are no console account; `actor` in the Protokoll's filter. */
export const AUDIT_LOG_ACTORS = ['vendor', 'system', 'sumup'] as const;
export type AuditLogActor = (typeof AUDIT_LOG_ACTORS)[number];

export const AUDIT_LOG_MESSAGES = {
  invalidFrom: 'Ungültiges Startdatum (erwartet JJJJ-MM-TT)',
  invalidTo: 'Ungültiges Enddatum (erwartet JJJJ-MM-TT)',
  fromAfterTo: 'Das Startdatum liegt nach dem Enddatum',
  rangeTooLong: `Der Zeitraum darf höchstens ${AUDIT_LOG.maxDays} Tage umfassen`,
  invalidAccount: 'Ungültiges Konto',
  invalidActor: 'Ungültige Person: erlaubt sind vendor, system und sumup',
  accountAndActor: 'Bitte wählen Sie entweder ein Konto oder Händler/System/SumUp, nicht beides',
  searchTooLong: `Der Suchbegriff darf höchstens ${AUDIT_LOG.maxSearchLength} Zeichen lang sein`,
  invalidPage: 'Ungültige Seite',
  invalidPageSize: `Ungültige Seitengröße (1 bis ${AUDIT_LOG.maxPageSize})`,
  tooManyRows: `Im gewählten Zeitraum sind es zu viele Einträge (mehr als 50.000). Bitte wählen Sie einen kürzeren Zeitraum.`,
} as const;
