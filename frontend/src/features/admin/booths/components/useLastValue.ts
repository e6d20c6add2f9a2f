import { useState } from 'react';

/**
 * The value, or while it is null the last one that was not: a closing dialog keeps its content
 * during the fade-out instead of collapsing.
 */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
