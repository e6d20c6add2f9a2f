import { EntityManager } from '@mikro-orm/sql';
import { type RateLimitCounter, type RateLimitHit, RateLimitStore } from './rate-limit.store.js';

interface CounterRow {
  key: string;
  count: number;
  reset_at: Date | string;
}

/** Every this many hits an instance removes a batch of expired counters. */
const SWEEP_EVERY = 1000;

/**
 * Counters in the shared table `rate_limit_counter` (unlogged: losing them in a crash only
 * resets the windows), so limits hold across app instances. One statement per hit (or per
 * request, for the counters it hits together), the same
 * cost however many clients; expired counters are removed in batches along the way. Plain SQL
 * on purpose (docs/decisions.md 87): the hit is counted and judged in one upsert, so parallel
 * guesses cannot pass a check made before any was counted, and the table has no entity.
 */
export class PostgresRateLimitStore extends RateLimitStore {
  private hits = 0;

  constructor(private readonly em: EntityManager) {
    super();
  }

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
    const [hit] = await this.hitAll([{ key, windowMs }], now);
    return hit!;
  }

  /** All counters in one upsert (rows locked in key order, so two such upserts never deadlock). */
  override async hitAll(
    counters: readonly RateLimitCounter[],
    now: number,
  ): Promise<RateLimitHit[]> {
    this.hits += 1;
    if (this.hits % SWEEP_EVERY === 0) await this.sweep(now);
    const keys = counters.map(({ key, windowMs }) => this.keyOf(key, windowMs));
    if (new Set(keys).size !== keys.length) throw new Error('Zähler doppelt in einem Schritt');
    const rows = counters
      .map(({ windowMs }, at) => ({ key: keys[at]!, resetAt: new Date(now + windowMs) }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    const found = await this.em.execute<CounterRow[]>(
      `insert into rate_limit_counter (key, count, reset_at)
       values ${rows.map(() => '(?, 1, ?::timestamptz)').join(', ')}
       on conflict (key) do update set
         count = case when rate_limit_counter.reset_at <= ? then 1
           else rate_limit_counter.count + 1 end,
         reset_at = case when rate_limit_counter.reset_at <= ? then excluded.reset_at
           else rate_limit_counter.reset_at end
       returning key, count, reset_at`,
      [...rows.flatMap(({ key, resetAt }) => [key, resetAt]), new Date(now), new Date(now)],
    );
    const byKey = new Map(found.map((row) => [row.key, row]));
    return keys.map((key) => {
      const row = byKey.get(key)!;
      return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() };
    });
  }

  async undo(key: string, windowMs: number, now: number): Promise<void> {
    await this.em.execute(
      `update rate_limit_counter set count = count - 1
       where key = ? and reset_at > ? and count > 0`,
      [this.keyOf(key, windowMs), new Date(now)],
    );
  }

  async clear(): Promise<void> {
    await this.em.execute(`delete from rate_limit_counter`);
  }

  private keyOf(key: string, windowMs: number): string {
    return `${windowMs}:${key}`.slice(0, 200);
  }

  private async sweep(now: number): Promise<void> {
    await this.em.execute(
      `delete from rate_limit_counter where key in (
         select key from rate_limit_counter where reset_at <= ? limit ${SWEEP_EVERY * 2})`,
      [new Date(now)],
    );
  }
}
