import { MemoryRateLimitStore } from './rate-limit.store.js';

describe('MemoryRateLimitStore', () => {
  it('counts hits per key within the window and starts over after it', () => {
    const store = new MemoryRateLimitStore();

    expect(store.hit('a', 1000, 0).count).toBe(1);
    expect(store.hit('a', 1000, 500).count).toBe(2);
    expect(store.hit('b', 1000, 500).count).toBe(1);
    expect(store.hit('a', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });

  it('keeps counters of different window lengths apart and takes a hit back', () => {
    const store = new MemoryRateLimitStore();
    store.hit('a', 1000, 0);
    store.hit('a', 60_000, 0);
    store.hit('a', 60_000, 10);
    store.undo('a', 60_000, 20);

    expect(store.hit('a', 1000, 30).count).toBe(2);
    expect(store.hit('a', 60_000, 30).count).toBe(2);
    expect(store.hit('a', 60_000, 60_000).count).toBe(1);
  });

  it('drops expired counters as new clients arrive, so it never holds more than one window of them', () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 50_000; i += 1) store.hit(`client-${i}`, 1000, i);

    expect(store.size).toBe(1000);
    expect(store.hit('client-49999', 1000, 49_999).count).toBe(2);
    expect(store.hit('client-48999', 1000, 49_999).count).toBe(1);
  });

  it('keeps a renewed counter after younger ones, so the sweep never drops a live counter', () => {
    const store = new MemoryRateLimitStore();
    store.hit('old', 1000, 0);
    store.hit('young', 1000, 500);
    store.hit('old', 1000, 1200);
    store.hit('other', 1000, 1600);

    expect(store.size).toBe(2);
    expect(store.hit('old', 1000, 1600).count).toBe(2);
  });
});
