import { PAGE_DATA_ELEMENT } from '@standl/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Puts the public data the server sent with index.html (API path → its answer: market settings,
 * stall areas) into the query cache under the queries' keys, before the first render: a first
 * visit renders complete at once instead of again when the requests return (issue 16), and as
 * the server rendered it from the same data (src/entry-server.tsx). Without the element, or with
 * broken content, the queries simply fetch.
 */
export function seedPageData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(PAGE_DATA_ELEMENT);
  if (!element?.textContent) return;
  let data: unknown;
  try {
    data = JSON.parse(element.textContent);
  } catch {
    return;
  }
  seedQueryData(client, data);
}

/** When each query's data came with the page: the time it was put into the cache. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's data
const cameWithPage = new WeakMap<Query<any, any, any, any>, number>();
/** How long data the page came with stands for a fresh read when a page first shows it. */
const PAGE_DATA_FRESH_MS = 30_000;

/** The page data (API path → its answer) in the query cache: in the browser and on the server. */
export function seedQueryData(client: QueryClient, data: unknown): void {
  if (!data || typeof data !== 'object') return;
  for (const [path, value] of Object.entries(data)) {
    if (!path.startsWith('/api/') || value === undefined || value === null) continue;
    client.setQueryData([path], value);
    const query = client.getQueryCache().find({ queryKey: [path], exact: true });
    if (query) cameWithPage.set(query, query.state.dataUpdatedAt);
  }
}

/**
 * `refetchOnMount` of a query read anew whenever a page shows it (stalls, the directory), except
 * the first time, while its data is still what came with the page moments ago: that is as fresh
 * as a new read, which would only cost the phone a request and a render while the page starts.
 */
export function refetchUnlessFromPage<Data>(query: Query<Data, Error, Data>): boolean | 'always' {
  const seeded = cameWithPage.get(query);
  const fromPage =
    seeded !== undefined &&
    query.state.dataUpdatedAt === seeded &&
    Date.now() - seeded < PAGE_DATA_FRESH_MS;
  return fromPage ? false : 'always';
}
