import { Injectable } from '@nestjs/common';

export interface RateLimitHit {
  count: number;
  resetAt: number;
}

/** One counter to hit: its key and its window's length. */
export interface RateLimitCounter {
  key: string;
  windowMs: number;
}

/**
 * Fixed-window request counters per key. In memory by default (one instance); with
 * RATE_LIMIT_STORE=postgres in a table every instance shares (PostgresRateLimitStore).
 */
export abstract class RateLimitStore {
  abstract hit(key: string, windowMs: number, now: number): RateLimitHit | Promise<RateLimitHit>;
  /**
   * Hits several counters (of different keys) in one step, answered in their order: a request
   * that is both a route's request and an attempt at a secret counts as both at once.
   */
  async hitAll(counters: readonly RateLimitCounter[], now: number): Promise<RateLimitHit[]> {
    const hits: RateLimitHit[] = [];
    for (const { key, windowMs } of counters) hits.push(await this.hit(key, windowMs, now));
    return hits;
  }
  /** Takes one hit back (a counted attempt turned out right). */
  abstract undo(key: string, windowMs: number, now: number): void | Promise<void>;
  /** Forgets every counter (tests start each case fresh). */
  abstract clear(): void | Promise<void>;
}

/**
 * Counters in memory: correct for one app instance.
 *
 * The cost per request stays constant however many client addresses there are: the counters
 * are kept per window length, a renewed counter moves to the end, so each list is ordered by
 * expiry and a sweep only looks at its front (each counter is removed once).
 */
@Injectable()
export class MemoryRateLimitStore extends RateLimitStore {
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

  undo(key: string, windowMs: number, now: number): void {
    const current = this.byWindow.get(windowMs)?.get(key);
    if (current && current.resetAt > now && current.count > 0) current.count -= 1;
  }

  /** How many counters are kept (expired ones are dropped as new hits arrive). */
  get size(): number {
    let size = 0;
    for (const windows of this.byWindow.values()) size += windows.size;
    return size;
  }

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
