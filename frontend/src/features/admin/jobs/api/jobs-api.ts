import type { JobDto } from '@standl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { requestMutation } from '../../../../lib/query-client';

export const jobKeys = {
  jobs: ['/api/admin/jobs'] as const,
};

export const jobsQuery = queryOptions<JobDto[]>({
  queryKey: jobKeys.jobs,
  queryFn: () => adminApi.listJobs(),
  staleTime: 30_000,
});

/** The 'Aufbau-Check' now: blocks the vendors not set up in time. */
export const useCheckBlockUnbuilt = requestMutation(() => adminApi.checkBlockUnbuilt());
