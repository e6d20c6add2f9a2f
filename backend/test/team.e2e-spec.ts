import { TEAM_MESSAGES } from '@standl/contracts';
import { ADMIN_ACCOUNT_ATTEMPTS } from '../src/admin/commands/log-in-administrator.handler.js';
import { Administrator } from '../src/admin/domain/administrator.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { bearer, GOOD_PASSWORD, signIn, teamMember, totpAt } from './support/team.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let organiser: { Authorization: string };

beforeAll(async () => {
  // Each simulated client sends its own X-Forwarded-For (the per-account lockout test).
  t = await createTestApp({ trustProxy: 'loopback' });
});
beforeEach(async () => {
  await t.reset();
  t.clock.set(new Date());
  organiser = await adminAuth(t);
});
afterAll(() => t.close());

async function adminId(): Promise<number> {
  return (await t.em().findOneOrFail(Administrator, { username: 'admin' })).id;
}

describe('accounts made by the organiser (issue 29)', () => {
  it('creates an account with a one-time password that must be replaced first', async () => {
    const { body } = await t
      .http()
      .post('/api/admin/team')
      .set(organiser)
      .send({ name: 'Olga Orga', email: 'Olga@Example.AT', role: 'organiser' })
      .expect(201);
    expect(body.account).toMatchObject({
      username: 'olga@example.at',
      email: 'olga@example.at',
      name: 'Olga Orga',
      role: 'organiser',
      state: 'active',
      secondFactor: false,
      invitationExpiresAt: null,
    });
    expect(body.oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);

    const token = await signIn(t, 'OLGA@example.at', body.oneTimePassword);
    const me = await t.http().get('/api/admin/me').set(bearer(token)).expect(200);
    expect(me.body).toMatchObject({
      restriction: 'password-change',
      email: 'olga@example.at',
      secondFactor: false,
      secondFactorRequired: false,
    });
    const refused = await t.http().get('/api/admin/team').set(bearer(token)).expect(403);
    expect(refused.body.message).toBe(TEAM_MESSAGES.passwordChangeRequired);

    const weak = await t
      .http()
      .post('/api/admin/change-password')
      .set(bearer(token))
      .send({ currentPassword: body.oneTimePassword, newPassword: 'Olga-Orga-2026!' })
      .expect(400);
    expect(weak.body.message).toBe(TEAM_MESSAGES.passwordContainsName);
    await t
      .http()
      .post('/api/admin/change-password')
      .set(bearer(token))
      .send({ currentPassword: body.oneTimePassword, newPassword: GOOD_PASSWORD })
      .expect(204);
    await t.http().get('/api/admin/team').set(bearer(token)).expect(200);
    expect(await t.em().count(DomainEventRecord, { type: 'admin.account-created.v1' })).toBe(1);
  });

  it('refuses a taken e-mail or username with 409', async () => {
    await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    const email = await t
      .http()
      .post('/api/admin/team/invitations')
      .set(organiser)
      .send({ name: 'Karl 2', email: 'KARL@example.at', role: 'reader' })
      .expect(409);
    expect(email.body.message).toBe(TEAM_MESSAGES.emailTaken);
    const username = await t
      .http()
      .post('/api/admin/team')
      .set(organiser)
      .send({ name: 'Admin 2', email: 'admin2@example.at', role: 'reader', username: 'admin' })
      .expect(409);
    expect(username.body.message).toBe(TEAM_MESSAGES.usernameTaken);
  });

  it('validates name, e-mail and role in German', async () => {
    const cases: [object, string][] = [
      [{ name: ' ', email: 'a@example.at', role: 'reader' }, TEAM_MESSAGES.nameRequired],
      [{ name: 'A', email: 'keine-adresse', role: 'reader' }, TEAM_MESSAGES.emailInvalid],
      [{ name: 'A', email: 'a@example.at', role: 'chef' }, TEAM_MESSAGES.roleInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await t.http().post('/api/admin/team').set(organiser).send(body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });

  it('lists the team, organisers first', async () => {
    await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    const { body } = await t.http().get('/api/admin/team').set(organiser).expect(200);
    expect(body.requireSecondFactor).toBe(false);
    expect(body.accounts.map((a: { username: string }) => a.username)).toEqual([
      'admin',
      'karl@example.at',
    ]);
    expect(body.accounts[1].lastLoginAt).toEqual(expect.any(String));
  });
});

describe('roles and sessions', () => {
  it('lets no role but the organiser reach the team routes, not even on its own account', async () => {
    const karl = await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    const refused = await t
      .http()
      .patch(`/api/admin/team/${karl.id}`)
      .set(bearer(karl.token))
      .send({ role: 'organiser' })
      .expect(403);
    expect(refused.body.message).toBe(TEAM_MESSAGES.roleForbidden('Kasse'));
    await t.http().get('/api/admin/team').set(bearer(karl.token)).expect(403);
    const me = await t.http().get('/api/admin/me').set(bearer(karl.token)).expect(200);
    expect(me.body.role).toBe('cashier');
  });

  it('ends the sessions at once when the role changes', async () => {
    const karl = await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    const { body } = await t
      .http()
      .patch(`/api/admin/team/${karl.id}`)
      .set(organiser)
      .send({ role: 'reader', name: 'Karl Lesen' })
      .expect(200);
    expect(body).toMatchObject({ role: 'reader', name: 'Karl Lesen' });
    await t.http().get('/api/admin/me').set(bearer(karl.token)).expect(401);
    const fresh = await signIn(t, karl.username, GOOD_PASSWORD);
    const me = await t.http().get('/api/admin/me').set(bearer(fresh)).expect(200);
    expect(me.body).toMatchObject({ role: 'reader', name: 'Karl Lesen' });
    const [changed] = await t.em().find(DomainEventRecord, { type: 'admin.account-changed.v1' });
    expect(changed!.payload).toMatchObject({
      changes: { role: { from: 'cashier', to: 'reader' }, name: { to: 'Karl Lesen' } },
      revokedSessions: 1,
    });
    expect(changed!.actor).toBe('admin');
  });

  it('ends the sessions of a deactivated account and refuses its sign-in like a wrong password', async () => {
    const karl = await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    const { body } = await t
      .http()
      .patch(`/api/admin/team/${karl.id}`)
      .set(organiser)
      .send({ active: false })
      .expect(200);
    expect(body).toMatchObject({ active: false, state: 'inactive' });
    await t.http().get('/api/admin/me').set(bearer(karl.token)).expect(401);
    const refused = await t
      .http()
      .post('/api/admin/login')
      .send({ username: karl.username, password: GOOD_PASSWORD })
      .expect(401);
    expect(refused.body.message).toBe('Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.');

    await t
      .http()
      .patch(`/api/admin/team/${karl.id}`)
      .set(organiser)
      .send({ active: true })
      .expect(200);
    await signIn(t, karl.username, GOOD_PASSWORD);
  });

  it('deletes an account; its events keep its name', async () => {
    const karl = await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    await t.http().delete(`/api/admin/team/${karl.id}`).set(organiser).expect(204);
    await t.http().get('/api/admin/me').set(bearer(karl.token)).expect(401);
    await t
      .http()
      .post('/api/admin/login')
      .send({ username: karl.username, password: GOOD_PASSWORD })
      .expect(401);
    const deleted = await t
      .em()
      .findOneOrFail(DomainEventRecord, { type: 'admin.account-deleted.v1' });
    expect(deleted.payload).toMatchObject({ name: 'Karl Kassa', role: 'cashier' });
    expect(await t.em().count(DomainEventRecord, { aggregateId: String(karl.id) })).toBeGreaterThan(
      2,
    );
    await t.http().delete(`/api/admin/team/${karl.id}`).set(organiser).expect(404);
  });
});

describe('the last organiser', () => {
  it('cannot be demoted, and nobody deactivates or deletes their own account', async () => {
    const id = await adminId();
    // An invited organiser who has not accepted yet cannot sign in: no replacement.
    await t
      .http()
      .post('/api/admin/team/invitations')
      .set(organiser)
      .send({ name: 'Olga Orga', email: 'olga@example.at', role: 'organiser' })
      .expect(201);
    const demote = await t
      .http()
      .patch(`/api/admin/team/${id}`)
      .set(organiser)
      .send({ role: 'cashier' })
      .expect(409);
    expect(demote.body.message).toBe(TEAM_MESSAGES.lastOrganiser);
    const deactivate = await t
      .http()
      .patch(`/api/admin/team/${id}`)
      .set(organiser)
      .send({ active: false })
      .expect(409);
    expect(deactivate.body.message).toBe(TEAM_MESSAGES.notYourself);
    const remove = await t.http().delete(`/api/admin/team/${id}`).set(organiser).expect(409);
    expect(remove.body.message).toBe(TEAM_MESSAGES.notYourself);
  });

  it('stays when two organisers demote each other at the same moment', async () => {
    const olga = await teamMember(t, organiser, 'Olga Orga', 'olga@example.at', 'organiser');
    const id = await adminId();
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([
        t.http().patch(`/api/admin/team/${olga.id}`).set(organiser).send({ role: 'cashier' }),
        t.http().patch(`/api/admin/team/${id}`).set(bearer(olga.token)).send({ role: 'cashier' }),
      ]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The loser is refused: 409 (the other was still the last organiser), 403 (it had been
      // demoted while its request waited for the lock) or 401 (its session had already ended, as
      // on the embedded database, where the requests run one after the other).
      expect(statuses.filter((status) => [401, 403, 409].includes(status))).toHaveLength(1);
      expect(await t.em().count(Administrator, { role: 'organiser', active: true })).toBe(1);
      // Both organisers again for the next round (one of them was demoted and signed out).
      const remaining = await t.em().findOneOrFail(Administrator, { role: 'organiser' });
      const remainingAuth =
        remaining.id === id ? bearer(await signIn(t, 'admin', 'geheim123')) : null;
      const auth = remainingAuth ?? bearer(await signIn(t, olga.username, GOOD_PASSWORD));
      await t
        .http()
        .patch(`/api/admin/team/${remaining.id === id ? olga.id : id}`)
        .set(auth)
        .send({ role: 'organiser' })
        .expect(200);
      organiser = bearer(await signIn(t, 'admin', 'geheim123'));
      olga.token = await signIn(t, olga.username, GOOD_PASSWORD);
    }
  });

  it('may step down once another organiser is active', async () => {
    await teamMember(t, organiser, 'Olga Orga', 'olga@example.at', 'organiser');
    await t
      .http()
      .patch(`/api/admin/team/${await adminId()}`)
      .set(organiser)
      .send({ role: 'reader' })
      .expect(200);
  });
});

describe('second factor (TOTP)', () => {
  async function enable(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await t
      .http()
      .post('/api/admin/me/second-factor/setup')
      .set(bearer(token))
      .expect(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Standl:/);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await t
      .http()
      .post('/api/admin/me/second-factor/confirm')
      .set(bearer(token))
      .send({ code: '000000' })
      .expect(400);
    expect(wrong.body.message).toBe(TEAM_MESSAGES.secondFactorWrong);
    const { body } = await t
      .http()
      .post('/api/admin/me/second-factor/confirm')
      .set(bearer(token))
      .send({ code: await totpAt(t, setup.body.secret) })
      .expect(200);
    return { secret: setup.body.secret, recoveryCodes: body.recoveryCodes };
  }

  it('is set up with a code, then asked for at sign-in; codes and recovery codes work once', async () => {
    const karl = await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    const { secret, recoveryCodes } = await enable(karl.token);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    const stored = await t.em().findOneOrFail(Administrator, { id: karl.id });
    expect(stored.totpSecret).not.toContain(secret);
    expect(JSON.stringify(stored.recoveryCodeHashes)).not.toContain(recoveryCodes[0]);

    const login = (code?: string) =>
      t
        .http()
        .post('/api/admin/login')
        .send({ username: karl.username, password: GOOD_PASSWORD, ...(code ? { code } : {}) });
    expect((await login().expect(200)).body).toEqual({ secondFactorRequired: true });
    const wrong = await login('123456').expect(401);
    expect(wrong.body.message).toBe(TEAM_MESSAGES.secondFactorWrong);
    // The code of the confirmation was used: the next step's code signs in, once.
    t.clock.advance(30_000);
    const code = await totpAt(t, secret);
    expect((await login(code).expect(200)).body.token).toEqual(expect.any(String));
    expect((await login(code).expect(401)).body.message).toBe(TEAM_MESSAGES.secondFactorWrong);

    await login(recoveryCodes[0]!.toUpperCase()).expect(200);
    await login(recoveryCodes[0]).expect(401);
    const me = await t.http().get('/api/admin/me').set(bearer(karl.token)).expect(200);
    expect(me.body.secondFactor).toBe(true);
    await t.http().post('/api/admin/me/second-factor/setup').set(bearer(karl.token)).expect(409);
  });

  it('is turned off with the password, or reset by the organiser, which ends the sessions', async () => {
    const karl = await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    await enable(karl.token);
    const wrong = await t
      .http()
      .delete('/api/admin/me/second-factor')
      .set(bearer(karl.token))
      .send({ password: 'falsch' })
      .expect(400);
    expect(wrong.body.message).toBe('Das aktuelle Passwort ist falsch.');
    await t
      .http()
      .delete('/api/admin/me/second-factor')
      .set(bearer(karl.token))
      .send({ password: GOOD_PASSWORD })
      .expect(204);
    await signIn(t, karl.username, GOOD_PASSWORD);

    t.clock.advance(60_000);
    await enable(karl.token);
    const { body } = await t
      .http()
      .post(`/api/admin/team/${karl.id}/second-factor/reset`)
      .set(organiser)
      .expect(200);
    expect(body.secondFactor).toBe(false);
    await t.http().get('/api/admin/me').set(bearer(karl.token)).expect(401);
    await signIn(t, karl.username, GOOD_PASSWORD);
    await t
      .http()
      .post(`/api/admin/team/${karl.id}/second-factor/reset`)
      .set(organiser)
      .expect(409);
  });

  it('is forced by the policy: nothing else until it is set up, and it cannot be turned off', async () => {
    const karl = await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    await t
      .http()
      .put('/api/admin/team/policy')
      .set(organiser)
      .send({ requireSecondFactor: true })
      .expect(200, { requireSecondFactor: true });

    const me = await t.http().get('/api/admin/me').set(bearer(karl.token)).expect(200);
    expect(me.body).toMatchObject({
      restriction: 'second-factor-setup',
      secondFactorRequired: true,
      secondFactor: false,
    });
    const refused = await t.http().get('/api/admin/team').set(organiser).expect(403);
    expect(refused.body.message).toBe(TEAM_MESSAGES.secondFactorSetupRequired);

    const token = organiser.Authorization.slice('Bearer '.length);
    await enable(token);
    await t.http().get('/api/admin/team').set(organiser).expect(200);
    const off = await t
      .http()
      .delete('/api/admin/me/second-factor')
      .set(organiser)
      .send({ password: 'geheim123' })
      .expect(409);
    expect(off.body.message).toBe(TEAM_MESSAGES.secondFactorRequiredByPolicy);
    expect(await t.em().count(DomainEventRecord, { type: 'admin.team-policy-changed.v1' })).toBe(1);
  });
});

describe('lockout per account', () => {
  it('refuses an account after ten failures from any addresses, and only that account', async () => {
    const karl = await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    const from = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
    for (let i = 0; i < ADMIN_ACCOUNT_ATTEMPTS.maxFailures; i += 1) {
      await t
        .http()
        .post('/api/admin/login')
        .set(from(i))
        .send({ username: karl.username, password: `falsch-${i}` })
        .expect(401);
    }
    const locked = await t
      .http()
      .post('/api/admin/login')
      .set(from(50))
      .send({ username: 'KARL@example.at', password: GOOD_PASSWORD })
      .expect(429);
    expect(locked.body.message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    await t
      .http()
      .post('/api/admin/login')
      .set(from(50))
      .send({ username: 'admin', password: 'geheim123' })
      .expect(200);

    t.clock.advance(ADMIN_ACCOUNT_ATTEMPTS.windowMs + 1_000);
    await t
      .http()
      .post('/api/admin/login')
      .set(from(51))
      .send({ username: karl.username, password: GOOD_PASSWORD })
      .expect(200);
  });
});
