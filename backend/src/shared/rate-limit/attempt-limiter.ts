import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { RateLimitStore } from './rate-limit.store.js';

export interface AttemptRule {
  name: string;
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts failed attempts at a secret per client address (docs/decisions.md 29, 116): once a client
 * has failed `maxFailures` times in the window, every further attempt is refused, right or wrong.
 */
@Injectable()
export class AttemptLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts an attempt: `{ lockedUntil }` (epoch ms, when the window ends) when the client is
   * locked out. Otherwise the attempt counts as a failure at once, so attempts sent in parallel
   * cannot all be tried before the first failure is recorded; `succeeded()` takes it back when
   * the secret was right, `abandoned()` when it could not be checked (the database away):
   * neither is a wrong guess.
   */
  async begin(rule: AttemptRule, client: string): Promise<Attempt | { lockedUntil: number }> {
    const key = `${rule.name}:${client}`;
    // One counting step decides (atomic in either store), so attempts sent at once, to one
    // instance or several, cannot all pass a check made before any of them was counted.
    const { count, resetAt } = await this.store.hit(key, rule.windowMs, this.clock.now().getTime());
    if (count > rule.maxFailures) return { lockedUntil: resetAt };
    const undo = async () => {
      await this.store.undo(key, rule.windowMs, this.clock.now().getTime());
    };
    return { succeeded: undo, abandoned: undo };
  }
}

export interface Attempt {
  succeeded: () => Promise<void>;
  abandoned: () => Promise<void>;
}

/** Seconds until a lockout ends, for `Retry-After` (at least 1). */
export function retryAfterSeconds(lockedUntil: number, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000));
}
