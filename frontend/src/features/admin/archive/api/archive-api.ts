import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../../../lib/request';
import { adminKeys, useInvalidateAdminData } from '../../shared/admin-queries';

// The shapes of the issue 15 contract (/api/admin/vendor-archive, /api/admin/season-change),
// written out until the generated client carries them.

export type ArchiveStatus = 'active' | 'blocked';

export interface ArchiveEntryDto {
  id: number;
  vendorId: string | null;
  name: string;
  email: string;
  phone: string | null;
  year: number;
  status: ArchiveStatus;
  reason: string | null;
  boothArea: string | null;
  boothNumber: string | null;
  /** Cents. */
  totalAmount: number;
  /** Cents. */
  paymentAmount: number;
  paymentMethod: string | null;
  accessBlocked: boolean;
  archivedAt: string;
}

export interface CreateArchiveEntryDto {
  vendorId: string;
  reason: string;
  year: number;
}

export interface UnblockArchiveEntryResultDto {
  message: string;
  entry: ArchiveEntryDto;
}

export interface SeasonChangeVendorDto {
  vendorId: string;
  name: string;
  boothNumber: string | null;
  status: string;
  blocked: boolean;
}

export interface SeasonChangeDto {
  dryRun: boolean;
  year: number;
  nextYear: number;
  vendorCount: number;
  blockedCount: number;
  stallsFreed: number;
  /** In the contract; the first server version leaves it out. */
  liftAppointments?: number;
  vendors: SeasonChangeVendorDto[];
  message: string;
}

export const archiveApi = {
  list: () => request<ArchiveEntryDto[]>('GET', '/api/admin/vendor-archive'),
  block: (body: CreateArchiveEntryDto) =>
    request<ArchiveEntryDto>('POST', '/api/admin/vendor-archive', body),
  unblock: (id: number) =>
    request<UnblockArchiveEntryResultDto>(
      'PATCH',
      `/api/admin/vendor-archive/${encodeURIComponent(String(id))}/unblock`,
    ),
  seasonChange: (dryRun: boolean) =>
    request<SeasonChangeDto>('POST', '/api/admin/season-change', { dryRun }),
};

export const archiveKeys = {
  archive: ['/api/admin/vendor-archive'] as const,
};

/** A few hundred rows; filtered in the browser. */
export const archiveQuery = queryOptions<ArchiveEntryDto[]>({
  queryKey: archiveKeys.archive,
  queryFn: () => archiveApi.list(),
  staleTime: 30_000,
});

/**
 * After blocking, unblocking or the season change: the archive, and what the other tabs show
 * (a blocked vendor, freed stalls, the counts, the market year).
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
