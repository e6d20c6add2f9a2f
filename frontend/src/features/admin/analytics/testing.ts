import type { AnalyticsReportDto } from '@standl/contracts';

/** A small report as the server answers it, for component tests. */
export function analyticsReport(change: Partial<AnalyticsReportDto> = {}): AnalyticsReportDto {
  const day = (date: string, started: number, completed: number) => ({
    day: date,
    registrationsStarted: started,
    registrationsCompleted: completed,
    registrationsFailed: 0,
    registrationsAbandoned: 1,
    paymentsStarted: 2,
    depositsPaid: 1,
    pageViews: 40,
    visitors: 12,
  });
  return {
    from: '2026-11-19',
    to: '2026-11-20',
    days: [day('2026-11-19', 7, 3), day('2026-11-20', 5, 4)],
    funnel: {
      started: 12,
      droppedBeforeSteps: 2,
      steps: [
        { step: 'booth_assignment_self', sessions: 8, droppedHere: 1 },
        { step: 'booth_selected', sessions: 6, droppedHere: 2 },
      ],
      completed: 7,
      abandoned: 3,
    },
    boothSelections: [
      {
        areaCode: 'AK',
        areaName: 'Arkadenhof',
        selections: 4,
        weight: 31,
        paymentRequired: 3,
        confirmed: 1,
        errors: 0,
      },
    ],
    payments: { started: 4, startedSessions: 3, depositsPaid: 2, depositsAmount: 2000 },
    statusLookups: { withCode: 5, withoutCode: 9 },
    pageViews: [
      { page: '/', views: 1234, sessions: 800 },
      { page: '/vendor-registration', views: 56, sessions: 40 },
    ],
    devices: { phone: 30, desktop: 10, unknown: 0 },
    totals: { events: 1500, sessions: 40 },
    ...change,
  };
}
