import { Injectable } from '@nestjs/common';

export interface RateLimitHit {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in memory: correct for one app instance. With several instances the
 * counters move to Redis (ARCHITECTURE: optional REDIS_URL); the guard only needs `hit`.
 *
 * The cost per request stays constant however many client addresses there are: the counters
 * are kept per window length, a renewed counter moves to the end, so each list is ordered by
 * expiry and a sweep only looks at its front (each counter is removed once).
 */
@Injectable()
export class RateLimitStore {
  private readonly byWindow = new Map<number, Map<string, RateLimitHit>>();

  hit(key: string, windowMs: number, now: number): RateLimitHit {
    const windows = this.windowsOf(windowMs);
    this.sweep(windows, now);
    const current = windows.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      windows.delete(key);
      windows.set(key, fresh);
      return fresh;
    }
    current.count += 1;
    return current;
  }

  /** Takes one hit back (a counted attempt turned out right). */
  undo(key: string, windowMs: number, now: number): void {
    const current = this.byWindow.get(windowMs)?.get(key);
    if (current && current.resetAt > now && current.count > 0) current.count -= 1;
  }

  /** The count in the current window without adding a hit. */
  peek(key: string, windowMs: number, now: number): number {
    const current = this.byWindow.get(windowMs)?.get(key);
    return current && current.resetAt > now ? current.count : 0;
  }

  /** How many counters are kept (expired ones are dropped as new hits arrive). */
  get size(): number {
    let size = 0;
    for (const windows of this.byWindow.values()) size += windows.size;
    return size;
  }

  /** Forgets every counter (tests start each case fresh). */
  clear(): void {
    this.byWindow.clear();
  }

  private windowsOf(windowMs: number): Map<string, RateLimitHit> {
    let windows = this.byWindow.get(windowMs);
    if (!windows) {
      windows = new Map();
      this.byWindow.set(windowMs, windows);
    }
    return windows;
  }

  private sweep(windows: Map<string, RateLimitHit>, now: number): void {
    for (const [key, hit] of windows) {
      if (hit.resetAt > now) return;
      windows.delete(key);
    }
  }
}
