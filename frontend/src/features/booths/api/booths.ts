import type { BoothDto } from '@standl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refetchUnlessFromPage } from '../../../lib/page-data';

/** Stalls change while people choose: refetched whenever a map mounts, so new holds show up. */
export const boothsQuery = queryOptions<BoothDto[]>({
  queryKey: ['/api/booths'],
  queryFn: () => api.listBooths(),
  staleTime: 5_000,
  refetchOnMount: refetchUnlessFromPage,
});

export function useBooths() {
  return useQuery(boothsQuery);
}
