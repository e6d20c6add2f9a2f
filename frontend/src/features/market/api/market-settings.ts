import type { MarketSettingsDto } from '@standl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const marketSettingsQuery = queryOptions<MarketSettingsDto>({
  queryKey: ['/api/market-settings'],
  queryFn: () => api.getMarketSettings(),
  retry: false,
});

export function useMarketSettings() {
  return useQuery(marketSettingsQuery);
}
