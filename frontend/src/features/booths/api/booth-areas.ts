import type { BoothAreaDto } from '@standl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const boothAreasQuery = queryOptions<BoothAreaDto[]>({
  queryKey: ['/api/booth-areas'],
  queryFn: () => api.listBoothAreas(),
  staleTime: 0,
  refetchOnMount: 'always',
});

export function useBoothAreas() {
  return useQuery(boothAreasQuery);
}
