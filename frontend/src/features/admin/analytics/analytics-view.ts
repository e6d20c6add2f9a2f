import { type AnalyticsReportDto, registrationStepLabel } from '@standl/contracts';

const LOCALE = 'de-AT';
const integer = new Intl.NumberFormat(LOCALE);
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatCount = (value: number): string => integer.format(value);

/** A share of a whole; '–' when the whole is 0. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? percent.format(part / whole) : '–';
}

/** '20. Nov.' for an axis. */
export const formatShortDay = (day: string): string =>
  shortDay.format(new Date(`${day}T00:00:00Z`));

/** 'Fr., 20.11.2026' for a table. */
export const formatLongDay = (day: string): string => longDay.format(new Date(`${day}T00:00:00Z`));

export interface FunnelStage {
  key: string;
  label: string;
  sessions: number;
  /** Sessions that left at this stage without completing; null for the completed stage. */
  dropped: number | null;
}

/** Started → each step in its order → completed, each with the drop-off at it. */
export function funnelStages(funnel: AnalyticsReportDto['funnel']): FunnelStage[] {
  return [
    {
      key: 'started',
      label: 'Anmeldung begonnen',
      sessions: funnel.started,
      dropped: funnel.droppedBeforeSteps,
    },
    ...funnel.steps.map((step) => ({
      key: `step-${step.step}`,
      label: registrationStepLabel(step.step),
      sessions: step.sessions,
      dropped: step.droppedHere,
    })),
    { key: 'completed', label: 'Abgeschlossen', sessions: funnel.completed, dropped: null },
  ];
}

export const DEVICE_LABELS = {
  phone: 'Handy',
  desktop: 'Computer / Tablet',
  unknown: 'Unbekannt',
} as const;
