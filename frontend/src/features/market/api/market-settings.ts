import type { MarketSettingsDto } from '@standl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

// `request`, not the generated client: the client would bring every route into the first load
// of '/' (docs/decisions.md 284).
export const marketSettingsQuery = queryOptions<MarketSettingsDto>({
  queryKey: ['/api/market-settings'],
  queryFn: () => request<MarketSettingsDto>('GET', '/api/market-settings'),
  retry: false,
});

export function useMarketSettings() {
  return useQuery(marketSettingsQuery);
}
