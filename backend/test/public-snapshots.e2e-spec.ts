import { jest } from '@jest/globals';
import { HTTP_MESSAGES } from '@standl/contracts';
import { BoothsController } from '../src/booths/http/booths.controller.js';
import { PublicSnapshots } from '../src/shared/http/public-snapshots.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register } from './support/vendors.js';

/** Issue 17: the map, the areas and the market settings answered from memory. */
const MAX_AGE_MS = 2_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicSnapshotMaxAgeMs: MAX_AGE_MS });
});
beforeEach(() => t.reset());
afterEach(() => jest.restoreAllMocks());
afterAll(() => t.close());

interface PublicBooth {
  id: number;
  number: string;
  isBeingProcessed: boolean;
  locationDescription: string | null;
}

async function boothById(id: number): Promise<PublicBooth> {
  const { body } = await t.http().get('/api/booths').expect(200);
  return (body as PublicBooth[]).find((booth) => booth.id === id)!;
}

async function holdStall(boothId: number): Promise<void> {
  const vendor = await register(t, { boothAssignmentPreference: 'self' });
  await t
    .http()
    .post('/api/vendors/select-booth')
    .send({ accessCode: vendor.accessCode, boothId })
    .expect(200);
}

it('answers the public map, the areas, the directory and the market settings from memory', () => {
  expect(t.app.get(PublicSnapshots).paths()).toEqual([
    '/api/booth-areas',
    '/api/booths',
    '/api/directory',
    '/api/market-settings',
  ]);
});

it('loads the map once for many requests at the same time and then answers from memory', async () => {
  const listBooths = jest.spyOn(t.app.get(BoothsController), 'listBooths');

  const answers = await Promise.all(
    Array.from({ length: 20 }, () => t.http().get('/api/booths').expect(200)),
  );
  const again = await t.http().get('/api/booths').expect(200);

  expect(listBooths).toHaveBeenCalledTimes(1);
  expect(new Set([...answers, again].map((answer) => answer.text)).size).toBe(1);
  expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  expect((again.body as PublicBooth[]).length).toBeGreaterThan(0);
});

it('shows a stall held through this instance to the next request', async () => {
  const boothId = await boothIdOf(t, 'SO-01');
  expect((await boothById(boothId)).isBeingProcessed).toBe(false);

  await holdStall(boothId);

  expect((await boothById(boothId)).isBeingProcessed).toBe(true);
});

it("shows a change made past this instance (another instance's) within the maximum age", async () => {
  const boothId = await boothIdOf(t, 'SO-02');
  await t
    .em()
    .execute('update booth set location_description = ? where id = ?', ['Beim Brunnen', boothId]);

  expect((await boothById(boothId)).locationDescription).not.toBe('Beim Brunnen');
  await new Promise((resolve) => setTimeout(resolve, MAX_AGE_MS + 100));
  expect((await boothById(boothId)).locationDescription).toBe('Beim Brunnen');
});

it('shows a hold as run out once the clock passed its end, without any write', async () => {
  const boothId = await boothIdOf(t, 'SO-03');
  await holdStall(boothId);
  expect((await boothById(boothId)).isBeingProcessed).toBe(true);

  t.clock.advance(31 * 60_000);

  expect((await boothById(boothId)).isBeingProcessed).toBe(false);
});

it('answers 304 to a browser that has the current answer, and HEAD without a body', async () => {
  const first = await t.http().get('/api/market-settings').expect(200);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/".+"$/);

  await t.http().get('/api/market-settings').set('If-None-Match', etag).expect(304);
  const head = await t.http().head('/api/market-settings').expect(200);
  expect(head.text ?? '').toBe('');
  expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(first.text));
});

it('answers a failed load as the route would and keeps nothing of it', async () => {
  const listBooths = jest.spyOn(t.app.get(BoothsController), 'listBooths');
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  listBooths.mockRejectedValueOnce(refused);

  // Past the contract check, which takes any 5xx for a fault.
  const away = await fetch(`${t.config.publicUrl}/api/booths`);
  await t.http().get('/api/booths').expect(200);

  expect(away.status).toBe(503);
  expect(away.headers.get('retry-after')).toBe('5');
  expect(await away.json()).toEqual({
    statusCode: 503,
    message: HTTP_MESSAGES.databaseUnavailable,
    error: 'Service Unavailable',
    code: 'HTTP_DATABASE_UNAVAILABLE',
  });
  expect(listBooths).toHaveBeenCalledTimes(2);
});

it('counts answers from memory against no request budget', async () => {
  for (let i = 0; i < 650; i += 1) {
    await t.http().get('/api/booth-areas').expect(200);
  }
});
