import request from 'supertest';
import type { TestApp } from './test-app.js';

let counter = 0;

/** A valid registration body; override what a test is about. */
export function registration(change: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: 'Kerzenzieherei Huber',
    email: `haendler${counter}@example.at`,
    phone: '+43 664 1234567',
    description: 'Handgezogene Bienenwachskerzen',
    boothAssignmentPreference: 'admin',
    termsAccepted: true,
    ...change,
  };
}

export async function boothIdOf(t: TestApp, number: string): Promise<number> {
  const { body } = await t.http().get('/api/booths').expect(200);
  return (body as { id: number; number: string }[]).find((b) => b.number === number)!.id;
}

export async function register(t: TestApp, change: Record<string, unknown> = {}) {
  const response = await t
    .http()
    .post('/api/vendors/register')
    .send(registration(change))
    .expect(201);
  return response.body as {
    vendorId: string;
    accessCode: string;
    requiresPayment: boolean;
    selectedBoothId: number | null;
    boothNumber: string | null;
    holdExpiresAt: string | null;
    waitlist: { areaId: number; areaName: string; position: number } | null;
  };
}

/** A vendor registered through the form, with their session: a browser that keeps its cookie. */
export async function registerInBrowser(t: TestApp, change: Record<string, unknown> = {}) {
  const browser = request.agent(t.app.getHttpServer());
  const { body } = await browser
    .post('/api/vendors/register')
    .send(registration(change))
    .expect(201);
  return { browser, vendorId: body.vendorId as string, accessCode: body.accessCode as string };
}

/** A registered vendor the organiser assigned the stall `boothNumber` to (status confirmed). */
export async function registerOnStall(
  t: TestApp,
  auth: { Authorization: string },
  boothNumber: string,
  change: Record<string, unknown> = {},
) {
  const vendor = await register(t, change);
  await t
    .http()
    .post(`/api/admin/vendors/${vendor.vendorId}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(t, boothNumber) })
    .expect(200);
  return vendor;
}

/** The vendor pays a checkout on the SumUp simulator's hosted page, as the browser posts it. */
export async function payOnSimulator(t: TestApp, checkoutId: string): Promise<void> {
  await t
    .http()
    .post(`/sumup-simulator/pay/${checkoutId}`)
    .type('form')
    .send({ outcome: 'pay' })
    .expect(303);
}
