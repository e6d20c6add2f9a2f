/** The waiting list of an area and its offers (issue 31): states, labels and German texts. */
import { formatEuro } from './money.js';
import { MARKET_TIME_ZONE } from './dates.js';
import { onFirstUse } from './first-use.js';

/** waiting → offered → accepted | declined | expired; or removed (left, got a stall, removed). */
export const WAITLIST_ENTRY_STATES = [
  'waiting',
  'offered',
  'accepted',
  'declined',
  'expired',
  'removed',
] as const;
// The type WaitlistEntryState comes from the generated API types (the DTOs' enum).
type WaitlistEntryState = (typeof WAITLIST_ENTRY_STATES)[number];

export const WAITLIST_OFFER_STATES = [
  'open',
  'accepted',
  'declined',
  'expired',
  'cancelled',
] as const;
type WaitlistOfferState = (typeof WAITLIST_OFFER_STATES)[number];

export const WAITLIST_ENTRY_STATE_LABELS: Record<WaitlistEntryState, string> = {
  waiting: 'Wartet',
  offered: 'Angebot offen',
  accepted: 'Angenommen',
  declined: 'Abgelehnt',
  expired: 'Abgelaufen',
  removed: 'Entfernt',
};

export const WAITLIST_OFFER_STATE_LABELS: Record<WaitlistOfferState, string> = {
  open: 'Offen',
  accepted: 'Angenommen',
  declined: 'Abgelehnt',
  expired: 'Abgelaufen',
  cancelled: 'Zurückgenommen',
};

/** Why an entry left the list without an answer to an offer. */
export const WAITLIST_REMOVAL_REASONS = {
  'vendor-left': 'vom Händler verlassen',
  'removed-by-admin': 'vom Veranstalter entfernt',
  'has-stall': 'hat einen Standplatz',
  'vendor-withdrew': 'Anmeldung zurückgezogen',
  'vendor-rejected': 'Anmeldung abgelehnt',
  'vendor-blocked': 'gesperrt',
  'vendor-deleted': 'gelöscht',
  'hold-ended': 'Reservierung beendet',
} as const;
export type WaitlistRemovalReason = keyof typeof WAITLIST_REMOVAL_REASONS;

const viennaMinute = onFirstUse(
  () =>
    new Intl.DateTimeFormat('de-AT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: MARKET_TIME_ZONE,
    }),
);

/** An offer's end in Vienna time: '3. Dezember 2026, 14:35 Uhr'. */
export function formatOfferExpiry(instant: Date | string): string {
  const parts = viennaMinute().formatToParts(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}. ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} Uhr`;
}

export const WAITLIST_MESSAGES = {
  areaNotFound: 'Bereich nicht gefunden',
  closedInvalid: 'Ungültiger Wert für „Bereich geschlossen“',
  areaHasFreeStall: (areaName: string) =>
    `Im Bereich ${areaName} ist noch ein Standplatz frei. Bitte wählen Sie ihn direkt aus.`,
  notWithSelectedBooth:
    'Bitte wählen Sie entweder einen Standplatz oder die Warteliste, nicht beides.',
  alreadyWaiting: (areaName: string) => `Sie stehen bereits auf der Warteliste für ${areaName}.`,
  hasStall: 'Sie haben bereits einen Standplatz und brauchen keine Warteliste.',
  vendorMayNotWait: 'Diese Anmeldung kann nicht auf die Warteliste.',
  notWaiting: 'Sie stehen auf keiner Warteliste.',
  entryNotFound: 'Eintrag der Warteliste nicht gefunden',
  entryNotActive: 'Dieser Eintrag steht nicht mehr auf der Warteliste.',
  entryHasOffer: 'Für diesen Eintrag ist bereits ein Angebot offen.',
  orderMismatch:
    'Die Reihenfolge muss genau die wartenden Einträge dieses Bereichs enthalten. Bitte laden Sie die Liste neu.',
  noFreeStall: (areaName: string) => `Im Bereich ${areaName} ist kein Standplatz frei.`,
  stallNotOfferable: 'Dieser Standplatz ist nicht frei oder gehört nicht zum Bereich.',
  vendorNotFound: 'Händler nicht gefunden',
  linkInvalid: 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer E-Mail.',
  offerAccepted: 'Dieses Angebot wurde bereits angenommen.',
  offerDeclined: 'Dieses Angebot wurde bereits abgelehnt.',
  offerCancelled: 'Dieses Angebot wurde zurückgenommen.',
  offerExpired: 'Dieses Angebot ist abgelaufen.',
  /** The registration mail's sentence for a vendor on a list. */
  positionSentence: (areaName: string, position: number) =>
    `Sie stehen auf der Warteliste für ${areaName} an Position ${position}. Wird dort ein Standplatz frei, bieten wir ihn Ihnen per E-Mail an.`,
  offerSubject: (boothNumber: string) => `Ein Standplatz wird frei: ${boothNumber}`,
  offerExpiredSubject: (boothNumber: string) => `Ihr Angebot für ${boothNumber} ist abgelaufen`,
  offerStallLine: (boothNumber: string, areaName: string, stallFee: number) =>
    `Standplatz ${boothNumber} (${areaName}), Standgebühr ${formatEuro(stallFee)}`,
} as const;

export const WAITLIST_JOB_TEXTS = {
  label: 'Warteliste: abgelaufene Angebote beenden',
  schedule: 'jede Minute',
  summary: (count: number) =>
    `${count === 1 ? '1 Angebot' : `${count} Angebote`} abgelaufen, an die Nächsten weitergegeben`,
} as const;
