import { MAILING_KIND_LABELS } from '@standl/contracts';

/** What the Protokoll knows of a vendor an event is about; null: no longer in the list. */
export interface SubjectVendor {
  name: string;
  boothNumber: string | null;
}

type Payload = Record<string, unknown>;

const SETTINGS: Record<string, string> = {
  'market-settings': 'Markteinstellungen',
  'lift-settings': 'Lift-Einstellungen',
  'invoice-settings': 'Rechnungsdaten',
  'mail-settings': 'E-Mail-Einstellungen',
  'invitation-list': 'Einladungsliste',
};

const TASKS: Record<string, string> = {
  'event-reaction': 'Hintergrundaufgabe',
  'job-retry': 'Wiederholter Auftrag',
};

/** The vendor an event is about: its aggregate, or the vendor a stall or archive event names. */
export function vendorIdOf(aggregateType: string, aggregateId: string, payload: Payload) {
  if (aggregateType === 'vendor') return aggregateId;
  return typeof payload.vendorId === 'string' ? payload.vendorId : null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * What an event is about, in words: the vendor with their stall ('Anna Huber, Standplatz A-12'),
 * an invoice's number, a template's name, a setting (docs/decisions.md 219). `vendor` undefined:
 * the event names no vendor; null: one that is no longer in the list (deleted or archived).
 */
export function subjectOf(
  aggregateType: string,
  aggregateId: string,
  payload: Payload,
  vendor: SubjectVendor | null | undefined,
): string | null {
  const parts: string[] = [];
  if (vendor) parts.push(vendor.name);
  else if (vendor === null) parts.push('Händler (nicht mehr in der Liste)');
  const booth = text(payload.boothNumber) ?? vendor?.boothNumber ?? null;
  if (booth && (vendor !== undefined || aggregateType === 'booth')) {
    parts.push(`Standplatz ${booth}`);
  }
  const number = text(payload.number);
  if (number && payload.invoiceId) {
    parts.push(`${payload.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} ${number}`);
  }
  if (parts.length > 0) return parts.join(', ');

  switch (aggregateType) {
    case 'booth-area':
      return `Bereich ${[payload.code, payload.name].filter(Boolean).join(' ')}`;
    case 'email-template':
      return text(payload.name) ? `Vorlage „${payload.name}“` : 'E-Mail-Vorlage';
    case 'mail':
      return `E-Mail Nr. ${aggregateId}`;
    case 'mailing':
      return MAILING_KIND_LABELS[String(payload.kind)] ?? 'Versand';
    case 'invitation':
      return `Einladung Nr. ${aggregateId}`;
    case 'archive-entry':
      return `Archiv-Eintrag Nr. ${aggregateId}`;
    case 'season':
      return `Saison ${payload.year ?? aggregateId}`;
    case 'bank-statement':
      return text(payload.fileName) ? `Kontoauszug „${payload.fileName}“` : 'Kontoauszug';
    case 'administrator':
      return text(payload.username) ? `Konto ${payload.username}` : `Konto Nr. ${aggregateId}`;
    default:
      return (
        SETTINGS[aggregateType] ??
        (TASKS[aggregateType] ? `${TASKS[aggregateType]} Nr. ${aggregateId}` : null)
      );
  }
}
