import type { DirectoryDto } from '@standl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { refetchUnlessFromPage } from '../../../lib/page-data';

/**
 * The public directory 'Aussteller {year}'. The server sends it with the page (its page data),
 * so the first render is complete; in the app it is read again when the page opens later.
 */
export const directoryQuery = queryOptions<DirectoryDto>({
  queryKey: ['/api/directory'],
  queryFn: () => request<DirectoryDto>('GET', '/api/directory'),
  staleTime: 0,
  refetchOnMount: refetchUnlessFromPage,
});

export function useDirectory() {
  return useQuery(directoryQuery);
}
