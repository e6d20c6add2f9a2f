import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../lib/request';

// The shapes of the issue 15 contract (/api/admin/jobs, /api/admin/check-block-unbuilt),
// written out until the generated client carries them.

export type JobRunStatus = 'succeeded' | 'failed' | 'running';

export interface JobRunDto {
  startedAt: string;
  finishedAt: string | null;
  status: JobRunStatus;
  summary: string;
}

export interface JobDto {
  name: string;
  /** German. */
  label: string;
  /** German, e.g. 'alle 5 Minuten'. */
  schedule: string;
  lastRun: JobRunDto | null;
  nextRunAt: string | null;
}

export interface CheckBlockUnbuiltResultDto {
  message: string;
  blockedCount: number;
}

export const jobsApi = {
  list: () => request<JobDto[]>('GET', '/api/admin/jobs'),
  checkBlockUnbuilt: () =>
    request<CheckBlockUnbuiltResultDto>('POST', '/api/admin/check-block-unbuilt'),
};

export const jobKeys = {
  jobs: ['/api/admin/jobs'] as const,
};

export const jobsQuery = queryOptions<JobDto[]>({
  queryKey: jobKeys.jobs,
  queryFn: () => jobsApi.list(),
  staleTime: 30_000,
});
