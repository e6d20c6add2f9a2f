/**
 * A value made when it is first asked for, then kept. For Intl formatters at module level: the
 * first one a page creates loads the locale's data, about 60 ms on a phone, which would otherwise
 * add to the one long task in which the browser evaluates the app's scripts (issue 16).
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
