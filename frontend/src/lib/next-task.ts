/**
 * Resolves in a task of its own: the browser handles input and paints before what follows runs.
 * Splits work that would block the page for long into parts (the app's start, src/main.tsx).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` when the browser is idle, at the latest after `timeoutMs`: for what the page does
 * not need to take the page over (a view fetched ahead, a page view counted).
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}
