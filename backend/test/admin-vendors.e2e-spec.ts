import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';

let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  const { body } = await t
    .http()
    .post('/api/admin/login')
    .send({ username: 'admin', password: 'geheim123' })
    .expect(200);
  auth = { Authorization: `Bearer ${body.token}` };
});
afterAll(() => t.close());

async function registerAt(time: string, change: Record<string, unknown> = {}) {
  t.clock.set(time);
  const browser = request.agent(t.app.getHttpServer());
  const { body } = await browser
    .post('/api/vendors/register')
    .send(registration(change))
    .expect(201);
  return { browser, vendorId: body.vendorId as string };
}

describe('GET /api/admin/vendors', () => {
  it('lists every vendor, newest first, with status, stall and unread messages', async () => {
    const first = await registerAt('2026-11-21T09:00:00Z', { name: 'Erster Händler' });
    const second = await registerAt('2026-11-21T09:05:00Z', {
      name: 'Zweiter Händler',
      boothAssignmentPreference: 'self',
      selectedBoothId: await boothIdOf(t, 'AK-05'),
    });
    await first.browser
      .post(`/api/vendors/${first.vendorId}/contact`)
      .send({ message: 'Frage 1' })
      .expect(201);
    await first.browser
      .post(`/api/vendors/${first.vendorId}/contact`)
      .send({ message: 'Frage 2' })
      .expect(201);

    const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);

    expect(body.map((v: { name: string }) => v.name)).toEqual([
      'Zweiter Händler',
      'Erster Händler',
    ]);
    expect(body[0]).toMatchObject({
      id: second.vendorId,
      status: 'pending_payment',
      boothNumber: 'AK-05',
      boothAreaName: 'Arkadenhof',
      boothSelectionMethod: 'self_select',
      totalAmount: 15000,
      unreadMessages: 0,
      isBlocked: false,
    });
    expect(body[1]).toMatchObject({
      id: first.vendorId,
      status: 'pending',
      boothNumber: null,
      boothSelectionMethod: 'admin',
      unreadMessages: 2,
    });
  });
});

describe('GET /api/admin/vendors/{id}/messages', () => {
  it("shows a vendor's messages to the organiser, newest first", async () => {
    const vendor = await registerAt('2026-11-21T09:00:00Z');
    await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/contact`)
      .send({ message: 'Erste' })
      .expect(201);
    t.clock.advance(60_000);
    await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/contact`)
      .send({ message: 'Zweite' })
      .expect(201);

    const { body } = await t
      .http()
      .get(`/api/admin/vendors/${vendor.vendorId}/messages`)
      .set(auth)
      .expect(200);

    expect(body.map((m: { message: string }) => m.message)).toEqual(['Zweite', 'Erste']);
    expect(body[0].readAt).toBeNull();
  });

  it('answers 404 for unknown vendors', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'kein-uuid']) {
      const response = await t
        .http()
        .get(`/api/admin/vendors/${id}/messages`)
        .set(auth)
        .expect(404);
      expect(response.body.message).toBe('Händler nicht gefunden');
    }
  });
});
