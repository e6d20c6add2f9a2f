import { AnalyticsEvent } from '../src/analytics/domain/analytics-event.entity.js';
import { ANALYTICS_RATE_LIMIT } from '../src/analytics/http/analytics.controller.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const pageView = { sessionId: 'session-1', eventType: 'page_view', page: '/impressum' };

describe('POST /api/analytics/events', () => {
  it('stores the event with a daily visitor hash instead of the client address', async () => {
    await t
      .http()
      .post('/api/analytics/events')
      .set('User-Agent', 'Mozilla/5.0 Testbrowser')
      .send({ ...pageView, data: { step: 2 } })
      .expect(204);

    const [stored] = await t.em().find(AnalyticsEvent, {});
    expect(stored).toMatchObject({
      sessionId: 'session-1',
      eventType: 'page_view',
      page: '/impressum',
      data: { step: 2 },
      userAgent: 'Mozilla/5.0 Testbrowser',
    });
    expect(stored.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(stored)).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
  });

  it('stores no page view of the console, the scanner or the sync helper (the report covers public pages)', async () => {
    for (const page of [
      '/admin-dashboard',
      '/admin-login',
      '/admin',
      '/qr-scanner',
      '/sync-helper',
    ]) {
      await t
        .http()
        .post('/api/analytics/events')
        .send({ ...pageView, page })
        .expect(204);
    }
    await t.http().post('/api/analytics/events').send(pageView).expect(204);

    const stored = await t.em().find(AnalyticsEvent, {});
    expect(stored.map((event) => event.page)).toEqual(['/impressum']);
  });

  it('gives the same visitor the same hash on one day and another on the next', async () => {
    t.clock.set('2026-11-21T09:00:00Z');
    await t.http().post('/api/analytics/events').send(pageView).expect(204);
    await t.http().post('/api/analytics/events').send(pageView).expect(204);
    t.clock.set('2026-11-22T09:00:00Z');
    await t.http().post('/api/analytics/events').send(pageView).expect(204);

    const hashes = (await t.em().find(AnalyticsEvent, {}, { orderBy: { id: 'asc' } })).map(
      (e) => e.visitorHash,
    );
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
  });

  it.each([
    [
      { ...pageView, eventType: 'mouse_move' },
      'Unbekannter Ereignistyp',
      { code: 'ANALYTICS_UNKNOWN_EVENT_TYPE' },
    ],
    [
      { ...pageView, sessionId: undefined },
      'sessionId muss ein Text sein',
      { code: 'VALIDATION_MUST_BE_TEXT', params: { field: 'sessionId' } },
    ],
    [
      { ...pageView, sessionId: 'a b' },
      'sessionId enthält ungültige Zeichen',
      { code: 'ANALYTICS_SESSION_ID_INVALID' },
    ],
    [
      { ...pageView, page: 'x'.repeat(301) },
      'page ist zu lang',
      { code: 'ANALYTICS_FIELD_TOO_LONG', params: { field: 'page' } },
    ],
    [
      { ...pageView, data: 'text' },
      'data muss ein Objekt sein',
      { code: 'VALIDATION_MUST_BE_OBJECT', params: { field: 'data' } },
    ],
    [
      { ...pageView, data: { blob: 'x'.repeat(2100) } },
      'data ist zu groß',
      { code: 'ANALYTICS_DATA_TOO_LARGE' },
    ],
    [
      { ...pageView, ipAddress: '1.2.3.4' },
      'Unbekanntes Feld: ipAddress',
      { code: 'VALIDATION_UNKNOWN_FIELD', params: { field: 'ipAddress' } },
    ],
  ])('refuses %o with 400 and the German message', async (body, message, coded) => {
    const response = await t.http().post('/api/analytics/events').send(body).expect(400);

    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request', ...coded });
    expect(await t.em().count(AnalyticsEvent)).toBe(0);
  });

  it('cuts a client off with 429 after the limit per minute', async () => {
    t.clock.set('2026-11-23T12:00:00Z');
    const statuses: number[] = [];
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.limit + 2; i += 1) {
      statuses.push((await t.http().post('/api/analytics/events').send(pageView)).status);
    }

    expect(statuses.filter((s) => s === 204)).toHaveLength(ANALYTICS_RATE_LIMIT.limit);
    const refused = await t.http().post('/api/analytics/events').send(pageView).expect(429);
    expect(refused.body.message).toBe(
      'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.em().count(AnalyticsEvent)).toBe(ANALYTICS_RATE_LIMIT.limit);
  });
});
