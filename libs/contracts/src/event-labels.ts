import type { AdminRole } from './generated/api-types.js';
import { LIFT_TYPE_LABELS } from './lift.js';
import { MAIL_PURPOSE_LABELS, EMAIL_TEMPLATE_CATEGORY_LABELS } from './mail.js';
import { INVITATION_SOURCE_LABELS } from './mailings.js';
import { formatEuro } from './money.js';
import { ADMIN_ROLE_LABELS } from './team.js';
import { VENDOR_STATUS_LABELS } from './constants.js';
import {
  formatOfferExpiry,
  WAITLIST_REMOVAL_REASONS,
  type WaitlistRemovalReason,
} from './waitlist.js';
import { withdrawalFeeText } from './withdrawal.js';
import { isVendorLanguage, VENDOR_LANGUAGE_LABELS } from './vendor-language.js';

/**
 * The German wording of every stored domain event (docs/decisions.md 218): the one owner of the
 * labels the vendor's history and the console's 'Protokoll' show. A new event type needs its
 * label here; a test compares this list with the `static readonly TYPE` of every event class.
 */
export const EVENT_TYPE_LABELS = {
  'admin.administrator-created.v1': 'Konto angelegt',
  'admin.administrator-logged-in.v1': 'An der Konsole angemeldet',
  'admin.administrator-password-changed.v1': 'Passwort geändert',
  'admin.administrator-password-reset.v1': 'Passwort zurückgesetzt',
  'admin.account-invited.v1': 'Ins Team eingeladen',
  'admin.account-created.v1': 'Konto mit Einmal-Passwort angelegt',
  'admin.account-changed.v1': 'Konto geändert',
  'admin.account-deactivated.v1': 'Konto deaktiviert',
  'admin.account-reactivated.v1': 'Konto wieder aktiviert',
  'admin.account-deleted.v1': 'Konto gelöscht',
  'admin.invitation-accepted.v1': 'Einladung angenommen',
  'admin.password-reset-requested.v1': 'Passwort-Zurücksetzen angefordert',
  'admin.second-factor-enabled.v1': 'Zwei-Faktor-Anmeldung eingerichtet',
  'admin.second-factor-disabled.v1': 'Zwei-Faktor-Anmeldung abgeschaltet',
  'admin.recovery-code-used.v1': 'Mit Wiederherstellungscode angemeldet',
  'admin.team-policy-changed.v1': 'Anmelderegeln des Teams geändert',
  'archive.entry-blocked.v1': 'Archiv-Eintrag gesperrt',
  'archive.entry-permanence-changed.v1': 'Archiv-Sperre geändert',
  'archive.entry-unblocked.v1': 'Archiv-Sperre aufgehoben',
  'archive.season-archived.v1': 'Saison archiviert',
  'booths.area-plan-removed.v1': 'Lageplan-Bild entfernt',
  'booths.area-plan-uploaded.v1': 'Lageplan hochgeladen',
  'booths.booth-area-created.v1': 'Bereich angelegt',
  'booths.booth-area-updated.v1': 'Bereich geändert',
  'booths.booth-held.v1': 'Standplatz reserviert (30 Minuten)',
  'booths.booth-hold-released.v1': 'Standplatz-Reservierung beendet',
  'booths.booth-layout-updated.v1': 'Standplatz auf dem Lageplan geändert',
  'booths.booth-location-updated.v1': 'Lagebeschreibung geändert',
  'booths.booth-occupied.v1': 'Standplatz belegt',
  'booths.booth-released.v1': 'Standplatz freigegeben',
  'booths.booth-reserved-by-name.v1': 'Standplatz auf einen Namen reserviert',
  'booths.booth-reserved.v1': 'Standplatz nach Anzahlung reserviert',
  'communication.access-code-reminder-sent.v1': 'Zugangscode per E-Mail angefordert',
  'communication.email-template-deleted.v1': 'E-Mail-Vorlage gelöscht',
  'communication.email-template-saved.v1': 'E-Mail-Vorlage gespeichert',
  'communication.invitation-deleted.v1': 'Einladung gelöscht',
  'communication.invitation-registered.v1': 'Eingeladener Händler angemeldet',
  'communication.invitations-added.v1': 'Einladungen hinzugefügt',
  'communication.invitations-sent.v1': 'Einladungen versendet',
  'communication.mail-holds-changed.v1': 'Zurückhalten automatischer E-Mails geändert',
  'communication.mailing-queued.v1': 'E-Mails versendet',
  'communication.outbox-message-changed.v1': 'E-Mail im Postausgang bearbeitet',
  'communication.payment-reminder-sent.v1': 'Zahlungserinnerung gesendet',
  'communication.vendor-message-sent.v1': 'Nachricht an den Veranstalter',
  'lift.appointment-booked.v1': 'Lift-Termin gebucht',
  'lift.appointment-cancelled.v1': 'Lift-Termin storniert',
  'lift.appointment-completed.v1': 'Lift-Termin erledigt',
  'lift.appointment-moved.v1': 'Lift-Termin verschoben',
  'lift.settings-updated.v1': 'Lift-Einstellungen geändert',
  'market.market-settings-seeded.v1': 'Markteinstellungen angelegt',
  'market.market-settings-updated.v1': 'Markteinstellungen geändert',
  'payments.bank-statement-line-booked.v1': 'Kontoauszugszeile verbucht',
  'payments.bank-statement-line-ignored.v1': 'Kontoauszugszeile ignoriert',
  'payments.bank-statement-uploaded.v1': 'Kontoauszug hochgeladen',
  'payments.deposit-paid.v1': 'Anzahlung bezahlt',
  'payments.invoice-documents-stored.v1': 'Rechnungsdokumente erstellt',
  'payments.invoice-issued.v1': 'Rechnung erstellt',
  'payments.invoice-settings-updated.v1': 'Rechnungsdaten geändert',
  'payments.ledger-entry-booked.v1': 'Zahlung verbucht',
  'payments.payment-failed.v1': 'Kartenzahlung fehlgeschlagen',
  'payments.payment-started.v1': 'Kartenzahlung gestartet',
  'payments.vendor-paid-in-full.v1': 'Vollständig bezahlt',
  'registration.vendor-billing-updated.v1': 'Rechnungsadresse gespeichert',
  'registration.vendor-block-permanence-changed.v1': 'Sperre geändert',
  'registration.vendor-blocked.v1': 'Gesperrt',
  'registration.vendor-booth-assigned.v1': 'Standplatz zugewiesen',
  'registration.vendor-booth-selected.v1': 'Standplatz gewählt',
  'registration.vendor-booth-unassigned.v1': 'Standplatz entzogen',
  'registration.vendor-changed-by-admin.v1': 'Vom Veranstalter geändert',
  'registration.vendor-checked-in.v1': 'Eingecheckt',
  'registration.vendor-chose-cash-deposit.v1': 'Barzahlung gewählt',
  'registration.vendor-deleted.v1': 'Händler gelöscht',
  'registration.vendor-deposit-paid.v1': 'Anzahlung verbucht',
  'registration.vendor-email-change-requested.v1': 'Neue E-Mail-Adresse angefordert',
  'registration.vendor-email-changed.v1': 'E-Mail-Adresse geändert',
  'registration.vendor-profile-updated.v1': 'Eigene Daten geändert',
  'registration.vendor-registered.v1': 'Angemeldet',
  'registration.vendor-set-up.v1': 'Aufgebaut',
  'registration.vendor-unblocked.v1': 'Sperre aufgehoben',
  'registration.vendor-withdrawn.v1': 'Anmeldung zurückgezogen',
  'setup-day.scan-code-assigned.v1': 'Scan-Code vergeben',
  'waitlist.joined.v1': 'Auf die Warteliste gesetzt',
  'waitlist.left.v1': 'Von der Warteliste genommen',
  'waitlist.reordered.v1': 'Warteliste umgereiht',
  'waitlist.offer-made.v1': 'Standplatz von der Warteliste angeboten',
  'waitlist.offer-accepted.v1': 'Angebot der Warteliste angenommen',
  'waitlist.offer-declined.v1': 'Angebot der Warteliste abgelehnt',
  'waitlist.offer-expired.v1': 'Angebot der Warteliste abgelaufen',
  'waitlist.offer-cancelled.v1': 'Angebot der Warteliste zurückgenommen',
  'work.background-task-changed.v1': 'Hintergrundaufgabe bearbeitet',
} as const satisfies Record<string, string>;

