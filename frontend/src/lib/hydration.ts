import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the app renders the page the server sent (on the server, and in the browser while
 * hydrating it), true from the next render on and in every render of a page opened in the app.
 * For what the server cannot know (this tab's storage, the client-only pages): rendered as the
 * server rendered it first, then as the browser has it, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
