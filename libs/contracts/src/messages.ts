/** German texts the API answers with where no business rule supplies its own. */
export const HTTP_MESSAGES = {
  badRequest: 'Ungültige Anfrage.',
  invalidJson: 'Der Anfrageinhalt ist kein gültiges JSON.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Nicht unterstützter Inhaltstyp.',
  unauthorized: 'Nicht angemeldet.',
  forbidden: 'Keine Berechtigung.',
  notFound: 'Nicht gefunden.',
  /** An API path no route answers: `notFound` with the request's method and path. */
  routeNotFound: (method: string, path: string) => `Nicht gefunden. (${method} ${path})`,
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  internalError: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
  serviceUnavailable: 'Der Dienst ist vorübergehend nicht verfügbar.',
  databaseUnavailable:
    'Die Datenbank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
  invalidIdempotencyKey:
    'Ungültiger Idempotency-Key: erlaubt sind 1 bis 255 sichtbare ASCII-Zeichen (z. B. eine UUID).',
  idempotencyKeyReused:
    'Dieser Idempotency-Key gehört bereits zu einer anderen Anfrage. Bitte senden Sie eine neue Aktion mit einem neuen Schlüssel.',
  idempotencyInProgress:
    'Dieselbe Aktion wird gerade noch ausgeführt. Bitte warten Sie einen Moment und laden Sie dann die Seite neu, um das Ergebnis zu sehen.',
} as const;

/** German texts for the generic validation rules (field names are the API's). */
export const VALIDATION_MESSAGES = {
  unknownField: (field: string) => `Unbekanntes Feld: ${field}`,
  bodyMustBeObject: 'Der Anfrageinhalt muss ein JSON-Objekt sein.',
  nulCharacter: 'Die Eingabe enthält ein ungültiges Steuerzeichen (NUL).',
  malformedText: 'Die Eingabe enthält ungültige Zeichen (kein gültiges Unicode).',
  tooDeep: 'Der Anfrageinhalt ist zu tief verschachtelt.',
  required: (field: string) => `${field} ist erforderlich`,
  mustBeText: (field: string) => `${field} muss ein Text sein`,
  mustBeObject: (field: string) => `${field} muss ein Objekt sein`,
  tooLong: (field: string, max: number) => `${field} darf höchstens ${max} Zeichen lang sein`,
  invalidValue: (field: string) => `${field} hat einen ungültigen Wert`,
  mustBeBoolean: (field: string) => `${field} muss true oder false sein.`,
  /** A stall id in a body: a positive 32-bit integer. */
  invalidBoothId: 'Ungültiger Standplatz',
} as const;