export type EventType = keyof typeof EVENT_TYPE_LABELS;
export const EVENT_TYPES = Object.keys(EVENT_TYPE_LABELS) as EventType[];

/** An event's label ('Barzahlung verbucht') and a short summary of its payload. */
export interface EventText {
  title: string;
  detail: string | null;
}

type Payload = Record<string, unknown>;
const text = (title: string, detail: string | null = null): EventText => ({ title, detail });
const statusLabel = (status: unknown) =>
  VENDOR_STATUS_LABELS[status as keyof typeof VENDOR_STATUS_LABELS] ?? String(status);
const list = (values: unknown): string[] => (Array.isArray(values) ? values.map(String) : []);

/** 'Ausstellerverzeichnis: zugestimmt' / '… widerrufen' (docs/decisions.md 331). */
const directoryConsentText = (consent: boolean) =>
  `Ausstellerverzeichnis: ${consent ? 'zugestimmt' : 'widerrufen'}`;

/** 'Sprache: Englisch' (docs/decisions.md 350). */
const languageText = (language: unknown) =>
  isVendorLanguage(language) ? `Sprache: ${VENDOR_LANGUAGE_LABELS[language]}` : null;

const VENDOR_FIELD_LABELS: Record<string, string> = {
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
  'offer-ended': 'Angebot der Warteliste beendet',
  'vendor-withdrew': 'Anmeldung zurückgezogen',
};
const BOOTH_RELEASE_REASONS: Record<string, string> = {
  'released-by-admin': 'vom Veranstalter freigegeben',
  reassigned: 'anderer Standplatz zugewiesen',
  'vendor-rejected': 'Anmeldung abgelehnt',
  'vendor-deleted': 'Händler gelöscht',
  'vendor-withdrew': 'Anmeldung zurückgezogen',
};
const LIFT_RELEASE_REASONS: Record<string, string> = {
  'vendor-blocked': 'Händler gesperrt',
  'vendor-withdrew': 'Anmeldung zurückgezogen',
};
const AREA_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  price: 'Preis',
  pricePerMeter: 'Preis je Meter',
  totalBooths: 'Anzahl Standplätze',
  allowSelfSelection: 'Selbstwahl',
  closedForSelection: 'Geschlossen (Warteliste)',
  planSize: 'Plangröße',
  surchargePower: 'Zuschlag Stromanschluss',
  surchargeWater: 'Zuschlag Wasser',
  surchargeCovered: 'Zuschlag Überdacht',
  surchargeVehicleAccess: 'Zuschlag Zufahrt mit Fahrzeug',
};
/** What the plan editor changed of a stall. */
const LAYOUT_FIELD_LABELS: Record<string, string> = {
  placement: 'Position',
  widthCm: 'Breite',
  depthCm: 'Tiefe',
  rotationDeg: 'Drehung',
  powerAmps: 'Stromanschluss',
  water: 'Wasser',
  covered: 'Überdacht',
  vehicleAccess: 'Zufahrt mit Fahrzeug',
};
const PLAN_SOURCE_LABELS: Record<string, string> = {
  'image/svg+xml': 'SVG',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/pdf': 'PDF',
};
/** The organiser's mails by hand, by their kind. */
export const MAILING_KIND_LABELS: Record<string, string> = {
  'mass-mail': 'Massen-E-Mail',
  'direct-mail': 'Direkt-E-Mail',
  'csv-mail': 'CSV-E-Mail',
};
const OUTBOX_ACTION_LABELS: Record<string, string> = {
  retry: 'E-Mail erneut gesendet',
  release: 'Zurückgehaltene E-Mail freigegeben',
  discard: 'Zurückgehaltene E-Mail verworfen',
};
const TASK_ACTION_LABELS: Record<string, string> = {
  retry: 'Hintergrundaufgabe erneut gestartet',
  discard: 'Hintergrundaufgabe verworfen',
};

