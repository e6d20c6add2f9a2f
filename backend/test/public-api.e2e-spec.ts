import { BoothArea } from '../src/booths/domain/booth-area.entity.js';
import { MarketSettings } from '../src/market/domain/market-settings.entity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

describe('GET /api/market-settings', () => {
  it('answers the seeded season of the current year with the organiser contact', async () => {
    t.clock.set('2026-11-21T10:00:00Z');
    await t.reset();
    t.clock.set('2026-11-21T10:00:00Z');

    const response = await t.http().get('/api/market-settings').expect(200);

    expect(response.body).toMatchObject({
      currentYear: 2026,
      marketStartDate: '2026-12-05',
      marketEndDate: '2026-12-08',
      setupStartDate: '2026-12-01',
      setupEndDate: '2026-12-04',
      teardownStartDate: '2026-12-09',
      teardownEndDate: '2026-12-12',
      dailyOpenTime: '10:00',
      dailyCloseTime: '20:00',
      isRegistrationOpen: true,
      registrationState: 'open',
      organizer: { city: 'St. Veit an der Glan', postalCode: '9300' },
    });
    expect(response.body).not.toHaveProperty('adminNotificationEmail');
    expect(response.body).not.toHaveProperty('bankIban');
  });

  it.each([
    [{ isRegistrationOpen: false }, 'disabled'],
    [{ registrationStartDate: new Date('2026-12-01T08:00:00Z') }, 'not_started'],
    [{ registrationEndDate: new Date('2026-11-01T00:00:00Z') }, 'ended'],
    [
      {
        registrationStartDate: new Date('2026-11-01T00:00:00Z'),
        registrationEndDate: new Date('2026-11-30T00:00:00Z'),
      },
      'open',
    ],
  ])('derives the registration state from %o as %s', async (change, state) => {
    t.clock.set('2026-11-21T10:00:00Z');
    const em = t.em();
    const settings = await em.findOneOrFail(MarketSettings, { id: 1 });
    Object.assign(settings, change);
    await em.flush();

    const response = await t.http().get('/api/market-settings').expect(200);

    expect(response.body.registrationState).toBe(state);
  });
});

describe('GET /api/booth-areas', () => {
  it('lists the four seeded areas with prices in cents and their stall counts', async () => {
    const response = await t.http().get('/api/booth-areas').expect(200);

    expect(response.body.map((a: BoothArea) => [a.code, a.name, a.price])).toEqual([
      ['AK', 'Arkadenhof', 15000],
      ['RS', 'Rittersaal', 12000],
      ['BK', 'Burgkeller', 7500],
      ['SO', 'Sonderplatz', 7000],
    ]);
    expect(response.body.map((a: { totalBooths: number }) => a.totalBooths)).toEqual([
      24, 12, 12, 6,
    ]);
    expect(response.body.every((a: BoothArea) => a.allowSelfSelection === true)).toBe(true);
  });

  it('shows an area switched off for self-selection', async () => {
    const em = t.em();
    const area = await em.findOneOrFail(BoothArea, { code: 'BK' });
    area.allowSelfSelection = false;
    await em.flush();

    const response = await t.http().get('/api/booth-areas').expect(200);

    expect(response.body.find((a: BoothArea) => a.code === 'BK').allowSelfSelection).toBe(false);
  });
});

describe('GET /api/booths', () => {
  it('lists every stall numbered AK-01 … with its area and status, and nothing about vendors', async () => {
    const response = await t.http().get('/api/booths').expect(200);

    expect(response.body).toHaveLength(54);
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      number: 'AK-01',
      areaId: expect.any(Number),
      areaCode: 'AK',
      status: 'available',
      isBeingProcessed: false,
      reservationTimeLeft: null,
      locationDescription: null,
      placement: null,
      widthCm: null,
      depthCm: null,
      attributes: { powerAmps: null, water: false, covered: false, vehicleAccess: false },
      price: 15000,
      priceDetail: { base: 15000, surcharges: [] },
    });
    const numbers = response.body.map((b: { number: string }) => b.number);
    expect(numbers).toContain('AK-24');
    expect(numbers).toContain('SO-06');
    expect(numbers.every((n: string) => /^(AK|RS|BK|SO)-\d{2}$/.test(n))).toBe(true);
  });
});

describe('GET /api/lift-settings', () => {
  it('answers the defaults of docs/decisions.md 4 until the organiser saves others', async () => {
    const response = await t.http().get('/api/lift-settings').expect(200);
    const { body: market } = await t.http().get('/api/market-settings').expect(200);
    const year = market.setupStartDate.slice(0, 4);

    expect(response.body).toEqual({
      slotMinutes: 30,
      setup: { startTime: '06:00', endTime: '18:00', enabledDays: [0, 1, 2, 3, 4, 5, 6] },
      breakdown: { startTime: '08:00', endTime: '16:00', enabledDays: [0, 1, 2, 3, 4, 5, 6] },
      // The days of the seeded set-up (1-4 December) and teardown (9-12 December) periods.
      days: {
        setup: ['01', '02', '03', '04'].map((day) => `${year}-12-${day}`),
        breakdown: ['09', '10', '11', '12'].map((day) => `${year}-12-${day}`),
      },
    });
  });
});

describe('GET /api/health', () => {
  it('checks the database', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok', database: 'ok' });
  });
});
