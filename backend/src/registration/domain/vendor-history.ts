import {
  formatEuro,
  LIFT_TYPE_LABELS,
  type LiftAppointmentType,
  VENDOR_STATUS_LABELS,
} from '@standl/contracts';

export interface HistoryEntryText {
  title: string;
  detail: string | null;
}

type Payload = Record<string, unknown>;
const text = (title: string, detail: string | null = null): HistoryEntryText => ({
  title,
  detail,
});
const statusLabel = (status: unknown) =>
  VENDOR_STATUS_LABELS[status as keyof typeof VENDOR_STATUS_LABELS] ?? String(status);
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  description: 'Beschreibung',
};
const HOLD_RELEASE_REASONS: Record<string, string> = {
  expired: 'Reservierung abgelaufen',
  replaced: 'anderen Standplatz gewählt',
  assigned: 'Veranstalter hat einen anderen Standplatz zugewiesen',
  'given-up': 'Barzahlung gewählt',
  'vendor-rejected': 'Anmeldung abgelehnt',
  'vendor-deleted': 'Händler gelöscht',
};
const BOOTH_RELEASE_REASONS: Record<string, string> = {
  'released-by-admin': 'vom Veranstalter freigegeben',
  reassigned: 'anderer Standplatz zugewiesen',
  'vendor-rejected': 'Anmeldung abgelehnt',
  'vendor-deleted': 'Händler gelöscht',
};

const withNote = (amount: string, note: unknown) => (note ? `${amount}: ${String(note)}` : amount);
const signed = (cents: number) => `${cents > 0 ? '+' : '−'}${formatEuro(Math.abs(cents))}`;

/** A booking of the payments ledger (the card deposit is told by 'payments.deposit-paid.v1'). */
function describeLedgerEntry(p: Payload): HistoryEntryText | null {
  const amount = Number(p.amount);
  switch (p.kind) {
    case 'cash_payment':
      return text('Barzahlung verbucht', withNote(formatEuro(amount), p.note));
    case 'card_payment':
      return text('Kartenzahlung verbucht', formatEuro(amount));
    case 'correction':
      return text('Bezahlten Betrag korrigiert', withNote(signed(amount), p.note));
    case 'refund_due':
      return text('Zur Rückerstattung vorgemerkt', withNote(formatEuro(-amount), p.note));
    case 'refund_made':
      return text('Rückerstattung verbucht', withNote(formatEuro(-amount), p.note));
    default:
      return null;
  }
}

/** 'Aufbau, 2.12.2026, 06:00-06:30' */
function liftSlot(p: Payload): string {
  const [year, month, day] = String(p.date).split('-');
  const type = LIFT_TYPE_LABELS[p.appointmentType as LiftAppointmentType] ?? p.appointmentType;
  return `${type}, ${Number(day)}.${Number(month)}.${year}, ${p.timeSlot}`;
}