const withNote = (amount: string, note: unknown) => (note ? `${amount}: ${String(note)}` : amount);
const signed = (cents: number) => `${cents > 0 ? '+' : '−'}${formatEuro(Math.abs(cents))}`;
const changedFields = (changed: unknown) => {
  const fields = list(changed);
  return fields.length > 0 ? `Geändert: ${fields.join(', ')}` : null;
};

/** A booking of the payments ledger (the card deposit is told by 'payments.deposit-paid.v1'). */
function describeLedgerEntry(p: Payload): EventText {
  const amount = Number(p.amount);
  switch (p.kind) {
    case 'cash_payment':
      return text('Barzahlung verbucht', withNote(formatEuro(amount), p.note));
    case 'card_payment':
      return text('Kartenzahlung verbucht', formatEuro(amount));
    case 'transfer_payment':
      return text('Überweisung verbucht', withNote(formatEuro(amount), p.note));
    case 'deposit_card':
      return text('Anzahlung per Karte verbucht', formatEuro(amount));
    case 'correction':
      return text('Bezahlten Betrag korrigiert', withNote(signed(amount), p.note));
    case 'refund_due':
      return text('Zur Rückerstattung vorgemerkt', withNote(formatEuro(-amount), p.note));
    case 'refund_made':
      return text('Rückerstattung verbucht', withNote(formatEuro(-amount), p.note));
    default:
      return text(EVENT_TYPE_LABELS['payments.ledger-entry-booked.v1'], formatEuro(amount));
  }
}

function roleLabel(role: unknown): string {
  return ADMIN_ROLE_LABELS[role as AdminRole] ?? String(role);
}

/** 'Aufbau, 2.12.2026, 06:00-06:30' */
function liftSlot(p: Payload): string {
  const [year, month, day] = String(p.date).split('-');
  const type =
    LIFT_TYPE_LABELS[p.appointmentType as keyof typeof LIFT_TYPE_LABELS] ?? p.appointmentType;
  return `${type}, ${Number(day)}.${Number(month)}.${year}, ${p.timeSlot}`;
}

