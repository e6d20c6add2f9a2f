import { Query } from '@nestjs/cqrs';

/** One calendar day in Vienna of the report; every count is a number of events. */
export interface AnalyticsDay {
  day: string;
  registrationsStarted: number;
  registrationsCompleted: number;
  registrationsFailed: number;
  registrationsAbandoned: number;
  paymentsStarted: number;
  depositsPaid: number;
  pageViews: number;
  /** Distinct visitors of the day (daily visitor hash, docs/decisions.md 8). */
  visitors: number;
}

/** One registration step of the funnel, in the order steps occur. */
export interface AnalyticsFunnelStep {
  step: string;
  /** Sessions that started in the period and reached this step. */
  sessions: number;
  /** Of those, sessions without a completed registration whose last step this was. */
  droppedHere: number;
}

export interface AnalyticsFunnel {
  started: number;
  /** Started sessions that left before any step without completing. */
  droppedBeforeSteps: number;
  steps: AnalyticsFunnelStep[];
  completed: number;
  /** Started sessions that reported leaving the form (and did not complete). */
  abandoned: number;
}

export interface AnalyticsAreaSelections {
  /** null: stall numbers that no longer exist. */
  areaCode: string | null;
  areaName: string;
  selections: number;
  /** Sum of the spec's weights: 10 payment required, 1 confirmed, 0 error. */
  weight: number;
  paymentRequired: number;
  confirmed: number;
  errors: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  days: AnalyticsDay[];
  funnel: AnalyticsFunnel;
  boothSelections: AnalyticsAreaSelections[];
  payments: {
    started: number;
    startedSessions: number;
    depositsPaid: number;
    /** Sum of the paid deposits, in cents. */
    depositsAmount: number;
  };
  statusLookups: { withCode: number; withoutCode: number };
  pageViews: Array<{ page: string; views: number; sessions: number }>;
  devices: { phone: number; desktop: number; unknown: number };
  totals: { events: number; sessions: number };
}

/**
 * The organiser's analytics over whole days in Vienna (`from`..`to`, both included), aggregated
 * in SQL; no session id, user agent or visitor hash leaves (docs/decisions.md 86).
 */
export class GetAnalyticsReportQuery extends Query<AnalyticsReport> {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}