/** Vendor-facing texts of the registration and status flows (spec 000 sections 5 and 8). */
export const VENDOR_MESSAGES = {
  nameTooShort: 'Name muss mindestens 2 Zeichen lang sein',
  invalidEmail: 'Ungültige E-Mail-Adresse',
  phoneTooShort: 'Telefonnummer muss mindestens 10 Zeichen lang sein',
  descriptionTooShort: 'Beschreibung muss mindestens 10 Zeichen lang sein',
  nameTooLong: 'Name darf höchstens 200 Zeichen lang sein',
  phoneTooLong: 'Telefonnummer darf höchstens 50 Zeichen lang sein',
  descriptionTooLong: 'Beschreibung darf höchstens 2000 Zeichen lang sein',
  termsRequired: 'Bitte akzeptieren Sie die Teilnahmebedingungen',
  invalidPreference: 'Bitte wählen Sie, wie der Standplatz vergeben werden soll',
  /** The language of the vendor's mails (issue 33): `VENDOR_LANGUAGES`. */
  invalidLanguage: 'Bitte wählen Sie als Sprache Deutsch (de) oder Englisch (en).',
  boothOnlyWithSelfSelection: 'Ein Standplatz kann nur bei Selbstauswahl gewählt werden.',
  registrationDisabled: 'Anmeldungen sind derzeit vom Veranstalter deaktiviert.',
  registrationNotStarted: (date: string) => `Anmeldungen beginnen am ${date}.`,
  registrationEnded: (date: string) => `Anmeldungen sind seit dem ${date} geschlossen.`,
  alreadyRegistered:
    'Mit dieser E-Mail-Adresse besteht bereits eine Anmeldung. Bitte melden Sie sich mit Ihrem Zugangscode an oder lassen Sie ihn sich über „Zugangscode vergessen?“ erneut senden.',
  emailBlocked:
    'Eine Anmeldung ist mit dieser E-Mail-Adresse derzeit nicht möglich. Bitte kontaktieren Sie den Veranstalter.',
  boothUnavailable: 'Standplatz nicht verfügbar',
  alreadyHasBooth: 'Ihnen ist bereits ein Standplatz zugewiesen.',
  boothSelectionFailed: 'Standplatz konnte nicht ausgewählt werden.',
  boothAssigned: 'Ihr Standplatz wurde erfolgreich zugewiesen.',
  depositAlreadyPaid: 'Die Anzahlung ist bereits bezahlt.',
  depositNeedsBooth: 'Bitte wählen Sie zuerst einen Standplatz aus.',
  depositAmount: 'Die Anzahlung beträgt 10,00 €.',
  /** The vendor's payment routes take euros: 1000 (cents) or a fraction of a cent is the wrong unit. */
  depositWrongUnit: 'Ungültiger Betrag: Die Anzahlung wird in Euro übermittelt (10 = 10,00 €).',
  checkoutFailed: 'SumUp-Zahlung konnte nicht gestartet werden.',
  checkoutNotFound: 'Keine Checkout-ID gefunden',
  cashDepositChosen:
    'Sie zahlen die Anzahlung bar beim Veranstalter. Ihr Wunsch-Standplatz wird nicht reserviert; der Veranstalter weist Ihnen einen Platz zu.',
  checkoutRedirect: 'Sie werden zur SumUp-Zahlung weitergeleitet...',
  accessCodeRequired: 'Zugangscode ist erforderlich',
  accessCodeNotFound: 'Zugangscode nicht gefunden',
  accessCodeNotFoundHint: 'Bitte überprüfen Sie Ihren Zugangscode und versuchen Sie es erneut.',
  /** 429 after too many wrong codes from one address; `time` is Vienna wall time 'HH:MM'. */
  tooManyAccessCodeAttempts: (time: string) =>
    `Zu viele falsche Zugangscodes von dieser Adresse. Bitte versuchen Sie es ab ${time} Uhr erneut.`,
  /** A blocked vendor's right code (403); `contact` is the organiser's name, e-mail and phone. */
  vendorBlocked: (contact: string) =>
    `Ihr Zugang ist gesperrt. Bitte wenden Sie sich an den Veranstalter: ${contact}.`,
  sessionRequired: 'Bitte melden Sie sich mit Ihrem Zugangscode an.',
  notYourData: 'Sie können nur Ihre eigenen Daten ansehen und ändern.',
  messageRequired: 'Bitte geben Sie eine Nachricht ein',
  messageTooLong: 'Die Nachricht darf höchstens 5000 Zeichen lang sein',
  billingStreetRequired: 'Bitte geben Sie Straße und Hausnummer ein',
  billingCityRequired: 'Bitte geben Sie den Ort ein',
  billingPostalCodeInvalid: 'Bitte geben Sie eine gültige Postleitzahl ein',
  billingPostalCodeAustria: 'Eine österreichische Postleitzahl hat 4 Ziffern',
  billingCountryRequired: 'Bitte geben Sie das Land ein',
  billingStreetTooLong: 'Straße darf höchstens 200 Zeichen lang sein',
  billingCityTooLong: 'Ort darf höchstens 100 Zeichen lang sein',
  billingCountryTooLong: 'Land darf höchstens 100 Zeichen lang sein',
  paymentMethodRequired: 'Bitte wählen Sie eine Zahlungsart',
} as const;

