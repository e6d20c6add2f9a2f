import { DEFAULT_RATE_LIMIT } from '../src/shared/rate-limit/rate-limit.guard.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Issue 26: 20 clients behind one address (a proxy without TRUST_PROXY, a busy shared network)
// used up the address's request budget and /api/health answered 429 for more than 20 s while
// the app was well; a load balancer reads that as a dead instance. Health is exempt from every
// limit and does not count towards the budget, with either rate-limit store. The apps here trust
// no proxy, so every request comes from one address (127.0.0.1), as behind such a proxy.

/** A cheap route under the general per-address budget (no route rule, no public snapshot). */
const OTHER_ROUTE = '/api/sumup/config';
/** Another route under the same budget. */
const ANOTHER_ROUTE = '/api/vendors/session';

/** Sends `count` GETs to `path`, `parallel` at a time; their statuses in order. */
async function getMany(t: TestApp, path: string, count: number, parallel = 10) {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += parallel) {
    const batch = Math.min(parallel, count - sent);
    const answers = await Promise.all(
      Array.from({ length: batch }, () =>
        t
          .http()
          .get(path)
          .then((r) => r.status),
      ),
    );
    statuses.push(...answers);
  }
  return statuses;
}

describe.each(['memory', 'postgres'] as const)('health with the %s rate-limit store', (store) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitStore: store });
  });
  beforeEach(async () => {
    await t.reset();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 again and again from an address whose request budget is used up', async () => {
    const spent = await getMany(t, OTHER_ROUTE, DEFAULT_RATE_LIMIT.limit);
    expect(spent.every((status) => status === 200)).toBe(true);
    await t.http().get(OTHER_ROUTE).expect(429);

    for (let i = 0; i < 50; i += 1) {
      const response = await t.http().get('/api/health');
      expect([i, response.status, response.body]).toEqual([
        i,
        200,
        { status: 'ok', database: 'ok' },
      ]);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(response.headers['ratelimit-remaining']).toBeUndefined();
    }
    // Parallel polls (several load balancers) too.
    expect(new Set(await getMany(t, '/api/health', 40, 20))).toEqual(new Set([200]));

    // The address is still limited everywhere else.
    const after = await t.http().get(OTHER_ROUTE).expect(429);
    expect(after.headers['retry-after']).toBeDefined();
    await t.http().get(ANOTHER_ROUTE).expect(429);
  });

  it('does not count health polls towards the budget', async () => {
    const limit = DEFAULT_RATE_LIMIT.limit;
    expect(new Set(await getMany(t, OTHER_ROUTE, limit - 1))).toEqual(new Set([200]));
    expect(new Set(await getMany(t, '/api/health', 100))).toEqual(new Set([200]));

    // The budget's last request is still there after 100 health polls, then it is used up.
    const last = await t.http().get(OTHER_ROUTE).expect(200);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    await t.http().get(OTHER_ROUTE).expect(429);
    await t.http().get('/api/health').expect(200);
  });
});
