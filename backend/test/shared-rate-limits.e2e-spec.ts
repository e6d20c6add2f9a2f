import { ACCESS_CODE_ATTEMPTS } from '../src/views/http/vendors.controller.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register } from './support/vendors.js';

// Two app instances on one PostgreSQL server with RATE_LIMIT_STORE=postgres (issue 17): the
// counters live in the shared table, so a client cannot double its budget by being balanced
// over both. Always on a server database: two instances cannot share an embedded PGlite.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await createTestDatabase(serverUrl);
  const settings = {
    databaseUrl: database.url,
    rateLimitStore: 'postgres',
    trustProxy: true,
  } as const;
  first = await createTestApp(settings);
  second = await createTestApp(settings);
});
beforeEach(async () => {
  await first.reset(second);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

function status(t: TestApp, accessCode: string, address: string) {
  return t.http().post('/api/vendors/status').set('X-Forwarded-For', address).send({ accessCode });
}

describe('rate limits shared by two instances', () => {
  it('cut off access-code guessing spread over both instances after the limit of wrong codes in all', async () => {
    const { accessCode } = await register(first);
    const answers: number[] = [];
    for (let i = 0; i < ACCESS_CODE_ATTEMPTS.maxFailures + 10; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      answers.push((await status(instance, `FALSCH${i}`, '198.51.100.20')).status);
    }

    expect(answers.filter((code) => code === 404)).toHaveLength(ACCESS_CODE_ATTEMPTS.maxFailures);
    expect(answers.slice(ACCESS_CODE_ATTEMPTS.maxFailures).every((code) => code === 429)).toBe(
      true,
    );
    // Even the right code waits now, on either instance; another client is not affected.
    await status(first, accessCode, '198.51.100.20').expect(429);
    await status(second, accessCode, '198.51.100.20').expect(429);
    await status(second, accessCode, '198.51.100.21').expect(200);
  });

  it('count wrong codes sent to both at once without letting more than the limit through', async () => {
    await register(first);
    const answers = await Promise.all(
      Array.from({ length: ACCESS_CODE_ATTEMPTS.maxFailures + 20 }, (_, i) =>
        status(i % 2 === 0 ? first : second, `FALSCH${i}`, '198.51.100.30').then((r) => r.status),
      ),
    );

    expect(answers.filter((code) => code === 404).length).toBeLessThanOrEqual(
      ACCESS_CODE_ATTEMPTS.maxFailures,
    );
    expect(answers.filter((code) => code === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('share the per-minute request budget of a route', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 122; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      const response = await instance
        .http()
        .post('/api/analytics/events')
        .set('X-Forwarded-For', '198.51.100.40')
        .send({ sessionId: 'geteilt', eventType: 'page_view', page: '/' });
      answers.push(response.status);
    }

    expect(answers.slice(0, 120).every((code) => code === 204)).toBe(true);
    expect(answers.slice(120)).toEqual([429, 429]);
  });
});
