import type { SettingsTextField } from './settings-form';

export interface SettingsFieldSpec {
  name: SettingsTextField;
  label: string;
  type?: 'text' | 'number' | 'date' | 'time' | 'email' | 'tel';
  helper?: string;
  maxLength?: number;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
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
];
