import { NUMBER_LIMITS, type SettingsTextField } from './settings-form';

export interface SettingsFieldSpec {
  name: SettingsTextField;
  label: string;
  type?: 'text' | 'number' | 'date' | 'time' | 'email' | 'tel';
  helper?: string;
  maxLength?: number;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
  /** Bounds of a number field (the market year's when not given). */
  min?: number;
  max?: number;
  /** Shown after a number: 'Tage', '%', 'Stunden'. */
  unit?: string;
}

export interface SettingsSectionSpec {
  id: string;
  title: string;
  description?: string;
  fields: SettingsFieldSpec[];
}

/** 'Markt von' and 'Markt bis': the two date fields of a period. */
function period(
  start: SettingsTextField,
  end: SettingsTextField,
  label: string,
): SettingsFieldSpec[] {
  return [
    { name: start, label: `${label} von`, type: 'date' },
    { name: end, label: `${label} bis`, type: 'date' },
  ];
}

/** Every market setting of the organiser (spec 001 section 3), grouped as the form shows them. */
export const SETTINGS_SECTIONS: SettingsSectionSpec[] = [
  {
    id: 'market',
    title: 'Markt',
    fields: [
      { name: 'marketName', label: 'Marktname', maxLength: 200, wide: true },
      { name: 'currentYear', label: 'Marktjahr', type: 'number', helper: '2020 bis 2030' },
    ],
  },
  {
    id: 'times',
    title: 'Marktzeiten',
    fields: [
      ...period('marketStartDate', 'marketEndDate', 'Markt'),
      { name: 'dailyOpenTime', label: 'Öffnet täglich um', type: 'time' },
      {
        name: 'dailyCloseTime',
        label: 'Schließt täglich um',
        type: 'time',
        helper: 'Am letzten Markttag bis 18:00',
      },
    ],
  },
  {
    id: 'setup',
    title: 'Aufbau und Abbau',
    description: 'In diesen Zeiträumen können Lift-Termine gebucht werden.',
    fields: [
      ...period('setupStartDate', 'setupEndDate', 'Aufbau'),
      ...period('teardownStartDate', 'teardownEndDate', 'Abbau'),
    ],
  },
  {
    id: 'registration',
    title: 'Anmeldung',
    fields: [
      {
        name: 'registrationStartDate',
        label: 'Anmeldung ab',
        type: 'date',
        helper: 'Leer: sofort',
      },
      {
        name: 'registrationEndDate',
        label: 'Anmeldung bis',
        type: 'date',
        helper: 'Leer: unbegrenzt; sonst bis einschließlich diesem Tag',
      },
      {
        name: 'adminNotificationEmail',
        label: 'E-Mail für Benachrichtigungen',
        type: 'email',
        helper: 'Optional: hierhin gehen Benachrichtigungen für den Veranstalter',
        wide: true,
      },
    ],
  },
  {
    id: 'organizer',
    title: 'Veranstalter',
    description: 'Kontaktdaten, die Händler im Impressum und bei Fragen sehen.',
    fields: [
      { name: 'organizerName', label: 'Name des Veranstalters', maxLength: 200, wide: true },
      { name: 'organizerStreet', label: 'Straße und Hausnummer', maxLength: 200, wide: true },
      { name: 'organizerPostalCode', label: 'Postleitzahl', maxLength: 10 },
      { name: 'organizerCity', label: 'Ort', maxLength: 100 },
      { name: 'organizerEmail', label: 'E-Mail des Veranstalters', type: 'email' },
      { name: 'organizerPhone', label: 'Telefon des Veranstalters', type: 'tel', maxLength: 50 },
    ],
  },
  {
    id: 'bank',
    title: 'Bankverbindung',
    description:
      'Händler sehen sie in ihrem Dashboard bei der Zahlung, sobald eine IBAN eingetragen ist.',
    fields: [
      {
        name: 'bankAccountHolder',
        label: 'Kontoinhaber',
        maxLength: 200,
        helper: 'Leer: Name des Veranstalters',
        wide: true,
      },
      { name: 'bankIban', label: 'IBAN', maxLength: 42 },
      { name: 'bankBic', label: 'BIC', maxLength: 11 },
      { name: 'bankName', label: 'Name der Bank', maxLength: 100, wide: true },
    ],
  },
  {
    id: 'withdrawal',
    title: 'Rücktritt',
    description:
      'Bis zu dieser Frist ist ein Rücktritt kostenlos, danach kostet er diesen Anteil der Standgebühr. Die rechtlichen Seiten nennen dieselben Werte.',
    fields: [
      {
        name: 'withdrawalFreeDays',
        label: 'Kostenlos bis … Tage vor Marktbeginn',
        type: 'number',
        unit: 'Tage',
        helper: 'Dieser Tag ist noch kostenlos; 28 Tage = vier Wochen',
        ...NUMBER_LIMITS.withdrawalFreeDays,
      },
      {
        name: 'withdrawalFeePercent',
        label: 'Gebühr danach',
        type: 'number',
        unit: '%',
        helper: 'Anteil der Standgebühr',
        ...NUMBER_LIMITS.withdrawalFeePercent,
      },
    ],
  },
  {
    id: 'waitlist',
    title: 'Warteliste',
    description:
      'Wird ein Platz frei, bekommt der Nächste auf der Warteliste ein Angebot; so lange bleibt der Platz für ihn reserviert.',
    fields: [
      {
        name: 'waitlistOfferHours',
        label: 'Angebot gilt',
        type: 'number',
        unit: 'Stunden',
        helper: '1 bis 336 Stunden (14 Tage)',
        ...NUMBER_LIMITS.waitlistOfferHours,
      },
    ],
  },
];