/** The wording that depends on the payload; the others are their label without a summary. */
const DESCRIBE: Partial<Record<EventType, (payload: Payload) => EventText>> = {
  'admin.administrator-created.v1': (p) => text('Konto angelegt', String(p.username ?? '')),
  'admin.administrator-password-changed.v1': (p) =>
    text(
      'Passwort geändert',
      Number(p.revokedSessions) > 0 ? `${Number(p.revokedSessions)} Sitzungen beendet` : null,
    ),
  'admin.administrator-password-reset.v1': (p) =>
    text('Passwort zurückgesetzt', String(p.username ?? '')),
  'admin.account-invited.v1': (p) =>
    text(
      p.resent ? 'Einladung erneut gesendet' : 'Ins Team eingeladen',
      `${String(p.name)} <${String(p.email)}>, ${roleLabel(p.role)}`,
    ),
  'admin.account-created.v1': (p) =>
    text('Konto mit Einmal-Passwort angelegt', `${String(p.name)}, ${roleLabel(p.role)}`),
  'admin.account-changed.v1': (p) => {
    const changes = (p.changes ?? {}) as {
      name?: { from: string; to: string };
      role?: { from: string; to: string };
    };
    const parts = [
      changes.name ? `Name: ${changes.name.from} → ${changes.name.to}` : null,
      changes.role
        ? `Rolle: ${roleLabel(changes.role.from)} → ${roleLabel(changes.role.to)}`
        : null,
    ].filter((part) => part !== null);
    return text('Konto geändert', `${String(p.username)}: ${parts.join(', ')}`);
  },
  'admin.account-deactivated.v1': (p) => text('Konto deaktiviert', String(p.name ?? p.username)),
  'admin.account-reactivated.v1': (p) =>
    text('Konto wieder aktiviert', String(p.name ?? p.username)),
  'admin.account-deleted.v1': (p) =>
    text('Konto gelöscht', `${String(p.name)}, ${roleLabel(p.role)}`),
  'admin.second-factor-disabled.v1': (p) =>
    text(
      p.by === 'organiser'
        ? 'Zwei-Faktor-Anmeldung vom Organisator zurückgesetzt'
        : 'Zwei-Faktor-Anmeldung abgeschaltet',
      String(p.username),
    ),
  'admin.recovery-code-used.v1': (p) =>
    text('Mit Wiederherstellungscode angemeldet', `noch ${Number(p.remaining)} Codes`),
  'admin.team-policy-changed.v1': (p) =>
    text(
      'Anmelderegeln des Teams geändert',
      p.requireSecondFactor
        ? 'Zwei-Faktor-Anmeldung für alle verlangt'
        : 'Zwei-Faktor-Anmeldung freiwillig',
    ),
  'archive.entry-blocked.v1': (p) =>
    text('Archiv-Eintrag gesperrt', `${String(p.reason)} (Saison ${p.year})`),
  'archive.entry-permanence-changed.v1': (p) =>
    text(
      p.canBeUnblocked
        ? 'Archiv-Sperre als aufhebbar gekennzeichnet'
        : 'Archiv-Sperre als dauerhaft gekennzeichnet',
    ),
  'archive.entry-unblocked.v1': (p) => text('Archiv-Sperre aufgehoben', `Saison ${p.year}`),
  'archive.season-archived.v1': (p) =>
    text(
      'Saison archiviert',
      `${p.year} → ${p.nextYear}: ${p.vendorCount} Händler, ${p.stallsFreed} Standplätze frei`,
    ),
  'booths.area-plan-removed.v1': (p) => text('Lageplan-Bild entfernt', `Bereich ${p.code}`),
  'booths.area-plan-uploaded.v1': (p) => {
    const source = PLAN_SOURCE_LABELS[String(p.sourceMediaType)] ?? String(p.sourceMediaType);
    const page = p.page ? `, Seite ${Number(p.page)}` : '';
    return text('Lageplan hochgeladen', `Bereich ${p.code}: ${source}${page}`);
  },
  'booths.booth-area-created.v1': (p) =>
    text(
      'Bereich angelegt',
      `${p.code} ${p.name}: ${list(p.booths).length} Standplätze, ${formatEuro(Number(p.price))}`,
    ),
  'booths.booth-area-updated.v1': (p) => {
    const parts: string[] = [];
    // In the labels' order (the stored payload's keys come back in the database's order).
    const order = Object.keys(AREA_FIELD_LABELS);
    const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
    const changed = Object.keys((p.changed as Payload | undefined) ?? {}).sort(
      (a, b) => rank(a) - rank(b),
    );
    if (changed.length > 0) {
      parts.push(
        `Geändert: ${changed.map((field) => AREA_FIELD_LABELS[field] ?? field).join(', ')}`,
      );
    }
    if (list(p.addedBooths).length > 0) parts.push(`neu: ${list(p.addedBooths).join(', ')}`);
    if (list(p.removedBooths).length > 0) {
      parts.push(`entfernt: ${list(p.removedBooths).join(', ')}`);
    }
    return text(`Bereich ${p.code} geändert`, parts.join('; ') || null);
  },
  'booths.booth-held.v1': (p) => text('Standplatz reserviert (30 Minuten)', String(p.boothNumber)),
  'booths.booth-hold-released.v1': (p) =>
    text(
      'Standplatz-Reservierung beendet',
      `${p.boothNumber}: ${HOLD_RELEASE_REASONS[String(p.reason)] ?? p.reason}`,
    ),
  'booths.booth-layout-updated.v1': (p) => {
    // In the labels' order: the stored payload's keys come back in the database's order.
    const changed = Object.keys(LAYOUT_FIELD_LABELS).filter(
      (field) => field in ((p.changed as Payload | undefined) ?? {}),
    );
    const placement = (p.changed as Payload | undefined)?.placement as Payload | undefined;
    const label =
      placement && placement.to === null
        ? 'Standplatz vom Lageplan genommen'
        : placement && placement.from === null
          ? 'Standplatz auf den Lageplan gesetzt'
          : 'Standplatz auf dem Lageplan geändert';
    return text(
      label,
      `${p.boothNumber}: ${changed.map((field) => LAYOUT_FIELD_LABELS[field]).join(', ')}`,
    );
  },
  'booths.booth-location-updated.v1': (p) =>
    text(
      'Lagebeschreibung geändert',
      `${p.boothNumber}: ${p.locationDescription === null ? 'entfernt' : String(p.locationDescription)}`,
    ),
  'booths.booth-occupied.v1': (p) =>
    text(
      'Standplatz belegt',
      p.previousBoothNumber
        ? `${p.boothNumber}, vorher ${p.previousBoothNumber}`
        : String(p.boothNumber),
    ),
  'booths.booth-released.v1': (p) =>
    text(
      'Standplatz freigegeben',
      `${p.boothNumber}: ${BOOTH_RELEASE_REASONS[String(p.reason)] ?? p.reason}`,
    ),
  'booths.booth-reserved-by-name.v1': (p) =>
    text('Standplatz auf einen Namen reserviert', String(p.boothNumber)),
  'booths.booth-reserved.v1': (p) =>
    text('Standplatz nach Anzahlung reserviert', String(p.boothNumber)),
  'communication.email-template-deleted.v1': (p) => text('E-Mail-Vorlage gelöscht', String(p.name)),
  'communication.email-template-saved.v1': (p) =>
    text(
      p.created ? 'E-Mail-Vorlage angelegt' : 'E-Mail-Vorlage gespeichert',
      `${p.name} (${EMAIL_TEMPLATE_CATEGORY_LABELS[p.category as keyof typeof EMAIL_TEMPLATE_CATEGORY_LABELS] ?? p.category})`,
    ),
  'communication.invitation-deleted.v1': (p) =>
    text('Einladung gelöscht', `Marktjahr ${p.marketYear}`),
  'communication.invitations-added.v1': (p) =>
    text(
      'Einladungen hinzugefügt',
      `${p.count} (${INVITATION_SOURCE_LABELS[p.source as keyof typeof INVITATION_SOURCE_LABELS] ?? p.source})`,
    ),
  'communication.invitations-sent.v1': (p) => text('Einladungen versendet', `${p.count} E-Mails`),
  'communication.mail-holds-changed.v1': (p) => {
    const held = Object.entries((p.held as Record<string, boolean> | undefined) ?? {});
    const name = (purpose: string) =>
      MAIL_PURPOSE_LABELS[purpose as keyof typeof MAIL_PURPOSE_LABELS] ?? purpose;
    return text(
      'Zurückhalten automatischer E-Mails geändert',
      held
        .map(([purpose, on]) => `${name(purpose)}: ${on ? 'zurückhalten' : 'senden'}`)
        .join('; ') || null,
    );
  },
  'communication.mailing-queued.v1': (p) =>
    text(
      `${MAILING_KIND_LABELS[String(p.kind)] ?? 'E-Mail'} versendet`,
      Number(p.count) === 1 ? '1 Empfänger' : `${p.count} Empfänger`,
    ),
  'communication.outbox-message-changed.v1': (p) =>
    text(
      OUTBOX_ACTION_LABELS[String(p.action)] ??
        EVENT_TYPE_LABELS['communication.outbox-message-changed.v1'],
    ),
  'communication.payment-reminder-sent.v1': (p) =>
    text('Zahlungserinnerung gesendet', `offen: ${formatEuro(Number(p.openAmount))}`),
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
          `${liftSlot(p)}: ${LIFT_RELEASE_REASONS[String(p.reason)] ?? 'kein Standplatz mehr'}`,
        )
      : text(p.by === 'admin' ? 'Lift-Termin gelöscht' : 'Lift-Termin storniert', liftSlot(p)),
  'lift.appointment-completed.v1': (p) => text('Lift-Termin erledigt', liftSlot(p)),
  'lift.settings-updated.v1': (p) =>
    text('Lift-Einstellungen geändert', `Taktung ${p.slotMinutes} Minuten`),
  'market.market-settings-seeded.v1': (p) =>
    text('Markteinstellungen angelegt', `${p.marketName} ${p.currentYear}`),
  'market.market-settings-updated.v1': (p) =>
    text('Markteinstellungen geändert', changedFields(p.changed)),
  'payments.bank-statement-uploaded.v1': (p) =>
    text(
      'Kontoauszug hochgeladen',
      `${String(p.fileName)}: ${Number(p.lines)} Gutschriften, davon ${Number(p.newLines)} neu` +
        (Number(p.reported) > 0 ? `; ${Number(p.reported)} Zeilen nicht übernommen` : ''),
    ),
  'payments.bank-statement-line-booked.v1': (p) =>
    text(
      'Kontoauszugszeile verbucht',
      `${String(p.fileName)}, Zeile ${Number(p.lineNumber)}: ${formatEuro(Number(p.amount))}`,
    ),
  'payments.bank-statement-line-ignored.v1': (p) =>
    text(
      'Kontoauszugszeile ignoriert',
      `${String(p.fileName)}, Zeile ${Number(p.lineNumber)}: ${formatEuro(Number(p.amount))}`,
    ),
  'payments.deposit-paid.v1': (p) =>
    text(
      'Anzahlung bezahlt',
      p.needsRefund
        ? `${formatEuro(Number(p.amount))}, Standplatz inzwischen vergeben: bitte erstatten`
        : formatEuro(Number(p.amount)),
    ),
  'payments.invoice-documents-stored.v1': (p) =>
    text('Rechnungsdokumente erstellt', String(p.number)),
  'payments.invoice-issued.v1': (p) =>
    p.kind === 'cancellation'
      ? text('Stornorechnung erstellt', `${p.number} zu Rechnung ${p.cancelsNumber}`)
      : text('Rechnung erstellt', `${p.number} über ${formatEuro(Number(p.grossAmount))}`),
  'payments.invoice-settings-updated.v1': (p) =>
    text('Rechnungsdaten geändert', changedFields(p.changed)),
  'payments.ledger-entry-booked.v1': describeLedgerEntry,
  'payments.payment-failed.v1': (p) =>
    text(p.status === 'expired' ? 'Kartenzahlung abgelaufen' : 'Kartenzahlung fehlgeschlagen'),
  'payments.payment-started.v1': (p) =>
    text('Kartenzahlung gestartet', formatEuro(Number(p.amount))),
  'payments.vendor-paid-in-full.v1': (p) =>
    text('Vollständig bezahlt', formatEuro(Number(p.paidAmount))),
  'registration.vendor-billing-updated.v1': (p) =>
    text(
      p.by === 'organiser'
        ? 'Rechnungsadresse vom Veranstalter gespeichert'
        : 'Rechnungsadresse gespeichert',
    ),
  'registration.vendor-block-permanence-changed.v1': (p) =>
    text(
      p.canBeUnblocked
        ? 'Sperre als aufhebbar gekennzeichnet'
        : 'Sperre als dauerhaft gekennzeichnet',
    ),
  'registration.vendor-blocked.v1': (p) =>
    text(p.canBeUnblocked === false ? 'Dauerhaft gesperrt' : 'Gesperrt', String(p.reason)),
  'registration.vendor-booth-assigned.v1': (p) =>
    text(
      p.confirmed ? 'Standplatz zugewiesen und bestätigt' : 'Standplatz zugewiesen',
      p.previousBoothNumber
        ? `${p.boothNumber} (${p.areaName}), vorher ${p.previousBoothNumber}`
        : `${p.boothNumber} (${p.areaName})`,
    ),
  'registration.vendor-booth-selected.v1': (p) =>
    text('Standplatz gewählt', `${p.boothNumber}${p.requiresPayment ? ', Anzahlung offen' : ''}`),
  'registration.vendor-booth-unassigned.v1': (p) =>
    text('Standplatz entzogen', String(p.boothNumber)),
  'registration.vendor-changed-by-admin.v1': (p) => {
    const parts: string[] = [];
    const status = p.status as { from: string; to: string } | null;
    const amount = p.paymentAmount as { from: number; to: number } | null;
    if (status) parts.push(`Status: ${statusLabel(status.from)} → ${statusLabel(status.to)}`);
    if (amount) parts.push(`Bezahlt: ${formatEuro(amount.from)} → ${formatEuro(amount.to)}`);
    const fields = list(p.fields)
      .filter((field) => field !== 'language')
      .map((field) => VENDOR_FIELD_LABELS[field] ?? field);
    if (fields.length > 0) parts.push(`Geändert: ${fields.join(', ')}`);
    // The language with its new value, as in the vendor's own change (docs/decisions.md 372).
    const language = languageText(p.language);
    if (language) parts.push(language);
    return text('Vom Veranstalter geändert', parts.join('; ') || null);
  },
  'registration.vendor-checked-in.v1': (p) => text('Eingecheckt', `Standplatz ${p.boothNumber}`),
  'registration.vendor-chose-cash-deposit.v1': () =>
    text('Barzahlung gewählt', 'Der Veranstalter weist den Standplatz zu'),
  'registration.vendor-deleted.v1': (p) => {
    const booths = list(p.releasedBooths);
    const parts = booths.length > 0 ? [`Standplatz ${booths.join(', ')} freigegeben`] : [];
    if (Number(p.paymentAmount) > 0) parts.push(`bezahlt: ${formatEuro(Number(p.paymentAmount))}`);
    return text('Händler gelöscht', parts.join('; ') || null);
  },
  'registration.vendor-deposit-paid.v1': (p) =>
    text('Anzahlung verbucht', formatEuro(Number(p.amount))),
  'registration.vendor-email-change-requested.v1': () =>
    text('Neue E-Mail-Adresse angefordert', 'Bestätigungslink an die neue Adresse gesendet'),
  'registration.vendor-email-changed.v1': () =>
    text('E-Mail-Adresse geändert', 'vom Händler über den Link bestätigt'),
  'registration.vendor-profile-updated.v1': (p) => {
    const fields = list(p.fields).filter(
      (field) => field !== 'directoryConsent' && field !== 'language',
    );
    const parts = [
      changedFields(fields.map((field) => VENDOR_FIELD_LABELS[field] ?? field)),
      typeof p.directoryConsent === 'boolean' ? directoryConsentText(p.directoryConsent) : null,
      languageText(p.language),
    ];
    return text('Eigene Daten geändert', parts.filter(Boolean).join('; ') || null);
  },
  'registration.vendor-registered.v1': (p) =>
    p.source === 'admin'
      ? // German is the default: only another language is worth a mention (decision 372).
        text('Vom Veranstalter angelegt', p.language === 'en' ? languageText(p.language) : null)
      : text(
          'Angemeldet',
          [
            p.boothNumber
              ? `Standplatz ${p.boothNumber} gewählt`
              : p.boothAssignmentPreference === 'self'
                ? 'Wählt den Standplatz selbst'
                : 'Standplatz durch den Veranstalter',
            p.directoryConsent === true ? directoryConsentText(true) : null,
            // German is the default: only another language is worth a mention.
            p.language === 'en' ? languageText(p.language) : null,
          ]
            .filter(Boolean)
            .join('; '),
        ),
  'registration.vendor-set-up.v1': (p) => text('Aufgebaut', `Standplatz ${p.boothNumber}`),
  'waitlist.joined.v1': (p) =>
    text('Auf die Warteliste gesetzt', `${String(p.areaName)}, Position ${Number(p.position)}`),
  'waitlist.left.v1': (p) =>
    text(
      'Von der Warteliste genommen',
      [String(p.areaName), WAITLIST_REMOVAL_REASONS[p.reason as WaitlistRemovalReason] ?? null]
        .filter(Boolean)
        .join(': '),
    ),
  'waitlist.offer-made.v1': (p) =>
    text(
      'Standplatz von der Warteliste angeboten',
      `${String(p.boothNumber)} (${String(p.areaName)}) bis ${formatOfferExpiry(String(p.expiresAt))}`,
    ),
  'waitlist.offer-accepted.v1': (p) =>
    text('Angebot der Warteliste angenommen', `Standplatz ${String(p.boothNumber)}`),
  'waitlist.offer-declined.v1': (p) =>
    text('Angebot der Warteliste abgelehnt', `Standplatz ${String(p.boothNumber)}`),
  'waitlist.offer-expired.v1': (p) =>
    text('Angebot der Warteliste abgelaufen', `Standplatz ${String(p.boothNumber)}`),
  'waitlist.offer-cancelled.v1': (p) =>
    text('Angebot der Warteliste zurückgenommen', `Standplatz ${String(p.boothNumber)}`),
  'registration.vendor-withdrawn.v1': (p) => {
    const parts = [
      p.by === 'organiser' ? 'vom Veranstalter erklärt' : 'vom Händler erklärt',
      p.boothNumber ? `Standplatz ${String(p.boothNumber)} freigegeben` : null,
      withdrawalFeeText({
        free: Boolean(p.free),
        waived: Boolean(p.waived),
        feeAmount: Number(p.feeAmount),
        feePercent: Number(p.feePercent),
        lastFreeDay: null,
      }),
      Number(p.refundAmount) > 0 ? `zu erstatten: ${formatEuro(Number(p.refundAmount))}` : null,
    ];
    return text('Anmeldung zurückgezogen', parts.filter(Boolean).join('; '));
  },
  'work.background-task-changed.v1': (p) =>
    text(
      TASK_ACTION_LABELS[String(p.action)] ?? EVENT_TYPE_LABELS['work.background-task-changed.v1'],
    ),
};

