import { randomUUID } from 'node:crypto';
import { ERROR_CODES, VENDOR_MESSAGES } from '@standl/contracts';
import { ACCESS_CODE_ATTEMPTS } from '../src/views/http/vendors.controller.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register, registration } from './support/vendors.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

/** Every error carries the code of its German message (docs/decisions.md 341-348). */
describe('the code beside the German message', () => {
  it('names a wrong access code', async () => {
    const { body } = await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: 'ABCDE12345' })
      .expect(404);

    expect(body).toEqual({
      statusCode: 404,
      message: 'Zugangscode nicht gefunden',
      error: 'Not Found',
      code: 'VENDOR_ACCESS_CODE_NOT_FOUND',
    });
  });

  it('gives the time of too many wrong access codes as a parameter', async () => {
    t.clock.set('2026-12-04T13:20:00Z');
    const { accessCode } = await register(t);
    for (let i = 0; i < ACCESS_CODE_ATTEMPTS.maxFailures; i += 25) {
      const batch = Array.from({ length: Math.min(25, ACCESS_CODE_ATTEMPTS.maxFailures - i) });
      await Promise.all(
        batch.map((_, j) =>
          t
            .http()
            .post('/api/vendors/status')
            .send({ accessCode: `WRONG${i + j}` })
            .expect(404),
        ),
      );
    }

    const { body } = await t.http().post('/api/vendors/status').send({ accessCode }).expect(429);

    expect(body).toEqual({
      statusCode: 429,
      message: VENDOR_MESSAGES.tooManyAccessCodeAttempts('15:20'),
      error: 'Too Many Requests',
      code: 'VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS',
      params: { time: '15:20' },
    });
  });

  it('names a stall someone else holds', async () => {
    const boothId = await boothIdOf(t, 'AK-03');
    await register(t, { boothAssignmentPreference: 'self', selectedBoothId: boothId });
    const { accessCode } = await register(t, { boothAssignmentPreference: 'self' });

    const { body } = await t
      .http()
      .post('/api/vendors/select-booth')
      .send({ accessCode, boothId })
      .expect(409);

    expect(body).toEqual({
      statusCode: 409,
      message: 'Standplatz nicht verfügbar',
      error: 'Conflict',
      code: 'VENDOR_BOOTH_UNAVAILABLE',
    });
  });

  it("lists the code of each of a registration's validation messages", async () => {
    const { body } = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ name: 'A', email: 'kein-at-zeichen' }))
      .expect(400);

    expect(body).toEqual({
      statusCode: 400,
      message: 'Name muss mindestens 2 Zeichen lang sein; Ungültige E-Mail-Adresse',
      error: 'Bad Request',
      code: 'VENDOR_NAME_TOO_SHORT',
      details: [{ code: 'VENDOR_NAME_TOO_SHORT' }, { code: 'VENDOR_INVALID_EMAIL' }],
    });
  });

  it('names an unknown field in the parameters', async () => {
    const { body } = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ email: 'kein-at-zeichen', colour: 'rot' }))
      .expect(400);

    expect(body).toEqual({
      statusCode: 400,
      message: 'Unbekanntes Feld: colour; Ungültige E-Mail-Adresse',
      error: 'Bad Request',
      code: 'VALIDATION_UNKNOWN_FIELD',
      params: { field: 'colour' },
      details: [
        { code: 'VALIDATION_UNKNOWN_FIELD', params: { field: 'colour' } },
        { code: 'VENDOR_INVALID_EMAIL' },
      ],
    });
  });

  it("answers a repeated request's stored refusal with its codes", async () => {
    const { vendorId } = await register(t);
    const auth = await adminAuth(t);
    const key = randomUUID();
    const send = () =>
      t
        .http()
        .post(`/api/admin/vendors/${vendorId}/cash-payment`)
        .set(auth)
        .set('Idempotency-Key', key)
        .send({ amount: 'abc', colour: 'rot' });
    const first = await send().expect(400);

    const again = await send().expect(400);

    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.body).toMatchObject({
      message: 'Unbekanntes Feld: colour; Bitte geben Sie einen gültigen Betrag ein',
      code: 'VALIDATION_UNKNOWN_FIELD',
      params: { field: 'colour' },
      details: [
        { code: 'VALIDATION_UNKNOWN_FIELD', params: { field: 'colour' } },
        { code: 'PAYMENT_INVALID_AMOUNT' },
      ],
    });
  });

  it('names an unknown route with its method and path', async () => {
    const { body } = await t.http().delete('/api/vendors/nowhere?x=1').expect(404);

    expect(body).toEqual({
      statusCode: 404,
      message: 'Nicht gefunden. (DELETE /api/vendors/nowhere)',
      error: 'Not Found',
      code: 'HTTP_ROUTE_NOT_FOUND',
      params: { method: 'DELETE', path: '/api/vendors/nowhere' },
    });
  });

  it('names a body over the limit', async () => {
    const { body } = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ description: 'Kerzen '.repeat(20_000) }))
      .expect(413);

    expect(body).toEqual({
      statusCode: 413,
      message: 'Die Anfrage ist zu groß.',
      error: 'Payload Too Large',
      code: 'HTTP_PAYLOAD_TOO_LARGE',
    });
  });
});

describe('the OpenAPI document', () => {
  it('lists every code and describes the parameters', async () => {
    const { body: document } = await t.http().get('/api/docs-json').expect(200);
    const { ApiErrorCode, ApiErrorDto, ApiErrorDetailDto } = document.components.schemas;

    expect(ApiErrorCode).toMatchObject({ type: 'string', enum: [...ERROR_CODES] });
    expect(ApiErrorDto.required).toContain('code');
    expect(ApiErrorDto.required).not.toContain('params');
    expect(ApiErrorDto.properties.params).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'string' },
    });
    expect(ApiErrorDto.properties.params.description).toContain(
      'VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS (time)',
    );
    expect(ApiErrorDto.properties.details).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/ApiErrorDetailDto' },
    });
    expect(ApiErrorDetailDto.required).toEqual(['code']);
  });
});
