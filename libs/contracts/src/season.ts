/** Texts of the season change (docs/decisions.md 80). */
export const SEASON_MESSAGES = {
  tooEarly: 'Die Saison kann erst nach dem letzten Markttag archiviert werden.',
  alreadyArchived:
    'Diese Saison ist bereits archiviert. Bitte tragen Sie zuerst die Markttermine der neuen Saison ein.',
  dryRun: (count: number, year: number) =>
    `Probelauf: ${count === 1 ? '1 Händler würde' : `${count} Händler würden`} für ${year} archiviert.`,
  archived: (count: number, year: number, nextYear: number) =>
    `Saison ${year} archiviert (${count === 1 ? '1 Händler' : `${count} Händler`}). Die aktuelle Saison ist jetzt ${nextYear}.`,
  jobLabel: 'Saison archivieren (zwei Monate nach Marktende)',
  jobSchedule: 'täglich um 03:00; wirkt einmal pro Saison, zwei Monate nach dem letzten Markttag',
  dryRunRequired: 'Bitte geben Sie an, ob es ein Probelauf ist (dryRun).',
} as const;

/** The retention jobs of docs/decisions.md 81 as the jobs page shows them. */
export const RETENTION_TEXTS = {
  taxRecords: {
    label: 'Rechnungen und Buchungen nach sieben Jahren löschen',
    schedule: 'täglich um 04:00',
    summary: (invoices: number, entries: number) =>
      `${invoices === 1 ? '1 Rechnung' : `${invoices} Rechnungen`} und ${entries === 1 ? '1 Buchung' : `${entries} Buchungen`} gelöscht`,
  },
  analyticsEvents: {
    label: 'Statistik-Ereignisse nach 14 Monaten löschen',
    schedule: 'täglich um 04:30',
    summary: (events: number) =>
      `${events === 1 ? '1 Statistik-Ereignis' : `${events} Statistik-Ereignisse`} gelöscht`,
  },
} as const;
