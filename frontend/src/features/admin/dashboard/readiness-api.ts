import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { adminKeys } from '../shared/admin-queries';
import type { PaymentReadinessDto } from '../payments';

/**
 * What is still missing before vendors can pay by transfer or receive invoices (issue 30). The
 * fixes are made in other tabs, so the console asks again whenever the organiser switches tabs.
 */
export const paymentReadinessQuery = queryOptions<PaymentReadinessDto>({
  queryKey: adminKeys.readiness,
  queryFn: () => request<PaymentReadinessDto>('GET', '/api/admin/payment-readiness'),
  staleTime: 0,
});
