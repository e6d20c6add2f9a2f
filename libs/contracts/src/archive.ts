/** The archive's statuses (spec 001 "Archive entry"): blocked entries are the block list. */
export const ARCHIVE_STATUSES = ['active', 'blocked'] as const;

/** The archive year the organiser may type when blocking (spec 001 section 5). */
export const ARCHIVE_YEAR_MIN = 2020;
export const ARCHIVE_YEAR_MAX = 2030;
export const BLOCK_REASON_MAX_LENGTH = 500;

/**
 * Texts of the archive and of blocking (spec 001 sections 2, 4, 5, 7; docs/decisions.md 77, 79).
 */
export const ARCHIVE_MESSAGES = {
  reasonRequired: 'Bitte geben Sie einen Grund für die Sperre ein',
  reasonTooLong: 'Der Grund darf höchstens 500 Zeichen lang sein',
  yearOutOfRange: 'Das Jahr muss zwischen 2020 und 2030 liegen.',
  vendorRequired: 'Bitte wählen Sie einen Händler aus',
  vendorNotFound: 'Händler nicht gefunden',
  entryNotFound: 'Archiveintrag nicht gefunden',
  unblocked: 'Sperre aufgehoben',
  /** A block marked permanent (spec: canBeUnblocked false), e.g. for passing on the lift ticket. */
  permanentBlock:
    'Diese Sperre ist dauerhaft und kann nicht aufgehoben werden. Ein Organisator kann sie im Archiv als aufhebbar kennzeichnen.',
  permanenceInvalid: 'Bitte geben Sie an, ob die Sperre aufgehoben werden kann (true oder false).',
  notBlocked: 'Dieser Eintrag ist nicht gesperrt.',
  permanentMarked: 'Sperre als dauerhaft gekennzeichnet',
  unblockableMarked: 'Sperre als aufhebbar gekennzeichnet',
  /** Reasons the jobs write (docs/decisions.md 79 and the legal texts). */
  notSetUpReason: 'Nicht aufgebaut',
  openAmountReason: 'Offener Betrag bei Marktende',
  checkTooEarly:
    'Die Prüfung ist erst nach dem letzten Markttag um 18:00 Uhr möglich. Es wurde niemand gesperrt.',
  checkNoMarketEnd:
    'In den Einstellungen ist kein letzter Markttag eingetragen. Es wurde niemand gesperrt.',
  checkDone: (count: number) =>
    count === 0
      ? 'Prüfung abgeschlossen: Alle Händler mit Standplatz haben aufgebaut. Es wurde niemand gesperrt.'
      : `Prüfung abgeschlossen: ${count === 1 ? '1 Händler' : `${count} Händler`} ohne Aufbau gesperrt.`,
  checkAlreadyDone: (year: number) =>
    `Die Prüfung für ${year} wurde bereits durchgeführt. Es wurde niemand erneut gesperrt.`,
  checkBusy:
    'Die Prüfung läuft gerade. Bitte versuchen Sie es in einer Minute noch einmal. Es wurde niemand gesperrt.',
} as const;

/** The scheduled jobs the organiser sees on the jobs page (issue 15). */
export const JOB_TEXTS = {
  blockNotSetUp: {
    label: 'Sperre: nicht aufgebaut bis zum letzten Markttag 18:00',
    schedule: 'alle 10 Minuten; wirkt einmal pro Saison nach dem letzten Markttag, 18:00',
    summary: (count: number) =>
      `${count === 1 ? '1 Händler' : `${count} Händler`} gesperrt (nicht aufgebaut)`,
  },
  blockOpenAmount: {
    label: 'Sperre: offener Betrag bei Marktende',
    schedule: 'stündlich; wirkt einmal pro Saison nach dem Ende des letzten Markttags',
    summary: (count: number) =>
      `${count === 1 ? '1 Händler' : `${count} Händler`} gesperrt (offener Betrag)`,
  },
} as const;
