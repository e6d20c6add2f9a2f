import { randomInt } from 'node:crypto';

/** How many different 4-digit scan codes exist. */
export const SCAN_CODE_CAPACITY = 10_000;

/**
 * `count` new random 4-digit codes (leading zeros kept), none of them in `taken` and none twice.
 * Random rather than counting up, so one sheet's code does not give away its neighbours'.
 */
export function pickScanCodes(
  count: number,
  taken: ReadonlySet<string>,
  random: (max: number) => number = randomInt,
): string[] {
  if (count > SCAN_CODE_CAPACITY - taken.size) throw new RangeError('Keine freien Scan-Codes mehr');
  const picked = new Set<string>();
  while (picked.size < count) {
    const code = String(random(SCAN_CODE_CAPACITY)).padStart(4, '0');
    if (!taken.has(code)) picked.add(code);
  }
  return [...picked];
}
