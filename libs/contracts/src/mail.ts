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

/** queued → sent | failed; held (automatic mail kept for review) → queued | discarded. */
export const MAIL_STATES = ['queued', 'sent', 'failed', 'held', 'discarded'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  queued: 'In Warteschlange',
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
  held: 'Zurückgehalten',
  discarded: 'Verworfen',
};

export const MAIL_MESSAGES = {
  invalidRecipient: 'Ungültige E-Mail-Adresse',
  messageNotFound: 'Nachricht nicht gefunden',
  onlyFailedRetry: 'Nur fehlgeschlagene Nachrichten können erneut gesendet werden',
  onlyHeldRelease: 'Nur zurückgehaltene Nachrichten können freigegeben oder verworfen werden',
  reactionNotFound: 'Reaktion nicht gefunden',
  onlyFailedReactionRetry: 'Nur fehlgeschlagene Reaktionen können wiederholt werden',
} as const;
