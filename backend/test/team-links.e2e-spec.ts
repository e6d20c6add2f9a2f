import { TEAM_MESSAGES } from '@standl/contracts';
import { PASSWORD_RESET_REQUESTS } from '../src/admin/http/account-links.controller.js';
import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { bearer, GOOD_PASSWORD, signIn, teamMember } from './support/team.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let organiser: { Authorization: string };

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
  organiser = await adminAuth(t);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** The token of the last link to `page` that arrived for `address`, read from the mail. */
async function linkTokenFor(address: string, page: string): Promise<string> {
  await t.settle();
  const mails = smtp.to(address);
  const text = mails.at(-1)?.parsed.text ?? '';
  const match = new RegExp(`${page}\\?token=([^\\s\\]>"]+)`).exec(text);
  if (!match) throw new Error(`Kein Link in der Mail an ${address}: ${text}`);
  return decodeURIComponent(match[1]!);
}

const invite = (email: string, role = 'setup', name = 'Anna Berger') =>
  t.http().post('/api/admin/team/invitations').set(organiser).send({ name, email, role });

describe('invitation (issue 29)', () => {
  it('goes out as a mail whose link shows the invitation, sets the password once, then signs in', async () => {
    const { body: invited } = await invite('anna@example.at').expect(201);
    expect(invited).toMatchObject({ state: 'invited', role: 'setup', username: 'anna@example.at' });
    const hours = (Date.parse(invited.invitationExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const token = await linkTokenFor('anna@example.at', 'admin-einladung');
    const mail = smtp.to('anna@example.at')[0]!;
    expect(mail.parsed.subject).toMatch(/^Einladung ins Team/);
    expect(mail.parsed.text).toContain(`${t.config.publicUrl}/admin-einladung?token=`);
    expect(mail.parsed.text).toContain('Aufbau');

    const check = await t.http().post('/api/admin/invitation/check').send({ token }).expect(200);
    expect(check.body).toEqual({
      name: 'Anna Berger',
      email: 'anna@example.at',
      role: 'setup',
      expiresAt: invited.invitationExpiresAt,
    });
    // Not signed in before accepting.
    await t
      .http()
      .post('/api/admin/login')
      .send({ username: 'anna@example.at', password: GOOD_PASSWORD })
      .expect(401);

    const weak = await t
      .http()
      .post('/api/admin/invitation/accept')
      .send({ token, password: 'Anna-Berger-1234' })
      .expect(400);
    expect(weak.body.message).toBe(TEAM_MESSAGES.passwordContainsName);
    const short = await t
      .http()
      .post('/api/admin/invitation/accept')
      .send({ token, password: 'kurz' })
      .expect(400);
    expect(short.body.message).toBe(TEAM_MESSAGES.passwordTooShort);

    const accepted = await t
      .http()
      .post('/api/admin/invitation/accept')
      .send({ token, password: GOOD_PASSWORD })
      .expect(200);
    expect(accepted.body).toEqual({
      message: TEAM_MESSAGES.invitationAccepted,
      username: 'anna@example.at',
    });
    const again = await t
      .http()
      .post('/api/admin/invitation/accept')
      .send({ token, password: `${GOOD_PASSWORD}!` })
      .expect(409);
    expect(again.body.message).toBe(TEAM_MESSAGES.linkUsed);

    const session = await signIn(t, 'Anna@Example.at', GOOD_PASSWORD);
    const me = await t.http().get('/api/admin/me').set(bearer(session)).expect(200);
    expect(me.body).toMatchObject({ role: 'setup', name: 'Anna Berger', restriction: null });
    const team = await t.http().get('/api/admin/team').set(organiser).expect(200);
    expect(team.body.accounts[1]).toMatchObject({ state: 'active', invitationExpiresAt: null });
    expect(await t.em().count(DomainEventRecord, { type: 'admin.invitation-accepted.v1' })).toBe(1);
  });

  it('sent again: the old link stops working, the new one works; not once accepted', async () => {
    const { body: invited } = await invite('anna@example.at').expect(201);
    const first = await linkTokenFor('anna@example.at', 'admin-einladung');
    await t.http().post(`/api/admin/team/${invited.id}/invitation`).set(organiser).expect(200);
    const second = await linkTokenFor('anna@example.at', 'admin-einladung');
    expect(second).not.toBe(first);
    expect(smtp.to('anna@example.at')).toHaveLength(2);

    const old = await t.http().post('/api/admin/invitation/check').send({ token: first });
    expect([old.status, old.body.message]).toEqual([409, TEAM_MESSAGES.linkUsed]);
    await t
      .http()
      .post('/api/admin/invitation/accept')
      .send({ token: second, password: GOOD_PASSWORD })
      .expect(200);
    const refused = await t
      .http()
      .post(`/api/admin/team/${invited.id}/invitation`)
      .set(organiser)
      .expect(409);
    expect(refused.body.message).toBe(TEAM_MESSAGES.invitationAlreadyAccepted);
  });

  it('expires after 72 hours', async () => {
    t.clock.set(new Date());
    await invite('anna@example.at').expect(201);
    const token = await linkTokenFor('anna@example.at', 'admin-einladung');
    t.clock.advance(72 * 3_600_000 + 1_000);
    for (const [path, body] of [
      ['/api/admin/invitation/check', { token }],
      ['/api/admin/invitation/accept', { token, password: GOOD_PASSWORD }],
    ] as const) {
      const response = await t.http().post(path).send(body);
      expect([response.status, response.body.message]).toEqual([410, TEAM_MESSAGES.linkExpired]);
    }
  });

  it('refuses forged, garbled and foreign links with 400', async () => {
    await invite('anna@example.at').expect(201);
    const token = await linkTokenFor('anna@example.at', 'admin-einladung');
    const [id, signature] = token.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    for (const forged of [
      `${id}.${flipped}`,
      `00000000-0000-4000-8000-000000000000.${signature}`,
      'kein-token',
      `${id}`,
    ]) {
      const response = await t.http().post('/api/admin/invitation/check').send({ token: forged });
      expect([forged, response.status, response.body.message]).toEqual([
        forged,
        400,
        TEAM_MESSAGES.linkInvalid,
      ]);
    }
    // An invitation's token is no reset token.
    const foreign = await t
      .http()
      .post('/api/admin/password-reset/confirm')
      .send({ token, password: GOOD_PASSWORD })
      .expect(400);
    expect(foreign.body.message).toBe(TEAM_MESSAGES.linkInvalid);
  });

  it('keeps the token out of the stored events', async () => {
    await invite('anna@example.at').expect(201);
    const token = await linkTokenFor('anna@example.at', 'admin-einladung');
    const events = await t.em().find(DomainEventRecord, {});
    const stored = JSON.stringify(events.map((event) => event.payload));
    expect(stored).toContain(token.split('.')[0]);
    expect(stored).not.toContain(token.split('.')[1]);
  });

  it('shows the mail in the outbox without the link token (docs/decisions.md 207)', async () => {
    await invite('anna@example.at').expect(201);
    const token = await linkTokenFor('anna@example.at', 'admin-einladung');
    const [mail] = await t.em().find(MailMessage, { purpose: 'team-invitation' });
    const { body } = await t.http().get(`/api/admin/outbox/${mail!.id}`).set(organiser).expect(200);

    expect(body.html).toContain('admin-einladung?token=…');
    expect(body.text).toContain('admin-einladung?token=…');
    for (const part of [body.html, body.text]) {
      expect(part).not.toContain(token.split('.')[1]);
      expect(part).not.toContain(encodeURIComponent(token));
    }
  });
});

describe('password reset', () => {
  const request = (email: string) => t.http().post('/api/admin/password-reset').send({ email });

  it('answers the same for any address and mails only an active account', async () => {
    const karl = await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    await invite('anna@example.at').expect(201);
    await t.settle();
    smtp.clear();

    const known = await request('KARL@example.at').expect(202);
    const unknown = await request('niemand@example.at').expect(202);
    const invitedOnly = await request('anna@example.at').expect(202);
    expect(known.body).toEqual({ message: TEAM_MESSAGES.resetRequested });
    expect(unknown.body).toEqual(known.body);
    expect(invitedOnly.body).toEqual(known.body);
    await t.settle();
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['karl@example.at']]);
    expect(
      await t.em().count(DomainEventRecord, { type: 'admin.password-reset-requested.v1' }),
    ).toBe(1);
    expect(await t.em().count(MailMessage, { purpose: 'team-password-reset' })).toBe(1);

    const token = await linkTokenFor('karl@example.at', 'admin-passwort-neu');
    const weak = await t
      .http()
      .post('/api/admin/password-reset/confirm')
      .send({ token, password: 'Passwort2024!' })
      .expect(400);
    expect(weak.body.message).toBe(TEAM_MESSAGES.passwordTooCommon);
    const done = await t
      .http()
      .post('/api/admin/password-reset/confirm')
      .send({ token, password: 'Zimtstern-Vanillekipferl-9' })
      .expect(200);
    expect(done.body).toEqual({ message: TEAM_MESSAGES.passwordResetDone });
    // Every session ended; the old password is gone, the new one works.
    await t.http().get('/api/admin/me').set(bearer(karl.token)).expect(401);
    await t
      .http()
      .post('/api/admin/login')
      .send({ username: karl.username, password: GOOD_PASSWORD })
      .expect(401);
    await signIn(t, karl.username, 'Zimtstern-Vanillekipferl-9');
    const reused = await t
      .http()
      .post('/api/admin/password-reset/confirm')
      .send({ token, password: 'Noch-ein-anderes-Passwort-3' })
      .expect(409);
    expect(reused.body.message).toBe(TEAM_MESSAGES.linkUsed);
  });

  it('is valid for one hour; a newer link replaces the older', async () => {
    t.clock.set(new Date());
    await teamMember(t, organiser, 'Karl Kassa', 'karl@example.at', 'cashier');
    await request('karl@example.at').expect(202);
    const first = await linkTokenFor('karl@example.at', 'admin-passwort-neu');
    await request('karl@example.at').expect(202);
    const second = await linkTokenFor('karl@example.at', 'admin-passwort-neu');
    const old = await t
      .http()
      .post('/api/admin/password-reset/confirm')
      .send({ token: first, password: 'Zimtstern-Vanillekipferl-9' })
      .expect(409);
    expect(old.body.message).toBe(TEAM_MESSAGES.linkUsed);

    t.clock.advance(60 * 60_000 + 1_000);
    const expired = await t
      .http()
      .post('/api/admin/password-reset/confirm')
      .send({ token: second, password: 'Zimtstern-Vanillekipferl-9' })
      .expect(410);
    expect(expired.body.message).toBe(TEAM_MESSAGES.linkExpired);
  });

  it('takes five requests per address in 15 minutes, known address or not', async () => {
    for (let i = 0; i < PASSWORD_RESET_REQUESTS.maxFailures; i += 1) {
      await request(`niemand${i}@example.at`).expect(202);
    }
    const refused = await request('karl@example.at').expect(429);
    expect(refused.body.message).toBe(TEAM_MESSAGES.tooManyResetRequests);
  });
});