/** The German label of an event type; the type itself for one this list does not know. */
export function eventTypeLabel(type: string): string {
  return EVENT_TYPE_LABELS[type as EventType] ?? type;
}

/**
 * An event as the console tells it: the label, refined by the payload where it says more
 * ('Barzahlung verbucht' for a cash booking), and a short summary of the payload. Payloads hold
 * no personal data and no secrets (docs/decisions.md 10), so the summary shows none either.
 */
export function describeEvent(type: string, payload: Payload): EventText {
  const describe = DESCRIBE[type as EventType];
  return describe ? describe(payload) : text(eventTypeLabel(type));
}

/**
 * The events a vendor's history shows (docs/decisions.md 35): the vendor's own life, not the
 * technical twins (the stall occupied along with an assignment, the invoice's documents).
 */
const VENDOR_HISTORY_TYPES = new Set<string>([
  'registration.vendor-registered.v1',
  'registration.vendor-booth-selected.v1',
  'registration.vendor-booth-assigned.v1',
  'registration.vendor-chose-cash-deposit.v1',
  'registration.vendor-deposit-paid.v1',
  'registration.vendor-billing-updated.v1',
  'registration.vendor-changed-by-admin.v1',
  'registration.vendor-profile-updated.v1',
  'registration.vendor-email-change-requested.v1',
  'registration.vendor-email-changed.v1',
  'registration.vendor-blocked.v1',
  'registration.vendor-unblocked.v1',
  'registration.vendor-block-permanence-changed.v1',
  'registration.vendor-set-up.v1',
  'registration.vendor-checked-in.v1',
  'registration.vendor-withdrawn.v1',
  'booths.booth-held.v1',
  'booths.booth-hold-released.v1',
  'booths.booth-reserved.v1',
  'booths.booth-released.v1',
  'payments.payment-started.v1',
  'payments.payment-failed.v1',
  'payments.deposit-paid.v1',
  'payments.ledger-entry-booked.v1',
  'payments.vendor-paid-in-full.v1',
  'payments.invoice-issued.v1',
  'communication.payment-reminder-sent.v1',
  'communication.vendor-message-sent.v1',
  'lift.appointment-booked.v1',
  'lift.appointment-moved.v1',
  'lift.appointment-cancelled.v1',
  'lift.appointment-completed.v1',
  'waitlist.joined.v1',
  'waitlist.left.v1',
  'waitlist.offer-made.v1',
  'waitlist.offer-accepted.v1',
  'waitlist.offer-declined.v1',
  'waitlist.offer-expired.v1',
  'waitlist.offer-cancelled.v1',
]);

