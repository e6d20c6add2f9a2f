/** Mass, direct and CSV mail (spec 001 sections 5 and 8). */
export const MAILING_MESSAGES = {
  massIncomplete: 'Bitte füllen Sie alle Felder aus und wählen Sie mindestens einen Händler',
  directNoRecipient: 'Bitte wählen Sie einen Händler aus oder geben Sie eine E-Mail-Adresse ein',
  subjectAndContent: 'Bitte füllen Sie Betreff und Inhalt aus',
  noCsvRecipients: 'Keine CSV-E-Mails geladen',
  tooManyRecipients: 'Höchstens 2000 Empfänger pro Versand',
  subjectLineBreak: 'Der Betreff darf keinen Zeilenumbruch enthalten',
  subjectTooLong: 'Der Betreff darf höchstens 300 Zeichen lang sein',
  contentTooLong: 'Der Inhalt darf höchstens 100.000 Zeichen lang sein',
  invalidVendor: 'Ungültiger Händler',
  invalidTemplate: 'Ungültige Vorlage',
  invalidRequestId: 'Ungültige Auftragskennung',
  /** The name of a typed or imported recipient, and of an invitation. */
  nameTooLong: 'Der Name darf höchstens 200 Zeichen lang sein',
  batchNotFound: 'Versand nicht gefunden',
  /** A recipient list's first bad address, by its 1-based position in the list. */
  invalidRecipientRow: (row: number, address: string) =>
    `Ungültige E-Mail-Adresse in Zeile ${row}` +
    (address ? `: ${address.length > 100 ? `${address.slice(0, 100)}…` : address}` : ''),
  sent: (count: number) =>
    count === 1 ? '1 E-Mail wird versendet' : `${count} E-Mails werden versendet`,
} as const;

export const MAX_MAILING_RECIPIENTS = 2000;

/** Invitations per market year (spec 001 sections 2, 4 and 7). */
export const INVITATION_STATUSES = ['pending', 'invited', 'registered'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Ausstehend',
  invited: 'Eingeladen',
  registered: 'Registriert',
};
export const INVITATION_SOURCES = ['manual', 'csv', 'previous-year'] as const;
export type InvitationSource = (typeof INVITATION_SOURCES)[number];
export const INVITATION_SOURCE_LABELS: Record<InvitationSource, string> = {
  manual: 'Manuell',
  csv: 'CSV-Import',
  'previous-year': 'Vorjahr',
};

export const INVITATION_MESSAGES = {
  emailRequired: 'E-Mail ist erforderlich',
  notesTooLong: 'Die Notiz darf höchstens 1000 Zeichen lang sein',
  yearRange: 'Jahr muss zwischen 2020 und 2030 liegen',
  alreadyOnList: (year: number) => `Diese E-Mail-Adresse steht für ${year} bereits auf der Liste`,
  notFound: 'Einladung nicht gefunden',
  registeredCannotBeDeleted: 'Eine bereits registrierte Einladung kann nicht gelöscht werden',
  onlyInvitedResend: 'Nur versendete Einladungen können erneut gesendet werden',
  deleted: 'Einladung gelöscht',
  sent: (count: number) =>
    count === 1 ? '1 Einladung wird versendet' : `${count} Einladungen werden versendet`,
  resent: 'Einladung wird erneut versendet',
  imported: (added: number, skipped: number) =>
    `${added} Einladungen importiert${skipped ? `, ${skipped} bereits auf der Liste` : ''}`,
  prepared: (count: number, year: number) => `${count} Händler für ${year} vorgemerkt`,
} as const;
