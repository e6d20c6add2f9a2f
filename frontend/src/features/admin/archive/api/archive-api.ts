import type { ArchiveEntryDto } from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminApi, type AdminApiResult } from '../../../../lib/admin-api';
import { type MutationCallbacks, requestMutation } from '../../../../lib/query-client';
import { adminKeys, useInvalidateAdminData } from '../../shared/admin-queries';

export const archiveKeys = {
  archive: ['/api/admin/vendor-archive'] as const,
};

/** A few hundred rows; filtered in the browser. */
export const archiveQuery = queryOptions<ArchiveEntryDto[]>({
  queryKey: archiveKeys.archive,
  queryFn: () => adminApi.listVendorArchive(),
  staleTime: 30_000,
});

/**
 * After blocking, unblocking or the season change: the archive, and what the other tabs show
 * (a blocked vendor, freed stalls, the counts, the market year, the jobs' last runs).
 */
export function useInvalidateArchive(): () => Promise<void> {
  const queryClient = useQueryClient();
  const invalidateAdminData = useInvalidateAdminData();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: archiveKeys.archive }),
      queryClient.invalidateQueries({ queryKey: adminKeys.marketSettings }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/jobs'] }),
      invalidateAdminData(),
    ]);
  }, [queryClient, invalidateAdminData]);
}

export const useUnblockArchiveEntry = requestMutation((entry: ArchiveEntryDto) =>
  adminApi.unblockArchiveEntry(entry.id),
);

export interface PermanenceMark {
  entry: ArchiveEntryDto;
  canBeUnblocked: boolean;
}

/** Marks a block as one that can be lifted, or as permanent. */
export const useMarkArchiveBlockPermanence = requestMutation(
  ({ entry, canBeUnblocked }: PermanenceMark) =>
    adminApi.markArchiveBlockPermanence(entry.id, { canBeUnblocked }),
);

export const useBlockVendorInArchive = requestMutation(adminApi.blockVendorInArchive);

/** The season change, as a dry run (what it would do) or for real. */
export function useChangeSeason(
  dryRun: boolean,
  options: MutationCallbacks<AdminApiResult<'changeSeason'>>,
) {
  return useMutation({ ...options, mutationFn: () => adminApi.changeSeason({ dryRun }) });
}
