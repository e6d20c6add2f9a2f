/**
 * The chain's rule (docs/decisions.md 260): the area's free stalls, lowest number first, that are
 * not under an open offer go to the waiting entries in list order, one stall per entry; what is
 * left over on either side waits for the next change.
 */
export function pairOffers<Stall extends { id: number }, Entry extends { position: number }>(
  freeStalls: readonly Stall[],
  offeredStallIds: ReadonlySet<number>,
  waiting: readonly Entry[],
): { stall: Stall; entry: Entry }[] {
  const stalls = freeStalls.filter((stall) => !offeredStallIds.has(stall.id));
  const entries = [...waiting].sort((a, b) => a.position - b.position);
  return stalls.slice(0, entries.length).map((stall, index) => ({ stall, entry: entries[index]! }));
}

/** A position among the active entries of a list (1 = next), from their stored positions. */
export function rankOf(positions: readonly number[], position: number): number {
  return positions.filter((other) => other <= position).length;
}