/** German wording of each domain event for the organiser's history of a vendor. */
const DESCRIBE: Record<string, (payload: Payload) => HistoryEntryText | null> = {
  'registration.vendor-registered.v1': (p) =>
    p.source === 'admin'
      ? text('Vom Veranstalter angelegt')
      : text(
          'Angemeldet',
          p.boothNumber
            ? `Standplatz ${p.boothNumber} gewählt`
            : p.boothAssignmentPreference === 'self'
              ? 'Wählt den Standplatz selbst'
              : 'Standplatz durch den Veranstalter',
        ),
  'registration.vendor-booth-selected.v1': (p) =>
    text('Standplatz gewählt', `${p.boothNumber}${p.requiresPayment ? ', Anzahlung offen' : ''}`),
  'registration.vendor-booth-assigned.v1': (p) =>
    text(
      p.confirmed ? 'Standplatz zugewiesen und bestätigt' : 'Standplatz zugewiesen',
      p.previousBoothNumber
        ? `${p.boothNumber} (${p.areaName}), vorher ${p.previousBoothNumber}`
        : `${p.boothNumber} (${p.areaName})`,
    ),
  'registration.vendor-chose-cash-deposit.v1': () =>
    text('Barzahlung gewählt', 'Der Veranstalter weist den Standplatz zu'),
  'registration.vendor-deposit-paid.v1': (p) =>
    text('Anzahlung verbucht', formatEuro(Number(p.amount))),
  'registration.vendor-billing-updated.v1': (p) =>
    text(
      p.by === 'organiser'
        ? 'Rechnungsadresse vom Veranstalter gespeichert'
        : 'Rechnungsadresse gespeichert',
    ),
  'registration.vendor-changed-by-admin.v1': (p) => {
    const parts: string[] = [];
    const status = p.status as { from: string; to: string } | null;
    const amount = p.paymentAmount as { from: number; to: number } | null;
    if (status) parts.push(`Status: ${statusLabel(status.from)} → ${statusLabel(status.to)}`);
    if (amount) parts.push(`Bezahlt: ${formatEuro(amount.from)} → ${formatEuro(amount.to)}`);
    const fields = (p.fields as string[]).map((field) => FIELD_LABELS[field] ?? field);
    if (fields.length > 0) parts.push(`Geändert: ${fields.join(', ')}`);
    return text('Vom Veranstalter geändert', parts.join('; ') || null);
  },
  'registration.vendor-blocked.v1': (p) =>
    text(p.canBeUnblocked === false ? 'Dauerhaft gesperrt' : 'Gesperrt', String(p.reason)),
  'registration.vendor-unblocked.v1': () => text('Sperre aufgehoben'),
  'registration.vendor-block-permanence-changed.v1': (p) =>
    text(
      p.canBeUnblocked
        ? 'Sperre als aufhebbar gekennzeichnet'
        : 'Sperre als dauerhaft gekennzeichnet',
    ),
  'registration.vendor-set-up.v1': (p) => text('Aufgebaut', `Standplatz ${p.boothNumber}`),
  'registration.vendor-checked-in.v1': (p) => text('Eingecheckt', `Standplatz ${p.boothNumber}`),
  'booths.booth-held.v1': (p) => text('Standplatz reserviert (30 Minuten)', String(p.boothNumber)),
  'booths.booth-hold-released.v1': (p) =>
    text(
      'Standplatz-Reservierung beendet',
      `${p.boothNumber}: ${HOLD_RELEASE_REASONS[String(p.reason)] ?? p.reason}`,
    ),
  'booths.booth-reserved.v1': (p) =>
    text('Standplatz nach Anzahlung reserviert', String(p.boothNumber)),
  // A move to another stall is told by the assignment entry ('vorher …').
  'booths.booth-released.v1': (p) =>
    p.reason === 'reassigned'
      ? null
      : text(
          'Standplatz freigegeben',
          `${p.boothNumber}: ${BOOTH_RELEASE_REASONS[String(p.reason)] ?? p.reason}`,
        ),
  'payments.payment-started.v1': (p) =>
    text('Kartenzahlung gestartet', formatEuro(Number(p.amount))),
  'payments.payment-failed.v1': (p) =>
    text(p.status === 'expired' ? 'Kartenzahlung abgelaufen' : 'Kartenzahlung fehlgeschlagen'),
  'payments.deposit-paid.v1': (p) =>
    text(
      'Anzahlung bezahlt',
      p.needsRefund
        ? `${formatEuro(Number(p.amount))}, Standplatz inzwischen vergeben: bitte erstatten`
        : formatEuro(Number(p.amount)),
    ),
  'payments.ledger-entry-booked.v1': describeLedgerEntry,
  'payments.vendor-paid-in-full.v1': (p) =>
    text('Vollständig bezahlt', formatEuro(Number(p.paidAmount))),
  'payments.invoice-issued.v1': (p) =>
    p.kind === 'cancellation'
      ? text('Stornorechnung erstellt', `${p.number} zu Rechnung ${p.cancelsNumber}`)
      : text('Rechnung erstellt', `${p.number} über ${formatEuro(Number(p.grossAmount))}`),
  'communication.payment-reminder-sent.v1': (p) =>
    text('Zahlungserinnerung gesendet', `offen: ${formatEuro(Number(p.openAmount))}`),
  'communication.vendor-message-sent.v1': () => text('Nachricht an den Veranstalter'),
  'lift.appointment-booked.v1': (p) =>
    text(
      'Lift-Termin gebucht',
      p.bookedBy === 'admin' ? `${liftSlot(p)} (vom Veranstalter)` : liftSlot(p),
    ),
  'lift.appointment-moved.v1': (p) =>
    text(
      'Lift-Termin verschoben',
      `${liftSlot(p)}, vorher ${liftSlot(p.previous as Payload).replace(/^[^,]+, /, '')}`,
    ),
  'lift.appointment-cancelled.v1': (p) =>
    p.reason
      ? text(
          'Lift-Termin freigegeben',
          `${liftSlot(p)}: ${p.reason === 'vendor-blocked' ? 'Händler gesperrt' : 'kein Standplatz mehr'}`,
        )
      : text(p.by === 'admin' ? 'Lift-Termin gelöscht' : 'Lift-Termin storniert', liftSlot(p)),
  'lift.appointment-completed.v1': (p) => text('Lift-Termin erledigt', liftSlot(p)),
};

/** Null for events that do not belong in the history (e.g. the booth-occupied twin of an assignment). */
export function describeVendorEvent(type: string, payload: Payload): HistoryEntryText | null {
  return DESCRIBE[type]?.(payload) ?? null;
}
