import type { AdminRole } from './generated/api-types.js';

/**
 * The roles of a console account (issue 29): what each may do is the server's rule. The type
 * comes from the API document (`AdminRole`); the labels below name every one of them.
 */
export const ADMIN_ROLES = [
  'organiser',
  'cashier',
  'setup',
  'reader',
] as const satisfies readonly AdminRole[];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  organiser: 'Organisator',
  cashier: 'Kasse',
  setup: 'Aufbau',
  reader: 'Lesen',
};

export const ADMIN_ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  organiser: 'Alles, auch das Team und die Einstellungen',
  cashier: 'Zahlungen, Rechnungen und Rückerstattungen; sieht die Händler',
  setup: 'Scanner, Aufbau-Liste, Standblätter und Lift-Plan; nur Name, Standplatz und Status',
  reader: 'Die ganze Konsole lesen, ohne Änderungen und ohne Export',
};

/** Until this is done, an account may use only its own sign-in routes (me, password, 2FA). */
export type AdminRestriction = 'password-change' | 'second-factor-setup';

export const TEAM_MESSAGES = {
  /** 403: the route is not for the caller's role; `role` is its German label. */
  cashierEditsAmountOnly:
    'Mit der Rolle Kasse können Sie beim Händler nur den bezahlten Betrag berichtigen; Kontaktdaten und Status ändert ein Organisator.',
  roleForbidden: (role: string) =>
    `Dafür fehlt Ihnen die Berechtigung (Ihre Rolle: ${role}). Bitte wenden Sie sich an einen Organisator.`,
  passwordChangeRequired:
    'Bitte vergeben Sie zuerst ein eigenes Passwort (das Einmal-Passwort gilt nur für die erste Anmeldung).',
  secondFactorSetupRequired:
    'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein: Der Organisator verlangt sie für alle Konten.',
  accountInactive: 'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an einen Organisator.',
  passwordTooShort: 'Das Passwort muss mindestens 12 Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  passwordTooCommon:
    'Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wählen Sie ein anderes.',
  passwordContainsName: 'Das Passwort darf nicht Ihren Namen oder Benutzernamen enthalten.',
  nameRequired: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  roleInvalid: 'Ungültige Rolle: erlaubt sind organiser, cashier, setup und reader.',
  emailTaken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto im Team.',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
  usernameInvalid:
    'Der Benutzername darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich sowie @ enthalten (3 bis 254 Zeichen).',
  accountNotFound: 'Konto nicht gefunden.',
  invitationAlreadyAccepted:
    'Dieses Konto hat die Einladung bereits angenommen; eine neue Einladung ist nicht nötig.',
  lastOrganiser:
    'Das letzte aktive Konto mit der Rolle Organisator kann nicht herabgestuft, deaktiviert oder gelöscht werden.',
  notYourself: 'Ihr eigenes Konto können Sie hier nicht deaktivieren oder löschen.',
  linkInvalid: 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen an.',
  linkExpired: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  linkUsed: 'Dieser Link wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  invitationAccepted: 'Willkommen im Team! Sie können sich jetzt anmelden.',
  resetRequested:
    'Wenn es zu dieser E-Mail-Adresse ein aktives Konto gibt, ist ein Link zum Zurücksetzen unterwegs. Er gilt eine Stunde.',
  passwordResetDone: 'Ihr Passwort ist geändert. Bitte melden Sie sich neu an.',
  tooManyResetRequests:
    'Zu viele Anfragen von dieser Adresse. Bitte versuchen Sie es in 15 Minuten erneut.',
  secondFactorRequired: 'Bitte geben Sie den Code aus Ihrer Authenticator-App ein.',
  secondFactorWrong: 'Der Code ist falsch oder abgelaufen. Bitte versuchen Sie es erneut.',
  secondFactorAlreadyOn: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
  secondFactorNotStarted: 'Bitte starten Sie die Einrichtung der Zwei-Faktor-Anmeldung neu.',
  secondFactorOff: 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.',
  secondFactorRequiredByPolicy:
    'Der Organisator verlangt die Zwei-Faktor-Anmeldung für alle Konten; sie kann nicht abgeschaltet werden.',
} as const;

/** Aufbau sees a vendor's name, stall and status only: no e-mail, phone or payment data. */
export function roleSeesContacts(role: AdminRole): boolean {
  return role !== 'setup';
}
