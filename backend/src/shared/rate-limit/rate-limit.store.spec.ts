import { RateLimitStore } from './rate-limit.store.js';

describe('RateLimitStore', () => {
  it('counts hits per key within the window and starts over after it', () => {
    const store = new RateLimitStore();

    expect(store.hit('a', 1000, 0).count).toBe(1);
    expect(store.hit('a', 1000, 500).count).toBe(2);
    expect(store.hit('b', 1000, 500).count).toBe(1);
    expect(store.hit('a', 1000, 1000)).toEqual({ count: 1, resetAt: 2000 });
  });
});
