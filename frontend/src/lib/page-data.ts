import { PAGE_DATA_ELEMENT } from '@standl/contracts';
import type { QueryClient } from '@tanstack/react-query';

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

/** The page data (API path → its answer) in the query cache: in the browser and on the server. */
export function seedQueryData(client: QueryClient, data: unknown): void {
  if (!data || typeof data !== 'object') return;
  for (const [path, value] of Object.entries(data)) {
    if (path.startsWith('/api/') && value !== undefined && value !== null)
      client.setQueryData([path], value);
  }
}
