/** E-mail: template categories (spec 001 section 3), outbox states and the outbox's texts. */
export const EMAIL_TEMPLATE_CATEGORIES = [
  'registration',
  'confirmation',
  'payment',
  'general',
] as const;
export type EmailTemplateCategory = (typeof EMAIL_TEMPLATE_CATEGORIES)[number];

export const EMAIL_TEMPLATE_CATEGORY_LABELS: Record<EmailTemplateCategory, string> = {
  registration: 'Registrierung',
  confirmation: 'Bestätigung',
  payment: 'Zahlung',
  general: 'Allgemein',
};

/**
 * queued → sent | filed | failed; held (automatic mail kept for review) → queued | discarded.
 * 'filed': written to DATA_DIR/mail because SMTP_URL is not set; it never left the machine.
 */
export const MAIL_STATES = ['queued', 'sent', 'filed', 'failed', 'held', 'discarded'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  queued: 'In Warteschlange',
  sent: 'Gesendet',
  filed: 'Abgelegt – kein Versand (SMTP nicht eingerichtet)',
  failed: 'Fehlgeschlagen',
  held: 'Zurückgehalten',
  discarded: 'Verworfen',
};

export const MAIL_MESSAGES = {
  invalidRecipient: 'Ungültige E-Mail-Adresse',
  messageNotFound: 'Nachricht nicht gefunden',
  onlyFailedRetry: 'Nur fehlgeschlagene Nachrichten können erneut gesendet werden',
  onlyHeldRelease: 'Nur zurückgehaltene Nachrichten können freigegeben oder verworfen werden',
  /** The outbox's filters and the holds of mail categories. */
  unknownState: 'Unbekannter Status',
  invalidPageSize: 'Ungültige Seitengröße',
  invalidOffset: 'Ungültiger Versatz',
  holdInvalid: 'Bitte Ja oder Nein angeben',
} as const;

/** The mails the product writes by itself (or on the organiser's button), by purpose. */
export const MAIL_PURPOSE_LABELS = {
  'registration-received': 'Anmeldung erhalten',
  'registration-received-self': 'Anmeldung erhalten (Selbstauswahl)',
  confirmation: 'Bestätigung mit Zugangscode',
  'deposit-received': 'Anzahlung erhalten',
  rejection: 'Absage',
  'setup-confirmed': 'Aufbau bestätigt',
  'booth-changed': 'Standplatz geändert',
  'access-code-reminder': 'Zugangscode erneut gesendet',
  invitation: 'Einladung',
  'payment-reminder': 'Zahlungserinnerung',
  invoice: 'Rechnung',
  'invoice-cancellation': 'Stornorechnung',
  'lift-booked': 'Lift-Termin gebucht',
  'lift-cancelled': 'Lift-Termin storniert',
  'admin-new-registration': 'Hinweis: neue Anmeldung',
  'admin-vendor-message': 'Hinweis: Nachricht eines Händlers',
  'withdrawal-confirmed': 'Rücktritt bestätigt',
  'admin-vendor-withdrawn': 'Hinweis: Rücktritt eines Händlers',
  'team-invitation': 'Einladung ins Team',
  'team-password-reset': 'Passwort zurücksetzen (Team)',
  'vendor-email-confirm': 'Neue E-Mail-Adresse bestätigen',
  'vendor-email-changed': 'Hinweis: E-Mail-Adresse geändert',
  'waitlist-offer': 'Warteliste: Standplatz angeboten',
  'waitlist-offer-expired': 'Warteliste: Angebot abgelaufen',
} as const;
export type MailPurpose = keyof typeof MAIL_PURPOSE_LABELS;
export const MAIL_PURPOSES = Object.keys(MAIL_PURPOSE_LABELS) as MailPurpose[];

export const EMAIL_TEMPLATE_MESSAGES = {
  nameRequired: 'Bitte geben Sie einen Namen ein',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein',
  subjectRequired: 'Bitte geben Sie einen Betreff ein',
  subjectTooLong: 'Der Betreff darf höchstens 300 Zeichen lang sein',
  subjectLineBreak: 'Der Betreff darf keinen Zeilenumbruch enthalten',
  contentRequired: 'Bitte geben Sie einen Inhalt ein',
  contentTooLong: 'Der Inhalt darf höchstens 100.000 Zeichen lang sein',
  englishIncomplete:
    'Bitte geben Sie für die englische Fassung Betreff und Inhalt an oder lassen Sie beide leer',
  englishInvalid: 'Ungültiger englischer Text',
  categoryInvalid: 'Unbekannte Kategorie',
  templateNotFound: 'Vorlage nicht gefunden',
  created: 'Vorlage erstellt',
  updated: 'Vorlage aktualisiert',
  deleted: 'Vorlage gelöscht',
} as const;

/** 'Zugangscode vergessen?' answers the same whether the address is known (no account probing). */
export const ACCESS_CODE_REMINDER_MESSAGES = {
  sent: 'Falls diese E-Mail-Adresse bei uns angemeldet ist, haben wir Ihnen den Zugangscode gesendet. Bitte sehen Sie auch im Spam-Ordner nach.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
} as const;
