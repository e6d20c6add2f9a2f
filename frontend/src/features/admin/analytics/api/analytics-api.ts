import type { AnalyticsReportDto } from '@standl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import type { AnalyticsPeriod } from '../analytics-period';

/** The report of a period, aggregated on the server (GET /api/admin/analytics). */
export function analyticsReportQuery(period: AnalyticsPeriod) {
  return queryOptions<AnalyticsReportDto>({
    queryKey: ['/api/admin/analytics', period.from, period.to],
    queryFn: () => api.getAnalyticsReport(period),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
