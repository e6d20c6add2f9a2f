/**
 * A vendor keeps their own data current (issue 31): name, phone and description directly, a new
 * e-mail address only after a confirmation link sent to it.
 */

/** Hours a confirmation link for a new e-mail address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** Requests for a new address one vendor may send per hour. */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;

/** The page the confirmation link opens. */
export const EMAIL_CHANGE_CONFIRM_PATH = '/email-bestaetigen';

export const VENDOR_PROFILE_MESSAGES = {
  profileSaved: 'Ihre Daten wurden gespeichert.',
  sameEmail: 'Das ist bereits Ihre E-Mail-Adresse.',
  emailTaken: 'Mit dieser E-Mail-Adresse ist bereits ein anderer Händler angemeldet.',
  tooManyEmailChanges:
    'Zu viele Änderungswünsche für die E-Mail-Adresse. Bitte versuchen Sie es in einer Stunde erneut.',
  emailChangeRequested: (address: string) =>
    `Wir haben einen Bestätigungslink an ${address} gesendet. Ihre neue E-Mail-Adresse gilt, sobald Sie ihn öffnen.`,
  linkInvalid:
    'Dieser Link ist ungültig. Bitte öffnen Sie den Link aus der E-Mail vollständig oder fordern Sie im Dashboard einen neuen an.',
  linkUsed: 'Diese E-Mail-Adresse wurde mit diesem Link bereits bestätigt.',
  linkReplaced:
    'Dieser Link gilt nicht mehr: Sie haben inzwischen eine neuere Änderung angefordert. Bitte verwenden Sie den Link aus der neuesten E-Mail.',
  linkExpired:
    'Dieser Link ist abgelaufen (er gilt 24 Stunden). Bitte fordern Sie im Dashboard einen neuen an.',
  emailChanged: (address: string) => `Ihre E-Mail-Adresse ist jetzt ${address}.`,
} as const;
