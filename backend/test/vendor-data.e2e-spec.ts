import request from 'supertest';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  t.clock.set('2026-11-20T10:00:00Z');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function signedIn(change: Record<string, unknown>) {
  const browser = request.agent(t.app.getHttpServer());
  const { body } = await browser
    .post('/api/vendors/register')
    .send(registration(change))
    .expect(201);
  return { browser, vendorId: body.vendorId as string, accessCode: body.accessCode as string };
}

describe('a vendor downloads their data (GET /api/vendors/{id}/data-export)', () => {
  it('holds their data and nobody else’s', async () => {
    const auth = await adminAuth(t);
    const mine = await signedIn({ name: 'Kerzen Huber', email: 'huber@example.at' });
    const other = await signedIn({ name: 'Lebkuchen Maier', email: 'maier@example.at' });
    await t
      .http()
      .post(`/api/admin/vendors/${mine.vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'AK-03') })
      .expect(200);
    await mine.browser
      .post(`/api/vendors/${mine.vendorId}/contact`)
      .send({ message: 'Brauche ich einen Stromanschluss?' })
      .expect(201);
    await other.browser
      .post(`/api/vendors/${other.vendorId}/contact`)
      .send({ message: 'Nachricht von Maier' })
      .expect(201);

    const response = await mine.browser
      .get(`/api/vendors/${mine.vendorId}/data-export`)
      .expect(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="adventmarkt-meine-daten-2026-11-20.json"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toMatchObject({
      exportedAt: '2026-11-20T10:00:00.000Z',
      vendor: {
        id: mine.vendorId,
        name: 'Kerzen Huber',
        email: 'huber@example.at',
        accessCode: mine.accessCode,
        status: 'confirmed',
      },
      registeredAt: '2026-11-20T10:00:00.000Z',
      booth: { number: 'AK-03' },
      account: { totalAmount: 15000, paidAmount: 0 },
      invoices: [],
      liftAppointments: [],
      messages: [{ message: 'Brauche ich einen Stromanschluss?' }],
    });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('maier@example.at');
    expect(text).not.toContain('Nachricht von Maier');
    expect(text).not.toContain(other.vendorId);
  });

  it('is only for the vendor themselves', async () => {
    const mine = await signedIn({});
    const other = await signedIn({});
    await mine.browser.get(`/api/vendors/${other.vendorId}/data-export`).expect(403);
    await t.http().get(`/api/vendors/${mine.vendorId}/data-export`).expect(401);
  });
});
