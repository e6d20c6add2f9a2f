/* eslint-disable lingui/no-unlocalized-strings -- every text here is a message of the catalog
   (the rule does not read defineMessage() with a plain message as one) */
import type { MessageDescriptor } from '@lingui/core';
import { defineMessage } from '@lingui/core/macro';
import type { ErrorCode } from '@standl/contracts';

/**
 * The texts of the API's answers a vendor or visitor can meet, by their code (issue 33): the
 * German is the API's own message (src/lib/error-texts/error-texts.spec.ts checks every one
 * against the contract's), the catalog beside it has the English. Placeholders are the
 * answer's `params`. The pages show the same texts for the contract's fixed German messages they
 * check themselves (use-error-text.ts: useMessageText, useCodedText). The console's answers are
 * not here: the console stays German and shows the API's message.
 */
const TEXTS = {
  HTTP_BAD_REQUEST: defineMessage({ message: 'Ungültige Anfrage.' }),
  HTTP_INVALID_JSON: defineMessage({ message: 'Der Anfrageinhalt ist kein gültiges JSON.' }),
  HTTP_PAYLOAD_TOO_LARGE: defineMessage({ message: 'Die Anfrage ist zu groß.' }),
  HTTP_UNSUPPORTED_MEDIA_TYPE: defineMessage({ message: 'Nicht unterstützter Inhaltstyp.' }),
  HTTP_UNAUTHORIZED: defineMessage({ message: 'Nicht angemeldet.' }),
  HTTP_FORBIDDEN: defineMessage({ message: 'Keine Berechtigung.' }),
  HTTP_NOT_FOUND: defineMessage({ message: 'Nicht gefunden.' }),
  HTTP_ROUTE_NOT_FOUND: defineMessage({ message: 'Nicht gefunden. ({method} {path})' }),
  HTTP_TOO_MANY_REQUESTS: defineMessage({
    message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  }),
  HTTP_INTERNAL_ERROR: defineMessage({
    message: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
  }),
  HTTP_SERVICE_UNAVAILABLE: defineMessage({
    message: 'Der Dienst ist vorübergehend nicht verfügbar.',
  }),
  HTTP_DATABASE_UNAVAILABLE: defineMessage({
    message:
      'Die Datenbank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
  }),
  HTTP_INVALID_IDEMPOTENCY_KEY: defineMessage({
    message:
      'Ungültiger Idempotency-Key: erlaubt sind 1 bis 255 sichtbare ASCII-Zeichen (z. B. eine UUID).',
  }),
  HTTP_IDEMPOTENCY_KEY_REUSED: defineMessage({
    message:
      'Dieser Idempotency-Key gehört bereits zu einer anderen Anfrage. Bitte senden Sie eine neue Aktion mit einem neuen Schlüssel.',
  }),
  HTTP_IDEMPOTENCY_IN_PROGRESS: defineMessage({
    message:
      'Dieselbe Aktion wird gerade noch ausgeführt. Bitte warten Sie einen Moment und laden Sie dann die Seite neu, um das Ergebnis zu sehen.',
  }),
  VALIDATION_UNKNOWN_FIELD: defineMessage({ message: 'Unbekanntes Feld: {field}' }),
  VALIDATION_BODY_MUST_BE_OBJECT: defineMessage({
    message: 'Der Anfrageinhalt muss ein JSON-Objekt sein.',
  }),
  VALIDATION_NUL_CHARACTER: defineMessage({
    message: 'Die Eingabe enthält ein ungültiges Steuerzeichen (NUL).',
  }),
  VALIDATION_MALFORMED_TEXT: defineMessage({
    message: 'Die Eingabe enthält ungültige Zeichen (kein gültiges Unicode).',
  }),
  VALIDATION_TOO_DEEP: defineMessage({ message: 'Der Anfrageinhalt ist zu tief verschachtelt.' }),
  VALIDATION_REQUIRED: defineMessage({ message: '{field} ist erforderlich' }),
  VALIDATION_MUST_BE_TEXT: defineMessage({ message: '{field} muss ein Text sein' }),
  VALIDATION_MUST_BE_OBJECT: defineMessage({ message: '{field} muss ein Objekt sein' }),
  VALIDATION_TOO_LONG: defineMessage({ message: '{field} darf höchstens {max} Zeichen lang sein' }),
  VALIDATION_INVALID_VALUE: defineMessage({ message: '{field} hat einen ungültigen Wert' }),
  VALIDATION_MUST_BE_BOOLEAN: defineMessage({ message: '{field} muss true oder false sein.' }),
  VALIDATION_INVALID_BOOTH_ID: defineMessage({ message: 'Ungültiger Standplatz' }),
  VENDOR_NAME_TOO_SHORT: defineMessage({ message: 'Name muss mindestens 2 Zeichen lang sein' }),
  VENDOR_INVALID_EMAIL: defineMessage({ message: 'Ungültige E-Mail-Adresse' }),
  VENDOR_PHONE_TOO_SHORT: defineMessage({
    message: 'Telefonnummer muss mindestens 10 Zeichen lang sein',
  }),
  VENDOR_DESCRIPTION_TOO_SHORT: defineMessage({
    message: 'Beschreibung muss mindestens 10 Zeichen lang sein',
  }),
  VENDOR_NAME_TOO_LONG: defineMessage({ message: 'Name darf höchstens 200 Zeichen lang sein' }),
  VENDOR_PHONE_TOO_LONG: defineMessage({
    message: 'Telefonnummer darf höchstens 50 Zeichen lang sein',
  }),
  VENDOR_DESCRIPTION_TOO_LONG: defineMessage({
    message: 'Beschreibung darf höchstens 2000 Zeichen lang sein',
  }),
  VENDOR_TERMS_REQUIRED: defineMessage({
    message: 'Bitte akzeptieren Sie die Teilnahmebedingungen',
  }),
  VENDOR_INVALID_PREFERENCE: defineMessage({
    message: 'Bitte wählen Sie, wie der Standplatz vergeben werden soll',
  }),
  VENDOR_BOOTH_ONLY_WITH_SELF_SELECTION: defineMessage({
    message: 'Ein Standplatz kann nur bei Selbstauswahl gewählt werden.',
  }),
  VENDOR_REGISTRATION_DISABLED: defineMessage({
    message: 'Anmeldungen sind derzeit vom Veranstalter deaktiviert.',
  }),
  VENDOR_REGISTRATION_NOT_STARTED: defineMessage({ message: 'Anmeldungen beginnen am {date}.' }),
  VENDOR_REGISTRATION_ENDED: defineMessage({
    message: 'Anmeldungen sind seit dem {date} geschlossen.',
  }),
  VENDOR_ALREADY_REGISTERED: defineMessage({
    message:
      'Mit dieser E-Mail-Adresse besteht bereits eine Anmeldung. Bitte melden Sie sich mit Ihrem Zugangscode an oder lassen Sie ihn sich über „Zugangscode vergessen?“ erneut senden.',
  }),
  VENDOR_EMAIL_BLOCKED: defineMessage({
    message:
      'Eine Anmeldung ist mit dieser E-Mail-Adresse derzeit nicht möglich. Bitte kontaktieren Sie den Veranstalter.',
  }),
  VENDOR_BOOTH_UNAVAILABLE: defineMessage({ message: 'Standplatz nicht verfügbar' }),
  VENDOR_ALREADY_HAS_BOOTH: defineMessage({
    message: 'Ihnen ist bereits ein Standplatz zugewiesen.',
  }),
  VENDOR_BOOTH_SELECTION_FAILED: defineMessage({
    message: 'Standplatz konnte nicht ausgewählt werden.',
  }),
  VENDOR_BOOTH_ASSIGNED: defineMessage({ message: 'Ihr Standplatz wurde erfolgreich zugewiesen.' }),
  VENDOR_DEPOSIT_ALREADY_PAID: defineMessage({ message: 'Die Anzahlung ist bereits bezahlt.' }),
  VENDOR_DEPOSIT_NEEDS_BOOTH: defineMessage({
    message: 'Bitte wählen Sie zuerst einen Standplatz aus.',
  }),
  VENDOR_DEPOSIT_AMOUNT: defineMessage({ message: 'Die Anzahlung beträgt 10,00 €.' }),
  VENDOR_DEPOSIT_WRONG_UNIT: defineMessage({
    message: 'Ungültiger Betrag: Die Anzahlung wird in Euro übermittelt (10 = 10,00 €).',
  }),
  VENDOR_CHECKOUT_FAILED: defineMessage({
    message: 'SumUp-Zahlung konnte nicht gestartet werden.',
  }),
  VENDOR_CHECKOUT_NOT_FOUND: defineMessage({ message: 'Keine Checkout-ID gefunden' }),
  VENDOR_CASH_DEPOSIT_CHOSEN: defineMessage({
    message:
      'Sie zahlen die Anzahlung bar beim Veranstalter. Ihr Wunsch-Standplatz wird nicht reserviert; der Veranstalter weist Ihnen einen Platz zu.',
  }),
  VENDOR_CHECKOUT_REDIRECT: defineMessage({
    message: 'Sie werden zur SumUp-Zahlung weitergeleitet...',
  }),
  VENDOR_ACCESS_CODE_REQUIRED: defineMessage({ message: 'Zugangscode ist erforderlich' }),
  VENDOR_ACCESS_CODE_NOT_FOUND: defineMessage({ message: 'Zugangscode nicht gefunden' }),
  VENDOR_ACCESS_CODE_NOT_FOUND_HINT: defineMessage({
    message: 'Bitte überprüfen Sie Ihren Zugangscode und versuchen Sie es erneut.',
  }),
  VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS: defineMessage({
    message:
      'Zu viele falsche Zugangscodes von dieser Adresse. Bitte versuchen Sie es ab {time} Uhr erneut.',
  }),
  VENDOR_VENDOR_BLOCKED: defineMessage({
    message: 'Ihr Zugang ist gesperrt. Bitte wenden Sie sich an den Veranstalter: {contact}.',
  }),
  VENDOR_SESSION_REQUIRED: defineMessage({
    message: 'Bitte melden Sie sich mit Ihrem Zugangscode an.',
  }),
  VENDOR_NOT_YOUR_DATA: defineMessage({
    message: 'Sie können nur Ihre eigenen Daten ansehen und ändern.',
  }),
  VENDOR_MESSAGE_REQUIRED: defineMessage({ message: 'Bitte geben Sie eine Nachricht ein' }),
  VENDOR_MESSAGE_TOO_LONG: defineMessage({
    message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein',
  }),
  VENDOR_BILLING_STREET_REQUIRED: defineMessage({
    message: 'Bitte geben Sie Straße und Hausnummer ein',
  }),
  VENDOR_BILLING_CITY_REQUIRED: defineMessage({ message: 'Bitte geben Sie den Ort ein' }),
  VENDOR_BILLING_POSTAL_CODE_INVALID: defineMessage({
    message: 'Bitte geben Sie eine gültige Postleitzahl ein',
  }),
  VENDOR_BILLING_POSTAL_CODE_AUSTRIA: defineMessage({
    message: 'Eine österreichische Postleitzahl hat 4 Ziffern',
  }),
  VENDOR_BILLING_COUNTRY_REQUIRED: defineMessage({ message: 'Bitte geben Sie das Land ein' }),
  VENDOR_BILLING_STREET_TOO_LONG: defineMessage({
    message: 'Straße darf höchstens 200 Zeichen lang sein',
  }),
  VENDOR_BILLING_CITY_TOO_LONG: defineMessage({
    message: 'Ort darf höchstens 100 Zeichen lang sein',
  }),
  VENDOR_BILLING_COUNTRY_TOO_LONG: defineMessage({
    message: 'Land darf höchstens 100 Zeichen lang sein',
  }),
  VENDOR_PAYMENT_METHOD_REQUIRED: defineMessage({ message: 'Bitte wählen Sie eine Zahlungsart' }),
  VENDOR_PROFILE_PROFILE_SAVED: defineMessage({ message: 'Ihre Daten wurden gespeichert.' }),
  VENDOR_PROFILE_SAME_EMAIL: defineMessage({ message: 'Das ist bereits Ihre E-Mail-Adresse.' }),
  VENDOR_PROFILE_EMAIL_TAKEN: defineMessage({
    message: 'Mit dieser E-Mail-Adresse ist bereits ein anderer Händler angemeldet.',
  }),
  VENDOR_PROFILE_TOO_MANY_EMAIL_CHANGES: defineMessage({
    message:
      'Zu viele Änderungswünsche für die E-Mail-Adresse. Bitte versuchen Sie es in einer Stunde erneut.',
  }),
  VENDOR_PROFILE_EMAIL_CHANGE_REQUESTED: defineMessage({
    message:
      'Wir haben einen Bestätigungslink an {address} gesendet. Ihre neue E-Mail-Adresse gilt, sobald Sie ihn öffnen.',
  }),
  VENDOR_PROFILE_LINK_INVALID: defineMessage({
    message:
      'Dieser Link ist ungültig. Bitte öffnen Sie den Link aus der E-Mail vollständig oder fordern Sie im Dashboard einen neuen an.',
  }),
  VENDOR_PROFILE_LINK_USED: defineMessage({
    message: 'Diese E-Mail-Adresse wurde mit diesem Link bereits bestätigt.',
  }),
  VENDOR_PROFILE_LINK_REPLACED: defineMessage({
    message:
      'Dieser Link gilt nicht mehr: Sie haben inzwischen eine neuere Änderung angefordert. Bitte verwenden Sie den Link aus der neuesten E-Mail.',
  }),
  VENDOR_PROFILE_LINK_EXPIRED: defineMessage({
    message:
      'Dieser Link ist abgelaufen (er gilt 24 Stunden). Bitte fordern Sie im Dashboard einen neuen an.',
  }),
  VENDOR_PROFILE_EMAIL_CHANGED: defineMessage({
    message: 'Ihre E-Mail-Adresse ist jetzt {address}.',
  }),
  WITHDRAWAL_ALREADY_WITHDRAWN: defineMessage({
    message: 'Diese Anmeldung ist bereits zurückgezogen.',
  }),
  WITHDRAWAL_VENDOR_WITHDRAWN: defineMessage({ message: 'Diese Anmeldung wurde zurückgezogen.' }),
  WITHDRAWAL_REJECTED: defineMessage({
    message: 'Eine abgelehnte Anmeldung kann nicht zurückgezogen werden.',
  }),
  WITHDRAWAL_AFTER_SET_UP: defineMessage({
    message:
      'Nach dem Aufbau ist ein Rücktritt nicht mehr möglich. Bitte wenden Sie sich an den Veranstalter.',
  }),
  WITHDRAWAL_CONFIRMED_FEE_INVALID: defineMessage({
    message: 'Bitte bestätigen Sie die angezeigte Rücktrittsgebühr (in Cent).',
  }),
  WITHDRAWAL_REASON_TOO_LONG: defineMessage({
    message: 'Der Grund darf höchstens 500 Zeichen lang sein',
  }),
  WAITLIST_AREA_NOT_FOUND: defineMessage({ message: 'Bereich nicht gefunden' }),
  WAITLIST_AREA_HAS_FREE_STALL: defineMessage({
    message: 'Im Bereich {areaName} ist noch ein Standplatz frei. Bitte wählen Sie ihn direkt aus.',
  }),
  WAITLIST_NOT_WITH_SELECTED_BOOTH: defineMessage({
    message: 'Bitte wählen Sie entweder einen Standplatz oder die Warteliste, nicht beides.',
  }),
  WAITLIST_ALREADY_WAITING: defineMessage({
    message: 'Sie stehen bereits auf der Warteliste für {areaName}.',
  }),
  WAITLIST_HAS_STALL: defineMessage({
    message: 'Sie haben bereits einen Standplatz und brauchen keine Warteliste.',
  }),
  WAITLIST_VENDOR_MAY_NOT_WAIT: defineMessage({
    message: 'Diese Anmeldung kann nicht auf die Warteliste.',
  }),
  WAITLIST_NOT_WAITING: defineMessage({ message: 'Sie stehen auf keiner Warteliste.' }),
  WAITLIST_NO_FREE_STALL: defineMessage({
    message: 'Im Bereich {areaName} ist kein Standplatz frei.',
  }),
  WAITLIST_LINK_INVALID: defineMessage({
    message: 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer E-Mail.',
  }),
  WAITLIST_OFFER_ACCEPTED: defineMessage({ message: 'Dieses Angebot wurde bereits angenommen.' }),
  WAITLIST_OFFER_DECLINED: defineMessage({ message: 'Dieses Angebot wurde bereits abgelehnt.' }),
  WAITLIST_OFFER_CANCELLED: defineMessage({ message: 'Dieses Angebot wurde zurückgenommen.' }),
  WAITLIST_OFFER_EXPIRED: defineMessage({ message: 'Dieses Angebot ist abgelaufen.' }),
  LIFT_BOOKED: defineMessage({ message: 'Termin gebucht' }),
  LIFT_CANCELLED: defineMessage({ message: 'Termin storniert' }),
  LIFT_BOOKING_FAILED: defineMessage({ message: 'Fehler bei Buchung' }),
  LIFT_CANCELLING_FAILED: defineMessage({ message: 'Fehler beim Stornieren' }),
  LIFT_INVALID_DATE: defineMessage({
    message: 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)',
  }),
  LIFT_INVALID_TIME_SLOT: defineMessage({
    message: 'Bitte geben Sie einen gültigen Zeitraum an (HH:MM-HH:MM)',
  }),
  LIFT_INVALID_TYPE: defineMessage({
    message: 'Unbekannte Terminart: erlaubt sind Aufbau (setup) und Abbau (breakdown)',
  }),
  LIFT_NO_DAYS: defineMessage({
    message: 'Der Veranstalter hat für diese Terminart noch keinen Zeitraum festgelegt.',
  }),
  LIFT_DAY_NOT_OFFERED: defineMessage({
    message: 'An diesem Tag werden keine Lift-Termine angeboten.',
  }),
  LIFT_SLOT_NOT_OFFERED: defineMessage({ message: 'Dieser Termin wird nicht angeboten.' }),
  LIFT_SLOT_TAKEN: defineMessage({
    message: 'Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen.',
  }),
  LIFT_ONE_PER_TYPE: defineMessage({
    message: 'Sie haben bereits einen Termin dieser Art. Bitte stornieren Sie ihn zuerst.',
  }),
  LIFT_MAY_NOT_BOOK: defineMessage({
    message:
      'Lift-Termine können gebucht werden, sobald Ihnen ein Standplatz zugewiesen und Ihre Anmeldung bestätigt ist.',
  }),
  LIFT_PAST: defineMessage({ message: 'Dieser Termin liegt in der Vergangenheit.' }),
  LIFT_NOT_FOUND: defineMessage({ message: 'Termin nicht gefunden' }),
  LIFT_COMPLETED_FIXED: defineMessage({
    message: 'Ein abgeschlossener Termin kann nicht mehr storniert werden.',
  }),
  LIFT_NOTES_TOO_LONG: defineMessage({
    message: 'Die Notiz darf höchstens 500 Zeichen lang sein.',
  }),
  INVOICE_INVOICE_NOT_FOUND: defineMessage({ message: 'Rechnung nicht gefunden' }),
  INVOICE_INVALID_NUMBER: defineMessage({
    message: 'Ungültige Rechnungsnummer (Format JJJJ-NNNN, z. B. 2026-0001)',
  }),
  INVOICE_INVALID_FORMAT: defineMessage({ message: 'Ungültiges Format: pdf oder xml' }),
  INVOICE_NO_INVOICE_YET: defineMessage({
    message:
      'Für Sie wurde noch keine Rechnung ausgestellt. Die Rechnung erhalten Sie, sobald die Standgebühr vollständig bezahlt ist.',
  }),
  INVOICE_BILLING_ADDRESS_MISSING: defineMessage({
    message: 'Bitte geben Sie zuerst Ihre Rechnungsadresse an',
  }),
  VENDOR_INVALID_LANGUAGE: defineMessage({
    message: 'Bitte wählen Sie als Sprache Deutsch (de) oder Englisch (en).',
  }),
  FLOOR_PLAN_DIRECTORY_CONSENT_LABEL: defineMessage({
    message:
      'Ja, mein Name bzw. meine Firma, mein Warenangebot und mein Standplatz dürfen im öffentlichen Ausstellerverzeichnis erscheinen.',
  }),
  ACCESS_CODE_REMINDER_SENT: defineMessage({
    message:
      'Falls diese E-Mail-Adresse bei uns angemeldet ist, haben wir Ihnen den Zugangscode gesendet. Bitte sehen Sie auch im Spam-Ordner nach.',
  }),
  ACCESS_CODE_REMINDER_EMAIL_REQUIRED: defineMessage({
    message: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  }),
} satisfies Partial<Record<ErrorCode, MessageDescriptor>>;

/** A code with a text here (useCodedText() takes only these). */
export type TranslatedCode = keyof typeof TEXTS;

/** The texts above, looked up by any code (a code without a text has none here). */
export const ERROR_TEXTS: Partial<Record<ErrorCode, MessageDescriptor>> = TEXTS;

/** The text of a code that has one, as a descriptor of the catalog. */
export function errorTextOf(code: TranslatedCode): MessageDescriptor {
  return TEXTS[code];
}
