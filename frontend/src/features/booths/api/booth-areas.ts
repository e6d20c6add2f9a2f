import type { BoothAreaDto } from '@standl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { refetchUnlessFromPage } from '../../../lib/page-data';

// `request`, not the generated client: the client would bring every route into the first load
// of '/' (docs/decisions.md 284).
export const boothAreasQuery = queryOptions<BoothAreaDto[]>({
  queryKey: ['/api/booth-areas'],
  queryFn: () => request<BoothAreaDto[]>('GET', '/api/booth-areas'),
  staleTime: 0,
  refetchOnMount: refetchUnlessFromPage,
});

export function useBoothAreas() {
  return useQuery(boothAreasQuery);
}
