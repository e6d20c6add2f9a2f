import { Injectable } from '@nestjs/common';

export interface RateLimitHit {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in memory: correct for one app instance. With several instances the
 * counters move to Redis (ARCHITECTURE: optional REDIS_URL); the guard only needs `hit`.
 */
@Injectable()
export class RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();

  hit(key: string, windowMs: number, now: number): RateLimitHit {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.sweep(now);
      const fresh = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return fresh;
    }
    current.count += 1;
    return current;
  }

  /** Takes one hit back (a counted attempt turned out right). */
  undo(key: string, now: number): void {
    const current = this.windows.get(key);
    if (current && current.resetAt > now && current.count > 0) current.count -= 1;
  }

  /** Forgets every counter (tests start each case fresh). */
  clear(): void {
    this.windows.clear();
  }

  /** The count in the current window without adding a hit. */
  peek(key: string, now: number): number {
    const current = this.windows.get(key);
    return current && current.resetAt > now ? current.count : 0;
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, hit] of this.windows) if (hit.resetAt <= now) this.windows.delete(key);
  }
}
