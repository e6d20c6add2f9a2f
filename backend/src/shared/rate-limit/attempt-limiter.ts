import { Injectable, SetMetadata } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { type RateLimitCounter, type RateLimitHit, RateLimitStore } from './rate-limit.store.js';

export interface AttemptRule {
  name: string;
  maxFailures: number;
  windowMs: number;
}

export const COUNTS_ATTEMPTS = 'standl:counts-attempts';

/**
 * Marks a route whose requests are attempts at a secret under `rule`: the rate-limit guard counts
 * the route's request and the attempt in one step (one statement with the shared store), and the
 * route's `begin` takes that count instead of counting again.
 */
export const CountsAttempts = (rule: AttemptRule) => SetMetadata(COUNTS_ATTEMPTS, rule);

/** An attempt the guard counted before the route ran. */
interface CountedAttempt {
  rule: AttemptRule;
  client: string;
  hit: RateLimitHit;
}

/** The end of an HTTP answer, where an attempt no route took is taken back. */
interface Answer {
  once(event: 'close', listener: () => void): unknown;
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
  async begin(
    rule: AttemptRule,
    client: string,
    request?: object,
  ): Promise<Attempt | { lockedUntil: number }> {
    const key = attemptKey(rule, client);
    // One counting step decides (atomic in either store), so attempts sent at once, to one
    // instance or several, cannot all pass a check made before any of them was counted.
    const { count, resetAt } =
      this.takeCounted(request, rule, client) ??
      (await this.store.hit(key, rule.windowMs, this.clock.now().getTime()));
    if (count > rule.maxFailures) return { lockedUntil: resetAt };
    const undo = () => this.undo(rule, client);
    return { succeeded: undo, abandoned: undo };
  }

  /**
   * The guard's step for a route marked `@CountsAttempts`: the route's request counter and the
   * attempt counter hit together; answers the route's hit. The attempt waits for the route's
   * `begin`; a request that never gets there (refused by a check or a pipe, answered from the
   * idempotency store, or no attempt after all, as a signed-in vendor's own code) is taken back
   * when its answer ends, so only attempts that were judged count.
   */
  async hitWithAttempt(
    request: object,
    answer: Answer,
    route: RateLimitCounter,
    rule: AttemptRule,
    client: string,
  ): Promise<RateLimitHit> {
    const [routeHit, attemptHit] = await this.store.hitAll(
      [route, { key: attemptKey(rule, client), windowMs: rule.windowMs }],
      this.clock.now().getTime(),
    );
    this.counted.set(request, { rule, client, hit: attemptHit! });
    answer.once('close', () => {
      if (this.takeCounted(request, rule, client)) void this.undo(rule, client).catch(() => {});
    });
    return routeHit!;
  }

  private readonly counted = new WeakMap<object, CountedAttempt>();

  private takeCounted(
    request: object | undefined,
    rule: AttemptRule,
    client: string,
  ): RateLimitHit | undefined {
    const counted = request && this.counted.get(request);
    if (!counted || counted.rule !== rule || counted.client !== client) return undefined;
    this.counted.delete(request);
    return counted.hit;
  }

  private async undo(rule: AttemptRule, client: string): Promise<void> {
    await this.store.undo(attemptKey(rule, client), rule.windowMs, this.clock.now().getTime());
  }
}

function attemptKey(rule: AttemptRule, client: string): string {
  return `${rule.name}:${client}`;
}

export interface Attempt {
  succeeded: () => Promise<void>;
  abandoned: () => Promise<void>;
}

/** Seconds until a lockout ends, for `Retry-After` (at least 1). */
export function retryAfterSeconds(lockedUntil: number, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000));
}
