import type { OutboxEntryDto } from '@standl/contracts';

/** What each automatic mail is, in the organiser's words. */
const PURPOSE_LABELS: Record<string, string> = {
  'registration-received': 'Anmeldung erhalten',
  confirmation: 'Bestätigung mit Zugangscode',
  'deposit-received': 'Anzahlung erhalten',
  rejection: 'Absage',
  'setup-confirmed': 'Aufbau bestätigt',
  'booth-changed': 'Standplatz geändert',
  'admin-new-registration': 'Hinweis: neue Anmeldung',
  'admin-vendor-message': 'Hinweis: Nachricht eines Händlers',
  'access-code-reminder': 'Zugangscode erneut gesendet',
  invitation: 'Einladung',
  'payment-reminder': 'Zahlungserinnerung',
  invoice: 'Rechnung',
  'lift-booking': 'Lift-Termin',
};

/** Why a message was written when it is no automatic mail. */
const CAUSE_LABELS: Record<string, string> = {
  'mass-mail': 'Massen-E-Mail',
  'direct-mail': 'Einzel-E-Mail',
  'csv-mail': 'CSV-E-Mail',
  invitation: 'Einladung',
};

export function outboxReason(entry: Pick<OutboxEntryDto, 'purpose' | 'cause'>): string {
  if (entry.purpose && PURPOSE_LABELS[entry.purpose]) return PURPOSE_LABELS[entry.purpose]!;
  return CAUSE_LABELS[entry.cause] ?? entry.cause;
}

export const STATE_COLORS = {
  queued: 'info',
  sent: 'success',
  failed: 'error',
  held: 'warning',
  discarded: 'default',
} as const satisfies Record<OutboxEntryDto['state'], string>;
