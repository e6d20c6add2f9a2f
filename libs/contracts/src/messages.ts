/** German texts the API answers with where no business rule supplies its own. */
export const HTTP_MESSAGES = {
  badRequest: 'Ungültige Anfrage.',
  invalidJson: 'Der Anfrageinhalt ist kein gültiges JSON.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Nicht unterstützter Inhaltstyp.',
  unauthorized: 'Nicht angemeldet.',
  forbidden: 'Keine Berechtigung.',
  notFound: 'Nicht gefunden.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  internalError: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
  serviceUnavailable: 'Der Dienst ist vorübergehend nicht verfügbar.',
} as const;

/** German texts for the generic validation rules (field names are the API's). */
export const VALIDATION_MESSAGES = {
  unknownField: (field: string) => `Unbekanntes Feld: ${field}`,
  bodyMustBeObject: 'Der Anfrageinhalt muss ein JSON-Objekt sein.',
  required: (field: string) => `${field} ist erforderlich`,
  mustBeText: (field: string) => `${field} muss ein Text sein`,
  mustBeObject: (field: string) => `${field} muss ein Objekt sein`,
  tooLong: (field: string, max: number) => `${field} darf höchstens ${max} Zeichen lang sein`,
  invalidValue: (field: string) => `${field} hat einen ungültigen Wert`,
} as const;
