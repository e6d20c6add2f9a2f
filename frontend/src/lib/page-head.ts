import { useEffect } from 'react';

/**
 * A page that names itself from its data (the directory's year): the tab's title and the
 * description while it is shown. The server puts the same into its HTML (src/entry-server.tsx);
 * this keeps them when the app moves between pages. The description goes back to what it was
 * when the page is left (the layout's PageTitle names the next page).
 */
export function usePageHead(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    const before = meta?.getAttribute('content') ?? null;
    meta?.setAttribute('content', description);
    return () => {
      if (before !== null) meta?.setAttribute('content', before);
    };
  }, [description]);
}
