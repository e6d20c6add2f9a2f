import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';

/** A send's progress, polled every 2 s until no message of it waits any more. */
export function useBatchProgress(batchId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['/api/admin/mail-batches', batchId],
      queryFn: () => adminApi.mailBatchProgress(batchId!),
      enabled: batchId !== null,
      refetchInterval: (query) =>
        query.state.data && query.state.data.queued === 0 ? false : 2_000,
    }),
  );
}
