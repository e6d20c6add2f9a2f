import type { AnalyticsReportDto } from '@standl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import type { AnalyticsPeriod } from '../analytics-period';

/** The report of a period, aggregated on the server (GET /api/admin/analytics). */
export function analyticsReportQuery(period: AnalyticsPeriod) {
  return queryOptions<AnalyticsReportDto>({
    queryKey: ['/api/admin/analytics', period.from, period.to],
    queryFn: () => adminApi.getAnalyticsReport(period),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
