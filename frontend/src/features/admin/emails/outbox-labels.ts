import { MAIL_PURPOSE_LABELS, type OutboxEntryDto } from '@standl/contracts';

/** Why a message was written when it is no automatic mail. */
const CAUSE_LABELS: Record<string, string> = {
  'mass-mail': 'Massen-E-Mail',
  'direct-mail': 'Einzel-E-Mail',
  'csv-mail': 'CSV-E-Mail',
  invitation: 'Einladung',
};

export function outboxReason(entry: Pick<OutboxEntryDto, 'purpose' | 'cause'>): string {
  const purpose = entry.purpose as keyof typeof MAIL_PURPOSE_LABELS | null;
  if (purpose && purpose in MAIL_PURPOSE_LABELS) return MAIL_PURPOSE_LABELS[purpose];
  return CAUSE_LABELS[entry.cause] ?? entry.cause;
}

export const STATE_COLORS = {
  queued: 'info',
  sent: 'success',
  filed: 'warning',
  failed: 'error',
  held: 'warning',
  discarded: 'default',
} as const satisfies Record<OutboxEntryDto['state'], string>;
