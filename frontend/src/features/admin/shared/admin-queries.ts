import type {
  AdminBoothAreaDto,
  AdminMarketSettingsDto,
  AdminStatsDto,
  AdminVendorDto,
  SettingsChangesDto,
} from '@standl/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminApi } from '../../../lib/admin-api';

/** One place for the admin console's query keys, so every tab invalidates the same data. */
export const adminKeys = {
  me: ['/api/admin/me'] as const,
  stats: ['/api/admin/stats'] as const,
  vendors: ['/api/admin/vendors'] as const,
  vendor: (id: string) => ['/api/admin/vendors', id] as const,
  booths: ['/api/admin/booths'] as const,
  marketSettings: ['/api/admin/market-settings'] as const,
  settingsChanges: ['/api/admin/audit-log/settings'] as const,
  readiness: ['/api/admin/payment-readiness'] as const,
};

/** Freshness from the spec (001 section 9): stats 60 s, vendors 30 s, booths 5 s, settings 300 s. */
export const adminStatsQuery = queryOptions<AdminStatsDto>({
  queryKey: adminKeys.stats,
  queryFn: () => adminApi.adminStats(),
  staleTime: 60_000,
});

export const adminVendorsQuery = queryOptions<AdminVendorDto[]>({
  queryKey: adminKeys.vendors,
  queryFn: () => adminApi.listAdminVendors(),
  staleTime: 30_000,
});

export const adminBoothsQuery = queryOptions<AdminBoothAreaDto[]>({
  queryKey: adminKeys.booths,
  queryFn: () => adminApi.listAdminBooths(),
  staleTime: 5_000,
});

export const adminMarketSettingsQuery = queryOptions<AdminMarketSettingsDto>({
  queryKey: adminKeys.marketSettings,
  queryFn: () => adminApi.getAdminMarketSettings(),
  staleTime: 300_000,
});

/** Who last changed each settings section (issue 29): read again whenever a section shows. */
export const settingsChangesQuery = queryOptions<SettingsChangesDto>({
  queryKey: adminKeys.settingsChanges,
  queryFn: () => adminApi.settingsChanges(),
  staleTime: 0,
  refetchOnMount: 'always',
});

/**
 * After any change by the organiser: vendors, stalls and tiles depend on each other
 * (assigning a stall changes the vendor, the stall and the counts), so all are refetched.
 */
export function useInvalidateAdminData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      queryClient.invalidateQueries({ queryKey: adminKeys.vendors }),
      queryClient.invalidateQueries({ queryKey: adminKeys.booths }),
      queryClient.invalidateQueries({ queryKey: ['/api/booths'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/booth-areas'] }),
      queryClient.invalidateQueries({ queryKey: adminKeys.readiness }),
    ]);
  }, [queryClient]);
}
