import { pairOffers, rankOf } from './pairing.js';

const stall = (id: number) => ({ id });
const entry = (name: string, position: number) => ({ name, position });

describe('pairing free stalls with the waiting list', () => {
  it('gives the free stalls to the entries in list order, one each', () => {
    const pairs = pairOffers([stall(3), stall(7)], new Set(), [
      entry('C', 5),
      entry('A', 1),
      entry('B', 2),
    ]);
    expect(pairs.map((pair) => [pair.stall.id, pair.entry.name])).toEqual([
      [3, 'A'],
      [7, 'B'],
    ]);
  });

  it('leaves out stalls under an open offer', () => {
    const pairs = pairOffers([stall(3), stall(7)], new Set([3]), [entry('A', 1), entry('B', 2)]);
    expect(pairs.map((pair) => [pair.stall.id, pair.entry.name])).toEqual([[7, 'A']]);
  });

  it('offers nothing without a waiting entry or a free stall', () => {
    expect(pairOffers([stall(3)], new Set(), [])).toEqual([]);
    expect(pairOffers([], new Set(), [entry('A', 1)])).toEqual([]);
  });
});

describe('position on the list', () => {
  it('counts the active entries up to and including this one, across gaps', () => {
    expect(rankOf([2, 5, 9], 5)).toBe(2);
    expect(rankOf([2, 5, 9], 2)).toBe(1);
    expect(rankOf([2, 5, 9], 9)).toBe(3);
  });
});