/** An event as the vendor's history tells it; null for one the history leaves out. */
export function describeVendorHistoryEvent(type: string, payload: Payload): EventText | null {
  if (!VENDOR_HISTORY_TYPES.has(type)) return null;
  // A move to another stall is told by the assignment entry ('vorher …').
  if (type === 'booths.booth-released.v1' && payload.reason === 'reassigned') return null;
  // The card deposit's booking is told by 'payments.deposit-paid.v1'.
  if (
    type === 'payments.ledger-entry-booked.v1' &&
    ![
      'cash_payment',
      'card_payment',
      'transfer_payment',
      'correction',
      'refund_due',
      'refund_made',
    ].includes(String(payload.kind))
  ) {
    return null;
  }
  return describeEvent(type, payload);
}

/** The actors that are no console account, as the console names them. */
export const ACTOR_LABELS: Record<string, string> = {
  vendor: 'Händler',
  system: 'System',
  sumup: 'SumUp',
  migration: 'Datenübernahme',
};

/**
 * Who acted, as a name: an account's display name as it was then, 'Händler', 'System' or
 * 'SumUp'; events without an actor were the system's.
 */
export function actorName(actor: string | null | undefined): string {
  if (!actor) return ACTOR_LABELS.system!;
  return ACTOR_LABELS[actor] ?? actor;
}

/** 'von Anna Berger', 'vom Händler', 'vom System', 'über SumUp'. */
export function byActor(actor: string | null | undefined): string {
  switch (actor ?? 'system') {
    case 'vendor':
      return 'vom Händler';
    case 'system':
      return 'vom System';
    case 'sumup':
      return 'über SumUp';
    case 'migration':
      return 'bei der Datenübernahme';
    default:
      return `von ${actor}`;
  }
}
