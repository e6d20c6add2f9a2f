import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  const frontendDir = mkdtempSync(join(tmpdir(), 'standl-frontend-'));
  writeFileSync(
    join(frontendDir, 'index.html'),
    '<!doctype html><title>Standl</title><div id="root"></div>',
  );
  writeFileSync(join(frontendDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ frontendDir });
});
afterAll(() => t.close());

describe('one error format for every failure', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.http().get('/api/does-not-exist').expect(404);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      statusCode: 404,
      message: 'Nicht gefunden. (GET /api/does-not-exist)',
      error: 'Not Found',
      code: 'HTTP_ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/does-not-exist' },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t
      .http()
      .post('/api/analytics/events')
      .set('Content-Type', 'application/json')
      .send('{"sessionId": "x",')
      .expect(400);

    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Der Anfrageinhalt ist kein gültiges JSON.',
      error: 'Bad Request',
      code: 'HTTP_INVALID_JSON',
    });
  });

  it('answers a JSON array body with 400 and a German text', async () => {
    const response = await t.http().post('/api/analytics/events').send([1, 2]).expect(400);

    expect(response.body.message).toBe('Der Anfrageinhalt muss ein JSON-Objekt sein.');
    expect(response.body.code).toBe('VALIDATION_BODY_MUST_BE_OBJECT');
    const empty = await t.http().post('/api/vendors/register').send([]).expect(400);
    expect(empty.body.message).toBe('Der Anfrageinhalt muss ein JSON-Objekt sein.');
  });

  it('refuses the NUL character anywhere in a body with 400, never 500', async () => {
    for (const body of [
      { username: 'ad\u0000min', password: 'x' },
      { username: 'admin', password: 'x', ['a\u0000']: 1 },
    ]) {
      const response = await t.http().post('/api/admin/login').send(body).expect(400);
      expect(response.body.message).toBe('Die Eingabe enthält ein ungültiges Steuerzeichen (NUL).');
      expect(response.body.code).toBe('VALIDATION_NUL_CHARACTER');
    }
    const registration = await t
      .http()
      .post('/api/vendors/register')
      .send({ name: 'Kerzen\u0000Huber', email: 'a@example.at' })
      .expect(400);
    expect(registration.body.message).toBe(
      'Die Eingabe enthält ein ungültiges Steuerzeichen (NUL).',
    );
  });

  it('refuses a lone surrogate (no Unicode text) with 400 before any validator sees it', async () => {
    // JSON allows '\ud800'; the e-mail validator threw on it (500) and PostgreSQL refuses it.
    const escaped = '{"email":"\\ud800@example.at"}';
    const response = await t
      .http()
      .post('/api/vendors/access-code-reminder')
      .set('Content-Type', 'application/json')
      .send(escaped)
      .expect(400);

    expect(response.body.message).toBe(
      'Die Eingabe enthält ungültige Zeichen (kein gültiges Unicode).',
    );
    await t
      .http()
      .post('/api/vendors/access-code-reminder')
      .send({ email: 'kerzen😀@example.at' })
      .expect((answer) => expect(answer.status).not.toBe(500));
  });

  it('refuses a body nested deeper than 16 levels with 400, not a stack overflow', async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const response = await t
      .http()
      .post('/api/vendors/status')
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(400);

    expect(response.body.message).toBe('Der Anfrageinhalt ist zu tief verschachtelt.');
    expect(response.body.code).toBe('VALIDATION_TOO_DEEP');
  });

  it('answers bodies over 100 kB with 413', async () => {
    const response = await t
      .http()
      .post('/api/analytics/events')
      .send({ sessionId: 's', eventType: 'page_view', page: 'x'.repeat(150_000) })
      .expect(413);

    expect(response.body).toEqual({
      statusCode: 413,
      message: 'Die Anfrage ist zu groß.',
      error: 'Payload Too Large',
      code: 'HTTP_PAYLOAD_TOO_LARGE',
    });
  });

  it('sends security headers', async () => {
    const response = await t.http().get('/api/health').expect(200);

    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the built frontend on the same URL', () => {
  it.each(['/', '/impressum', '/vendor-registration', '/anything/else'])(
    'serves index.html for the client route %s',
    async (path) => {
      const response = await t.http().get(path).expect(200);

      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<div id="root"></div>');
    },
  );

  it('serves static files as they are', async () => {
    const response = await t.http().get('/logo.svg').expect(200);

    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});

describe('OpenAPI', () => {
  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.http().get('/api/docs/').redirects(1).expect(200);

    expect(response.text).toContain('swagger');
  });

  it('documents every endpoint with its request and response schemas', async () => {
    const { body: document } = await t.http().get('/api/docs-json').expect(200);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Record<string, unknown>>).map(([method, op]) => ({
        path,
        method,
        op,
      })),
    );

    expect(operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual([
      'DELETE /api/admin/booth-areas/{id}/plan-image',
      'DELETE /api/admin/email-templates/{id}',
      'DELETE /api/admin/invitation-lists/{id}',
      'DELETE /api/admin/lift-appointments/{id}',
      'DELETE /api/admin/me/second-factor',
      'DELETE /api/admin/team/{id}',
      'DELETE /api/admin/vendors/{id}',
      'DELETE /api/admin/waitlist/entries/{id}',
      'DELETE /api/vendor/lift-appointments/{id}',
      'DELETE /api/vendors/{id}/waitlist',
      'GET /api/admin/analytics',
      'GET /api/admin/audit-log',
      'GET /api/admin/audit-log/export',
      'GET /api/admin/audit-log/settings',
      'GET /api/admin/background-tasks',
      'GET /api/admin/bank-statements',
      'GET /api/admin/bank-statements/{id}',
      'GET /api/admin/booth-sheets',
      'GET /api/admin/booths',
      'GET /api/admin/email-templates',
      'GET /api/admin/emergency-list',
      'GET /api/admin/invitation-lists',
      'GET /api/admin/invoice-settings',
      'GET /api/admin/invoices',
      'GET /api/admin/jobs',
      'GET /api/admin/lift-appointments',
      'GET /api/admin/lift-slots',
      'GET /api/admin/lift-slots/{date}/{type}',
      'GET /api/admin/mail-batches/{batchId}',
      'GET /api/admin/mail-settings',
      'GET /api/admin/market-settings',
      'GET /api/admin/me',
      'GET /api/admin/outbox',
      'GET /api/admin/outbox/{id}',
      'GET /api/admin/payment-readiness',
      'GET /api/admin/payments',
      'GET /api/admin/scan-list',
      'GET /api/admin/stats',
      'GET /api/admin/team',
      'GET /api/admin/vendor-archive',
      'GET /api/admin/vendors',
      'GET /api/admin/vendors/{id}/booth-suggestion',
      'GET /api/admin/vendors/{id}/history',
      'GET /api/admin/vendors/{id}/messages',
      'GET /api/admin/vendors/{id}/payment-status',
      'GET /api/admin/vendors/{id}/payments',
      'GET /api/admin/vendors/{id}/withdrawal',
      'GET /api/admin/waitlist',
      'GET /api/booth-areas',
      'GET /api/booth-areas/{id}/plan-image',
      'GET /api/booths',
      'GET /api/directory',
      'GET /api/health',
      'GET /api/invitations/{token}',
      'GET /api/invoices/download/{invoiceNumber}',
      'GET /api/lift-settings',
      'GET /api/market-settings',
      'GET /api/public/lift-slots/{date}/{type}',
      'GET /api/qr-code/{vendorId}',
      'GET /api/sumup/check-payment/{checkoutId}',
      'GET /api/sumup/config',
      'GET /api/vendor/lift-appointments/{id}',
      'GET /api/vendor/lift-appointments/{id}/{appointmentId}/calendar',
      'GET /api/vendors/session',
      'GET /api/vendors/{id}/data-export',
      'GET /api/vendors/{id}/email-change',
      'GET /api/vendors/{id}/invoice',
      'GET /api/vendors/{id}/withdrawal',
      'PATCH /api/admin/booth-areas/{id}',
      'PATCH /api/admin/booths/{id}',
      'PATCH /api/admin/booths/{id}/layout',
      'PATCH /api/admin/lift-appointments/{id}',
      'PATCH /api/admin/market-settings',
      'PATCH /api/admin/team/{id}',
      'PATCH /api/admin/vendor-archive/{id}',
      'PATCH /api/admin/vendor-archive/{id}/unblock',
      'PATCH /api/admin/vendors/{id}',
      'PATCH /api/vendors/{id}/billing',
      'PATCH /api/vendors/{id}/profile',
      'POST /api/admin/background-tasks/{kind}/{id}/discard',
      'POST /api/admin/background-tasks/{kind}/{id}/retry',
      'POST /api/admin/bank-statements',
      'POST /api/admin/bank-statements/{id}/book',
      'POST /api/admin/booths/{id}/reserve-manually',
      'POST /api/admin/change-password',
      'POST /api/admin/check-block-unbuilt',
      'POST /api/admin/email-templates',
      'POST /api/admin/email-templates/defaults',
      'POST /api/admin/generate-scan-codes',
      'POST /api/admin/invitation-lists',
      'POST /api/admin/invitation-lists/import',
      'POST /api/admin/invitation/accept',
      'POST /api/admin/invitation/check',
      'POST /api/admin/invoices/{invoiceNumber}/cancel',
      'POST /api/admin/lift-appointments',
      'POST /api/admin/login',
      'POST /api/admin/logout',
      'POST /api/admin/me/second-factor/confirm',
      'POST /api/admin/me/second-factor/setup',
      'POST /api/admin/outbox/{id}/discard',
      'POST /api/admin/outbox/{id}/release',
      'POST /api/admin/outbox/{id}/retry',
      'POST /api/admin/password-reset',
      'POST /api/admin/password-reset/confirm',
      'POST /api/admin/prepare-next-year-invitations',
      'POST /api/admin/refunds/{id}/refunded',
      'POST /api/admin/resend-invitation',
      'POST /api/admin/scan-code',
      'POST /api/admin/scan-lookup',
      'POST /api/admin/season-change',
      'POST /api/admin/send-csv-email',
      'POST /api/admin/send-direct-email',
      'POST /api/admin/send-invitation-email',
      'POST /api/admin/send-invitations',
      'POST /api/admin/send-mass-email',
      'POST /api/admin/send-payment-reminders',
      'POST /api/admin/team',
      'POST /api/admin/team/invitations',
      'POST /api/admin/team/{id}/invitation',
      'POST /api/admin/team/{id}/second-factor/reset',
      'POST /api/admin/vendor-archive',
      'POST /api/admin/vendors',
      'POST /api/admin/vendors/{id}/assign-booth',
      'POST /api/admin/vendors/{id}/bank-transfer',
      'POST /api/admin/vendors/{id}/block',
      'POST /api/admin/vendors/{id}/cash-payment',
      'POST /api/admin/vendors/{id}/invoice',
      'POST /api/admin/vendors/{id}/mark-setup',
      'POST /api/admin/vendors/{id}/messages/read',
      'POST /api/admin/vendors/{id}/payment',
      'POST /api/admin/vendors/{id}/unblock',
      'POST /api/admin/vendors/{id}/withdrawal',
      'POST /api/admin/waitlist/entries',
      'POST /api/admin/waitlist/entries/{id}/offer',
      'POST /api/analytics/events',
      'POST /api/payments/process',
      'POST /api/sumup/create-checkout',
      'POST /api/sumup/webhook',
      'POST /api/vendor/confirm-setup',
      'POST /api/vendor/lift-appointments',
      'POST /api/vendors/access-code-reminder',
      'POST /api/vendors/email-change/confirm',
      'POST /api/vendors/logout',
      'POST /api/vendors/register',
      'POST /api/vendors/select-booth',
      'POST /api/vendors/status',
      'POST /api/vendors/{id}/contact',
      'POST /api/vendors/{id}/email-change',
      'POST /api/vendors/{id}/waitlist',
      'POST /api/vendors/{id}/withdrawal',
      'POST /api/waitlist-offers/accept',
      'POST /api/waitlist-offers/decline',
      'POST /api/waitlist-offers/lookup',
      'PUT /api/admin/booth-areas/{id}/plan-image',
      'PUT /api/admin/email-templates/{id}',
      'PUT /api/admin/invoice-settings',
      'PUT /api/admin/lift-settings',
      'PUT /api/admin/mail-settings',
      'PUT /api/admin/team/policy',
      'PUT /api/admin/vendors/{id}/billing',
      'PUT /api/admin/waitlist/areas/{areaId}/order',
    ]);
    for (const { op, method, path } of operations) {
      const responses = op.responses as Record<string, { content?: unknown; description?: string }>;
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
      expect(success).toBeDefined();
      if (success![0] !== '204') {
        // Invoice documents answer the stored PDF (or the e-invoice XML), everything else JSON.
        const mediaType =
          /invoice(s\/download\/\{invoiceNumber\})?$/.test(path) && method === 'get'
            ? 'application/pdf'
            : path.endsWith('/calendar')
              ? 'text/calendar'
              : path === '/api/admin/booth-sheets' || path === '/api/admin/emergency-list'
                ? 'application/pdf'
                : path.startsWith('/api/qr-code/') ||
                    (path.endsWith('/plan-image') && method === 'get')
                  ? 'image/png'
                  : path === '/api/admin/audit-log/export'
                    ? 'text/csv'
                    : 'application/json';
        expect(success![1].content).toHaveProperty([mediaType, 'schema']);
      }
      const bodyless =
        /\/(logout|unblock|mark-setup|messages\/read|defaults|retry|release|discard|send-payment-reminders|invoice|generate-scan-codes|check-block-unbuilt|team\/\{id\}\/invitation|second-factor\/setup|second-factor\/reset)$/.test(
          path,
        );
      // The bank statement and the plan uploads take the file as multipart/form-data (`file`).
      const upload =
        (path === '/api/admin/bank-statements' && method === 'post') ||
        (path.endsWith('/plan-image') && method === 'put');
      if ((method === 'patch' || method === 'post' || upload) && !bodyless) {
        expect(op.requestBody).toHaveProperty([
          'content',
          upload ? 'multipart/form-data' : 'application/json',
          'schema',
        ]);
      }
      expect(typeof op.operationId).toBe('string');
      expect(typeof op.summary).toBe('string');
    }
  });

  it('documents the errors every operation can answer, with the one error schema', async () => {
    const { body: document } = await t.http().get('/api/docs-json').expect(200);
    const errorSchema = { $ref: '#/components/schemas/ApiErrorDto' };
    expect(document.components.schemas.ApiErrorDto.required.sort()).toEqual([
      'code',
      'error',
      'message',
      'statusCode',
    ]);

    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, OpenApiOperation>)) {
        const secured = (op.security ?? []).length > 0;
        // Health is never rate-limited (issue 26): no 429 to document.
        const unlimited = op['x-rate-limit'] === 'none';
        expect([path, unlimited]).toEqual([path, path === '/api/health']);
        if (unlimited) expect(op.responses['429']).toBeUndefined();
        const expected = [
          '400',
          '413',
          '415',
          ...(unlimited ? [] : ['429']),
          '503',
          ...(path.includes('{') ? ['404'] : []),
          ...(secured ? ['401'] : []),
        ];
        for (const status of expected) {
          const where = `${method.toUpperCase()} ${path} ${status}`;
          expect([where, op.responses[status]?.content?.['application/json']?.schema]).toEqual([
            where,
            path === '/api/health' && status === '503' ? expect.anything() : errorSchema,
          ]);
        }
      }
    }
  });

  it('answers an unsupported charset with the documented 415', async () => {
    const response = await t
      .http()
      .post('/api/vendors/status')
      .set('Content-Type', 'application/json; charset=latin2')
      .send('{"accessCode":"X"}');

    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      statusCode: 415,
      message: 'Nicht unterstützter Inhaltstyp.',
      error: 'Unsupported Media Type',
      code: 'HTTP_UNSUPPORTED_MEDIA_TYPE',
    });
  });
});

interface OpenApiOperation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-rate-limit'?: string;
}
