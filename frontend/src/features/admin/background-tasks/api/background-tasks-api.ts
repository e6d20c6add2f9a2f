import type { BackgroundTaskDto, BackgroundTaskKind } from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';

export const backgroundTaskKeys = {
  all: ['/api/admin/background-tasks'] as const,
};

/** Every 10 s while something is being retried (it may succeed or fail any moment), else 30 s. */
export const backgroundTasksQuery = queryOptions<BackgroundTaskDto[]>({
  queryKey: backgroundTaskKeys.all,
  queryFn: () => adminApi.listBackgroundTasks(),
  refetchInterval: (query) =>
    query.state.data?.some((task) => task.state === 'retrying') ? 10_000 : 30_000,
});

export interface TaskRef {
  kind: BackgroundTaskKind;
  id: string;
}

/** A retried or discarded mail changes the outbox too (its list is keyed by its API path). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: backgroundTaskKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/outbox'] });
  };
}

export function useRetryBackgroundTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id }: TaskRef) => adminApi.retryBackgroundTask(kind, Number(id)),
    onSettled: refresh,
  });
}

export function useDiscardBackgroundTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id }: TaskRef) => adminApi.discardBackgroundTask(kind, Number(id)),
    onSettled: refresh,
  });
}
