import type { PaymentReadinessDto } from '@standl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { adminKeys } from '../shared/admin-queries';

/**
 * What is still missing before vendors can pay by transfer or receive invoices (issue 30). The
 * fixes are made in other tabs, so the console asks again whenever the organiser switches tabs.
 */
export const paymentReadinessQuery = queryOptions<PaymentReadinessDto>({
  queryKey: adminKeys.readiness,
  queryFn: () => adminApi.getPaymentReadiness(),
  staleTime: 0,
});
