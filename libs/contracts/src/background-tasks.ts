/**
 * Background work the organiser sees when it failed or is being retried (issue 26): reactions
 * to events, outgoing mail and scheduled jobs, in one list with retry and discard.
 */
export const BACKGROUND_TASK_KINDS = ['reaction', 'mail', 'job'] as const;

export const BACKGROUND_TASK_KIND_LABELS: Record<(typeof BACKGROUND_TASK_KINDS)[number], string> = {
  reaction: 'Reaktion',
  mail: 'E-Mail',
  job: 'Job',
};

/** failed: gave up after the last attempt; retrying: failed at least once, tried again later. */
export const BACKGROUND_TASK_STATES = ['failed', 'retrying'] as const;

export const BACKGROUND_TASK_STATE_LABELS: Record<(typeof BACKGROUND_TASK_STATES)[number], string> =
  {
    failed: 'Fehlgeschlagen',
    retrying: 'Wird wiederholt',
  };

export const BACKGROUND_TASK_MESSAGES = {
  notFound: 'Hintergrundaufgabe nicht gefunden',
  unknownKind: 'Unbekannte Art von Hintergrundaufgabe (erlaubt: reaction, mail, job)',
  notOpen:
    'Diese Hintergrundaufgabe ist weder fehlgeschlagen noch wird sie wiederholt (bereits erledigt oder verworfen).',
  running:
    'Diese Hintergrundaufgabe wird gerade ausgeführt. Bitte versuchen Sie es in einigen Sekunden erneut.',
  jobAlreadyPending: 'Für diesen Job ist bereits eine Wiederholung geplant.',
} as const;
