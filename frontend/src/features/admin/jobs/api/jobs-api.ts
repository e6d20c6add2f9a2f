import type { JobDto } from '@standl/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminApi, type AdminApiResult } from '../../../../lib/admin-api';
import type { MutationCallbacks } from '../../../../lib/query-client';

export const jobKeys = {
  jobs: ['/api/admin/jobs'] as const,
};

export const jobsQuery = queryOptions<JobDto[]>({
  queryKey: jobKeys.jobs,
  queryFn: () => adminApi.listJobs(),
  staleTime: 30_000,
});

/** The 'Aufbau-Check' now: blocks the vendors not set up in time. */
export function useCheckBlockUnbuilt(
  options: MutationCallbacks<AdminApiResult<'checkBlockUnbuilt'>>,
) {
  return useMutation({ ...options, mutationFn: () => adminApi.checkBlockUnbuilt() });
}
