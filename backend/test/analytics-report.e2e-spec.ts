import request from 'supertest';
import { ANALYTICS_MESSAGES } from '@standl/contracts';
import { SumUpSimulator } from '../src/payments/infra/sumup-simulator.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';

let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  t.clock.set('2026-11-25T09:00:00Z');
  auth = await adminAuth(t);
});
afterAll(() => t.close());

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0';

async function post(
  at: string,
  sessionId: string,
  event: { eventType: string; eventName?: string; page?: string; data?: object },
  userAgent = DESKTOP,
): Promise<void> {
  t.clock.set(at);
  await t
    .http()
    .post('/api/analytics/events')
    .set('User-Agent', userAgent)
    .send({ sessionId, page: '/vendor-registration', ...event })
    .expect(204);
}

const started = { eventType: 'registration_started' };
const step = (name: string, data: object = {}) => ({
  eventType: 'registration_step',
  data: { step: name, ...data },
});
const completed = (success: boolean) => ({
  eventType: 'registration_completed',
  data: { success, requiresPayment: false },
});

function report(query = '') {
  return t.http().get(`/api/admin/analytics${query}`).set(auth);
}

describe('GET /api/admin/analytics', () => {
  it('counts registrations per Vienna day, both ends of the period included', async () => {
    // 23:30 UTC on 19 Nov is 00:30 on 20 Nov in Vienna.
    await post('2026-11-19T22:30:00Z', 's1', started);
    await post('2026-11-19T23:30:00Z', 's2', started);
    await post('2026-11-20T10:00:00Z', 's2', completed(true));
    await post('2026-11-20T10:05:00Z', 's3', started);
    await post('2026-11-20T10:06:00Z', 's3', completed(false));
    await post('2026-11-21T12:00:00Z', 's4', started);
    await post('2026-11-21T12:10:00Z', 's4', { eventType: 'registration_abandoned' });
    await post('2026-11-22T23:30:00Z', 's5', started); // 23 Nov in Vienna: outside

    const { body } = await report('?from=2026-11-19&to=2026-11-22').expect(200);

    expect(body.from).toBe('2026-11-19');
    expect(body.to).toBe('2026-11-22');
    expect(
      body.days.map((d: Record<string, unknown>) => [
        d.day,
        d.registrationsStarted,
        d.registrationsCompleted,
        d.registrationsFailed,
        d.registrationsAbandoned,
      ]),
    ).toEqual([
      ['2026-11-19', 1, 0, 0, 0],
      ['2026-11-20', 2, 1, 1, 0],
      ['2026-11-21', 1, 0, 0, 1],
      ['2026-11-22', 0, 0, 0, 0],
    ]);
  });

  it('shows the funnel: steps in the order they occur, with the drop-off per step', async () => {
    const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00Z`;
    // a: admin assignment, completes
    await post(at(0), 'a', started);
    await post(at(1), 'a', step('booth_assignment_admin'));
    await post(at(2), 'a', completed(true));
    // b: self-selection, picks a stall, completes
    await post(at(3), 'b', started);
    await post(at(4), 'b', step('booth_assignment_self'));
    await post(at(5), 'b', step('booth_selected', { boothNumber: 'AK-01' }));
    await post(at(6), 'b', completed(true));
    // c: self-selection, leaves after picking a stall
    await post(at(7), 'c', started);
    await post(at(8), 'c', step('booth_assignment_self'));
    await post(at(9), 'c', step('booth_selected', { boothNumber: 'AK-02' }));
    await post(at(10), 'c', { eventType: 'registration_abandoned' });
    // d: self-selection, leaves before a stall
    await post(at(11), 'd', started);
    await post(at(12), 'd', step('booth_assignment_self'));
    // e: leaves before any step; a failed submission is no completion
    await post(at(13), 'e', started);
    await post(at(14), 'e', completed(false));
    await post(at(15), 'e', { eventType: 'registration_abandoned' });
    // a step without a started registration does not count
    await post(at(16), 'x', step('booth_assignment_admin'));

    const { body } = await report('?from=2026-11-20&to=2026-11-20').expect(200);

    expect(body.funnel).toEqual({
      started: 5,
      droppedBeforeSteps: 1,
      steps: [
        { step: 'booth_assignment_admin', sessions: 1, droppedHere: 0 },
        { step: 'booth_assignment_self', sessions: 3, droppedHere: 1 },
        { step: 'booth_selected', sessions: 2, droppedHere: 1 },
      ],
      completed: 2,
      abandoned: 2,
    });
  });

  it('sums the booth-selection weights per area', async () => {
    const at = '2026-11-20T10:00:00Z';
    const selected = (boothNumber: string, weight: number) => ({
      eventType: 'booth_selected',
      page: '/booth-self-selection',
      data: { boothNumber, weight },
    });
    await post(at, 'a', selected('AK-01', 10));
    await post(at, 'b', selected('AK-02', 10));
    await post(at, 'c', selected('AK-02', 1));
    await post(at, 'd', selected('RS-03', 1));
    await post(at, 'e', selected('RS-03', 0));
    await post(at, 'f', selected('ZZ-99', 10));
    await post(at, 'g', selected('BK-01', 1000)); // not a weight of the spec: counts 0

    const { body } = await report('?from=2026-11-20&to=2026-11-20').expect(200);

    expect(body.boothSelections).toEqual([
      {
        areaCode: 'AK',
        areaName: 'Arkadenhof',
        selections: 3,
        weight: 21,
        paymentRequired: 2,
        confirmed: 1,
        errors: 0,
      },
      {
        areaCode: null,
        areaName: 'Unbekannter Standplatz',
        selections: 1,
        weight: 10,
        paymentRequired: 1,
        confirmed: 0,
        errors: 0,
      },
      {
        areaCode: 'RS',
        areaName: 'Rittersaal',
        selections: 2,
        weight: 1,
        paymentRequired: 0,
        confirmed: 1,
        errors: 1,
      },
      {
        areaCode: 'BK',
        areaName: 'Burgkeller',
        selections: 1,
        weight: 0,
        paymentRequired: 0,
        confirmed: 0,
        errors: 0,
      },
    ]);
  });

  it('sets payments started against deposits paid', async () => {
    const simulator = t.app.get(SumUpSimulator);
    simulator.retryDelaysMs = [];
    t.clock.set('2026-11-20T10:00:00Z');
    const browser = request.agent(t.app.getHttpServer());
    const boothId = await boothIdOf(t, 'RS-02');
    const { body: vendor } = await browser
      .post('/api/vendors/register')
      .send(registration({ boothAssignmentPreference: 'self', selectedBoothId: boothId }))
      .expect(201);
    const { body: checkout } = await browser
      .post('/api/sumup/create-checkout')
      .send({ vendorId: vendor.vendorId, amount: 10 })
      .expect(201);
    simulator.settle(checkout.checkout_id, 'pay');
    await t.http().get(`/api/sumup/check-payment/${checkout.checkout_id}`).expect(200);
    const payment = { eventType: 'payment_started', page: '/payment', data: { method: 'sumup' } };
    await post('2026-11-20T10:00:00Z', 'p1', payment);
    await post('2026-11-20T10:01:00Z', 'p1', payment);
    await post('2026-11-20T10:02:00Z', 'p2', payment);

    const { body } = await report('?from=2026-11-20&to=2026-11-20').expect(200);

    expect(body.payments).toEqual({
      started: 3,
      startedSessions: 2,
      depositsPaid: 1,
      depositsAmount: 1000,
    });
    expect(body.days[0]).toMatchObject({ paymentsStarted: 3, depositsPaid: 1 });
  });

  it('counts status look-ups, page views per route and phone against desktop sessions', async () => {
    const at = '2026-11-20T10:00:00Z';
    const lookup = (withCode: boolean) => ({
      eventType: 'status_lookup',
      eventName: withCode ? 'with_code' : 'without_code',
      page: '/vendor-status',
      data: { hasAccessCode: withCode },
    });
    await post(at, 'm1', lookup(true), PHONE);
    await post(at, 'm1', lookup(false), PHONE);
    await post(at, 'd1', lookup(false));
    await post(at, 'm1', { eventType: 'page_view', page: '/' }, PHONE);
    await post(at, 'm1', { eventType: 'page_view', page: '/vendor-status' }, PHONE);
    await post(at, 'd1', { eventType: 'page_view', page: '/' });
    await post(at, 'd2', { eventType: 'page_view', page: '/' });
    await post(at, 'd2', { eventType: 'page_view', page: '/' });

    const { body } = await report('?from=2026-11-20&to=2026-11-20').expect(200);

    expect(body.statusLookups).toEqual({ withCode: 1, withoutCode: 2 });
    expect(body.pageViews).toEqual([
      { page: '/', views: 4, sessions: 3 },
      { page: '/vendor-status', views: 1, sessions: 1 },
    ]);
    expect(body.devices).toEqual({ phone: 1, desktop: 2, unknown: 0 });
    expect(body.totals).toEqual({ events: 8, sessions: 3 });
    expect(body.days[0]).toMatchObject({ pageViews: 5, visitors: 1 });
  });

  it('gives no personal data: no session ids, user agents or visitor hashes', async () => {
    await post('2026-11-20T10:00:00Z', 'geheime-sitzung-42', started, PHONE);
    const [stored] = await t
      .em()
      .getConnection()
      .execute<{ visitor_hash: string }[]>('select visitor_hash from analytics_event');

    const { text } = await report('?from=2026-11-20&to=2026-11-20').expect(200);

    expect(text).not.toContain('geheime-sitzung-42');
    expect(text).not.toContain('iPhone');
    expect(text).not.toContain(stored!.visitor_hash);
  });

  it('covers the last 30 days up to today without a period', async () => {
    t.clock.set('2026-11-25T09:00:00Z');
    const { body } = await report().expect(200);

    expect(body.from).toBe('2026-10-27');
    expect(body.to).toBe('2026-11-25');
    expect(body.days).toHaveLength(30);
  });

  it('is for the organiser only', async () => {
    const response = await t.http().get('/api/admin/analytics').expect(401);
    expect(response.body.statusCode).toBe(401);
  });

  it.each([
    ['?from=2026-02-30', ANALYTICS_MESSAGES.invalidFrom, 'ANALYTICS_INVALID_FROM'],
    ['?from=gestern', ANALYTICS_MESSAGES.invalidFrom, 'ANALYTICS_INVALID_FROM'],
    ['?to=2026-13-01', ANALYTICS_MESSAGES.invalidTo, 'ANALYTICS_INVALID_TO'],
    ['?from=2026-11-21&to=2026-11-20', ANALYTICS_MESSAGES.fromAfterTo, 'ANALYTICS_FROM_AFTER_TO'],
    ['?from=2025-01-01&to=2026-11-20', ANALYTICS_MESSAGES.rangeTooLong, 'ANALYTICS_RANGE_TOO_LONG'],
    ['?from=2026-11-01&from=2026-11-02', ANALYTICS_MESSAGES.invalidFrom, 'ANALYTICS_INVALID_FROM'],
  ])('refuses %s with 400 and the German message', async (query, message, code) => {
    const { body } = await report(query).expect(400);
    expect(body).toEqual({ statusCode: 400, message, error: 'Bad Request', code });
  });
});