/** Texts of the administrator sign-in (spec 001 sections 5 and 8). */
export const ADMIN_MESSAGES = {
  usernameRequired: 'Benutzername ist erforderlich',
  passwordRequired: 'Passwort ist erforderlich',
  invalidCredentials: 'Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.',
  tooManyLoginAttempts:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
  sessionRequired: 'Bitte melden Sie sich als Administrator an.',
  currentPasswordRequired: 'Aktuelles Passwort ist erforderlich',
  newPasswordTooShort: 'Neues Passwort muss mindestens 6 Zeichen lang sein',
  confirmationRequired: 'Passwort-Bestätigung ist erforderlich',
  passwordsDiffer: 'Passwörter stimmen nicht überein',
  newPasswordBlank: 'Das neue Passwort darf nicht nur aus Leerzeichen bestehen',
  newPasswordUnchanged: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  currentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
  vendorNotFound: 'Händler nicht gefunden',
  boothNotFound: 'Standplatz nicht gefunden',
  boothTaken: 'Standplatz ist bereits vergeben',
  vendorHasOtherBooth: 'Dem Händler wurde gerade ein anderer Standplatz zugewiesen.',
  blockedVendorCannotGetBooth: 'Gesperrte Händler können keinen Standplatz erhalten.',
  emailBlocked: 'Diese E-Mail-Adresse ist gesperrt. Bitte heben Sie zuerst die Sperre auf.',
  emailAlreadyRegistered: 'Mit dieser E-Mail-Adresse ist bereits ein Händler angemeldet.',
  setUpNeedsBooth: 'Nur Händler mit zugewiesenem Standplatz können als aufgebaut markiert werden.',
  blockedVendorCannotSetUp: 'Gesperrte Händler können nicht als aufgebaut markiert werden.',
  paidNeedsBooth: 'Ohne Standplatz gibt es keinen Betrag zu bezahlen.',
  freeBoothNothingToPay: 'Der Standplatz ist kostenlos: Es gibt nichts zu bezahlen.',
  confirmNeedsBooth:
    'Bestätigt wird ein Händler mit der Zuweisung eines Standplatzes. Bitte weisen Sie zuerst einen Standplatz zu.',
  pendingWithBooth:
    'Ein Händler mit Standplatz kann nicht auf „Wartend“ gesetzt werden. Bitte geben Sie zuerst den Standplatz frei.',
  statusFollowsPayment:
    'Der Händler ist vollständig bezahlt, daher bleibt der Status „Bezahlt“. Bitte ändern Sie zuerst den bezahlten Betrag.',
  checkInNeedsPayment: 'Nur vollständig bezahlte Händler können eingecheckt werden.',
  invalidStatus: 'Ungültiger Status',
  invalidAmount: 'Bitte geben Sie einen gültigen Betrag ein',
  blockReasonRequired: 'Bitte geben Sie einen Grund für die Sperre ein',
  defaultBlockReason: 'Manuell durch Admin gesperrt',
  vendorDeleted: 'Händler gelöscht',
  boothAreaNotFound: 'Bereich nicht gefunden',
  areaNameRequired: 'Name ist erforderlich',
  areaNameTooLong: 'Name darf höchstens 100 Zeichen lang sein',
  areaPriceInvalid: 'Preis muss positiv sein',
  areaPriceTooHigh: 'Preis darf höchstens 100.000,00 € betragen',
  areaPricePerMeterInvalid: 'Preis pro Laufmeter muss positiv sein',
  areaPricePerMeterTooHigh: 'Preis pro Laufmeter darf höchstens 100.000,00 € betragen',
  areaBoothsMin: 'Mindestens 1 Platz erforderlich',
  areaBoothsMax: 'Höchstens 99 Plätze pro Bereich',
  areaSelfSelectionInvalid: 'Ungültiger Wert für die Selbstauswahl',
  /** Lowering an area's count would remove stalls that are not free. */
  boothsNotFree: (numbers: readonly string[]) =>
    numbers.length === 1
      ? `Die Anzahl kann nicht verringert werden: Standplatz ${numbers[0]} ist vergeben, reserviert oder gerade in Bearbeitung.`
      : `Die Anzahl kann nicht verringert werden: Die Standplätze ${numbers.join(', ')} sind vergeben, reserviert oder gerade in Bearbeitung.`,
  reservedNameRequired: 'Bitte geben Sie einen Namen ein',
  reservedNameTooLong: 'Name darf höchstens 200 Zeichen lang sein',
  locationOnlyForSpecialArea: 'Eine Standortbeschreibung gibt es nur für Sonderplätze (SO).',
  locationTooLong: 'Standortbeschreibung darf höchstens 500 Zeichen lang sein',
  boothVendorInvalid: 'Ungültiger Händler',
  boothStatusInvalid: 'Ungültiger Status',
  boothChangeInvalid:
    "Ungültige Änderung: erlaubt sind eine Standortbeschreibung, eine Zuweisung (vendorId und Status 'occupied') oder eine Freigabe (vendorId null und Status 'available').",
} as const;

/** Texts of the market settings form (spec 001 settings tab), checked in the browser and on the server. */
export const SETTINGS_MESSAGES = {
  marketNameRequired: 'Marktname ist erforderlich',
  marketNameTooLong: 'Marktname darf höchstens 200 Zeichen lang sein',
  yearRange: 'Jahr muss zwischen 2020 und 2030 liegen',
  invalidDate: 'Ungültiges Datum (JJJJ-MM-TT)',
  invalidInstant: 'Ungültiges Datum',
  invalidTime: 'Uhrzeit im Format HH:MM',
  invalidRegistrationFlag: 'Ungültiger Wert für die Anmeldung',
  invalidEmail: 'Ungültige E-Mail-Adresse',
  organizerNameRequired: 'Name des Veranstalters ist erforderlich',
  organizerStreetRequired: 'Straße des Veranstalters ist erforderlich',
  organizerCityRequired: 'Ort des Veranstalters ist erforderlich',
  invalidPostalCode: 'Bitte geben Sie eine gültige Postleitzahl ein',
  invalidPhone: 'Ungültige Telefonnummer',
  invalidIban: 'Ungültige IBAN',
  invalidBic: 'Ungültiger BIC',
  endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen',
  closeBeforeOpen: 'Die Schließzeit muss nach der Öffnungszeit liegen',
  withdrawalFreeDaysRange: 'Die Frist für den kostenlosen Rücktritt muss 0 bis 365 Tage betragen',
  withdrawalFeePercentRange: 'Die Rücktrittsgebühr muss zwischen 0 und 100 % liegen',
  waitlistOfferHoursRange: 'Ein Angebot der Warteliste muss 1 bis 336 Stunden gelten',
} as const;
