import { ACCESS_CODE_ATTEMPTS } from '../src/views/http/vendors.controller.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { statementsDuring } from './support/statements.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register, registerInBrowser } from './support/vendors.js';

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

function status(t: TestApp, accessCode: unknown, address: string) {
  return t.http().post('/api/vendors/status').set('X-Forwarded-For', address).send({ accessCode });
}

/** The statements on the shared counters that `t` sends while `action` runs. */
async function counterStatementsDuring(t: TestApp, action: () => Promise<unknown>) {
  const { sql } = await statementsDuring(t, action);
  return sql.filter((query) => query.includes('rate_limit_counter'));
}

/** The shared counters of a client address, by their key without the window. */
async function countersOf(address: string): Promise<Record<string, number>> {
  const rows = await first
    .em()
    .getConnection()
    .execute<{ key: string; count: number }[]>(
      `select key, count from rate_limit_counter where key like ? order by key`,
      [`%:${address}`],
    );
  return Object.fromEntries(rows.map(({ key, count }) => [key.replace(/^\d+:/, ''), count]));
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

  it("count a status look-up's request and its access-code attempt in one statement", async () => {
    const { accessCode } = await register(first);

    const right = await counterStatementsDuring(first, () =>
      status(first, accessCode, '198.51.100.50').expect(200),
    );
    const wrong = await counterStatementsDuring(first, () =>
      status(first, 'FALSCH1', '198.51.100.51').expect(404),
    );

    // The right code: both counters in one upsert, then the attempt taken back.
    expect(right).toHaveLength(2);
    expect(right[0]).toMatch(/^insert into rate_limit_counter/);
    expect(right[1]).toMatch(/^update rate_limit_counter set count = count - 1/);
    expect(wrong).toHaveLength(1);
    await expect(countersOf('198.51.100.50')).resolves.toEqual({
      'access-code:198.51.100.50': 0,
      'default:198.51.100.50': 1,
    });
    await expect(countersOf('198.51.100.51')).resolves.toEqual({
      'access-code:198.51.100.51': 1,
      'default:198.51.100.51': 1,
    });
  });

  it('take back the attempt of a look-up refused before its code was judged', async () => {
    await status(first, 'zu-kurz!'.repeat(20), '198.51.100.52').expect(400);
    await status(first, ['kein', 'Text'], '198.51.100.52').expect(400);
    // A signed-in vendor's own code is no attempt either.
    const { browser, accessCode } = await registerInBrowser(first);
    await browser
      .post('/api/vendors/status')
      .set('X-Forwarded-For', '198.51.100.52')
      .send({ accessCode })
      .expect(200);

    // Taken back once each answer has ended: wait for the last one's.
    let counters = await countersOf('198.51.100.52');
    for (let tries = 0; counters['access-code:198.51.100.52'] !== 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      counters = await countersOf('198.51.100.52');
    }
    expect(counters['access-code:198.51.100.52']).toBe(0);
    expect(counters['default:198.51.100.52']).toBe(3);
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
