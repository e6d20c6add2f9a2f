import { ADMIN_LOGIN_ATTEMPTS } from '../src/admin/http/admin-auth.controller.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { registeredRoutes } from './support/routes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

async function login(password = 'geheim123'): Promise<string> {
  const { body } = await t
    .http()
    .post('/api/admin/login')
    .send({ username: 'admin', password })
    .expect(200);
  return body.token as string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('administrator sign-in (docs/decisions.md 189)', () => {
  it('signs in with username and password and answers who is signed in', async () => {
    const { body } = await t
      .http()
      .post('/api/admin/login')
      .send({ username: 'admin', password: 'geheim123' })
      .expect(200);

    expect(body).toMatchObject({ username: 'admin', token: expect.stringMatching(/^ey/) });
    await t.http().get('/api/admin/me').set(bearer(body.token)).expect(200, {
      username: 'admin',
      name: 'admin',
      role: 'organiser',
      restriction: null,
      email: null,
      secondFactor: false,
      secondFactorRequired: false,
    });
    expect(
      await t.em().count(DomainEventRecord, { type: 'admin.administrator-logged-in.v1' }),
    ).toBe(1);
  });

  it.each([
    [{ username: 'admin', password: 'falsch' }],
    [{ username: 'niemand', password: 'geheim123' }],
  ])('refuses %o with the same 401 text', async (credentials) => {
    const response = await t.http().post('/api/admin/login').send(credentials).expect(401);

    expect(response.body.message).toBe('Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.');
  });

  it('requires both fields', async () => {
    const response = await t
      .http()
      .post('/api/admin/login')
      .send({ username: '', password: 'x' })
      .expect(400);
    expect(response.body.message).toBe('Benutzername ist erforderlich');
  });

  it('cuts off an address after five wrong passwords', async () => {
    for (let i = 0; i < ADMIN_LOGIN_ATTEMPTS.maxFailures; i += 1) {
      await t
        .http()
        .post('/api/admin/login')
        .send({ username: 'admin', password: `falsch${i}` })
        .expect(401);
    }

    const refused = await t
      .http()
      .post('/api/admin/login')
      .send({ username: 'admin', password: 'geheim123' })
      .expect(429);
    expect(refused.body.message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
  });

  it('lets no more than five wrong passwords through when they are sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t
          .http()
          .post('/api/admin/login')
          .send({ username: 'admin', password: `parallel${i}` }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      ADMIN_LOGIN_ATTEMPTS.maxFailures,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      30 - ADMIN_LOGIN_ATTEMPTS.maxFailures,
    );
  });

  it('does not count successful sign-ins as failures', async () => {
    for (let i = 0; i < ADMIN_LOGIN_ATTEMPTS.maxFailures + 2; i += 1) {
      await t
        .http()
        .post('/api/admin/login')
        .send({ username: 'admin', password: 'geheim123' })
        .expect(200);
    }
  });

  it('revokes the token on logout', async () => {
    const token = await login();

    await t.http().post('/api/admin/logout').set(bearer(token)).expect(204);

    const response = await t.http().get('/api/admin/me').set(bearer(token)).expect(401);
    expect(response.body.message).toBe('Bitte melden Sie sich als Administrator an.');
  });

  it('ends a session after 12 hours', async () => {
    t.clock.set(new Date());
    const token = await login();
    t.clock.advance(12 * 3_600_000 + 1000);

    await t.http().get('/api/admin/me').set(bearer(token)).expect(401);
  });

  it('refuses forged and foreign tokens', async () => {
    const token = await login();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;

    await t.http().get('/api/admin/me').set(bearer(forged)).expect(401);
    await t.http().get('/api/admin/me').set(bearer('kein-token')).expect(401);
  });
});

describe('POST /api/admin/change-password', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'neues-passwort' }, 'Aktuelles Passwort ist erforderlich'],
    [
      { currentPassword: 'geheim123', newPassword: '12345' },
      'Das Passwort muss mindestens 12 Zeichen lang sein.',
    ],
    [
      { currentPassword: 'falsch', newPassword: 'neues-passwort' },
      'Das aktuelle Passwort ist falsch.',
    ],
    [
      { currentPassword: 'geheim123', newPassword: '        ' },
      'Das neue Passwort darf nicht nur aus Leerzeichen bestehen',
    ],
    [
      { currentPassword: 'geheim123', newPassword: 'geheim123' },
      'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    ],
  ])('refuses %o with 400 and the German text', async (body, message) => {
    const token = await login();

    const response = await t
      .http()
      .post('/api/admin/change-password')
      .set(bearer(token))
      .send(body)
      .expect(400);

    expect(response.body.message).toBe(message);
  });

  it('changes the password and signs out every other session', async () => {
    const elsewhere = await login();
    const here = await login();

    await t
      .http()
      .post('/api/admin/change-password')
      .set(bearer(here))
      .send({ currentPassword: 'geheim123', newPassword: 'neues-passwort' })
      .expect(204);

    await t.http().get('/api/admin/me').set(bearer(elsewhere)).expect(401);
    await t.http().get('/api/admin/me').set(bearer(here)).expect(200);
    await t
      .http()
      .post('/api/admin/login')
      .send({ username: 'admin', password: 'geheim123' })
      .expect(401);
    await login('neues-passwort');
  });
});

describe('every /api/admin route requires a valid, unrevoked administrator token', () => {
  it('answers 401 without a token and with a revoked one, on every registered admin route', async () => {
    const revoked = await login();
    await t.http().post('/api/admin/logout').set(bearer(revoked)).expect(204);
    // Sign-in and the team's one-time links (issue 29) are for people without a session.
    const publicRoutes = [
      '/api/admin/login',
      '/api/admin/invitation/check',
      '/api/admin/invitation/accept',
      '/api/admin/password-reset',
      '/api/admin/password-reset/confirm',
    ];
    const adminRoutes = registeredRoutes(t.app).filter(
      ([method, path]) =>
        path.startsWith('/api/admin') && !(method === 'POST' && publicRoutes.includes(path)),
    );

    expect(adminRoutes.length).toBeGreaterThanOrEqual(3);
    for (const [method, path] of adminRoutes) {
      const url = path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const call = () => t.http()[method.toLowerCase() as 'get'](url).send({});
      expect([method, path, (await call()).status]).toEqual([method, path, 401]);
      expect([method, path, (await call().set(bearer(revoked))).status]).toEqual([
        method,
        path,
        401,
      ]);
    }
  });
});
