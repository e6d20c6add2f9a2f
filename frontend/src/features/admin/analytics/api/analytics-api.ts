import type { AnalyticsReportDto } from '@standl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import type { ViennaPeriod } from '../../shared/vienna-period';

/** The report of a period, aggregated on the server (GET /api/admin/analytics). */
export function analyticsReportQuery(period: ViennaPeriod) {
  return queryOptions<AnalyticsReportDto>({
    queryKey: ['/api/admin/analytics', period.from, period.to],
    queryFn: () => adminApi.getAnalyticsReport(period),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
