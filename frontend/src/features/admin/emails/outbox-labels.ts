import { byActor, MAIL_PURPOSE_LABELS, type OutboxEntryDto } from '@standl/contracts';

/** Why a message was written when it is no automatic mail. */
const CAUSE_LABELS: Record<string, string> = {
  'mass-mail': 'Massen-E-Mail',
  'direct-mail': 'Einzel-E-Mail',
  'csv-mail': 'CSV-E-Mail',
  invitation: 'Einladung',
};

/** Why the message was written, and for a mail sent by hand who sent it (issue 29). */
export function outboxReason(
  entry: Pick<OutboxEntryDto, 'purpose' | 'cause'> & { requestedBy?: string | null },
): string {
  const purpose = entry.purpose as keyof typeof MAIL_PURPOSE_LABELS | null;
  const reason =
    purpose && purpose in MAIL_PURPOSE_LABELS
      ? MAIL_PURPOSE_LABELS[purpose]
      : (CAUSE_LABELS[entry.cause] ?? entry.cause);
  return entry.requestedBy ? `${reason} ${byActor(entry.requestedBy)}` : reason;
}

export const STATE_COLORS = {
  queued: 'info',
  sent: 'success',
  filed: 'warning',
  failed: 'error',
  held: 'warning',
  discarded: 'default',
} as const satisfies Record<OutboxEntryDto['state'], string>;
