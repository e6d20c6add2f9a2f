import type { Response } from 'superagent';
import type request from 'supertest';
import type { TestApp } from './test-app.js';

/** Reads a binary answer (a PDF) into `body` as a Buffer: `.buffer(true).parse(binary)`. */
export function binary(
  response: Response,
  done: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/**
 * The vendor gives a billing address in St. Veit and the organiser books `paymentAmount` (cents)
 * as paid: a stall paid in full gets its invoice once the due work has run (`t.settle()`).
 */
export async function payInFull(
  t: TestApp,
  auth: { Authorization: string },
  vendor: { browser: request.Agent; vendorId: string },
  paymentAmount: number,
): Promise<void> {
  await vendor.browser
    .patch(`/api/vendors/${vendor.vendorId}/billing`)
    .send({
      billingStreet: 'Hauptplatz 3',
      billingPostalCode: '9300',
      billingCity: 'St. Veit an der Glan',
      billingCountry: 'Österreich',
    })
    .expect(200);
  await t
    .http()
    .patch(`/api/admin/vendors/${vendor.vendorId}`)
    .set(auth)
    .send({ paymentAmount })
    .expect(200);
}

/** An invoice's PDF as the console downloads it. */
export async function invoicePdf(
  t: TestApp,
  auth: { Authorization: string },
  number: string,
): Promise<Buffer> {
  const pdf = await t
    .http()
    .get(`/api/invoices/download/${number}`)
    .set(auth)
    .buffer(true)
    .parse(binary)
    .expect(200);
  return pdf.body as Buffer;
}
