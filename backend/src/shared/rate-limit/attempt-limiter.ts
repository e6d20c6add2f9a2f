import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { RateLimitStore } from './rate-limit.store.js';

export interface AttemptRule {
  name: string;
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts failed attempts at a secret per client address (DECISIONS 10): once a client has
 * failed `maxFailures` times in the window, every further attempt is refused, right or wrong.
 */
@Injectable()
export class AttemptLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  isLockedOut(rule: AttemptRule, client: string): boolean {
    return (
      this.store.peek(`${rule.name}:${client}`, this.clock.now().getTime()) >= rule.maxFailures
    );
  }

  recordFailure(rule: AttemptRule, client: string): void {
    this.store.hit(`${rule.name}:${client}`, rule.windowMs, this.clock.now().getTime());
  }
}
