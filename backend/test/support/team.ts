import type { AdminRole } from '@standl/contracts';
import { generate } from 'otplib';
import { Administrator } from '../../src/admin/domain/administrator.entity.js';
import { hashPassword } from '../../src/admin/domain/password.js';
import type { TestApp } from './test-app.js';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A password the policy accepts for any account of these tests. */
export const GOOD_PASSWORD = 'Lebkuchen-Glühwein-7Zwerge';

/** Signs in and answers the token (fails the test on anything but a token). */
export async function signIn(
  t: TestApp,
  username: string,
  password: string,
  code?: string,
): Promise<string> {
  const { body } = await t
    .http()
    .post('/api/admin/login')
    .send({ username, password, ...(code ? { code } : {}) })
    .expect(200);
  if (!body.token) throw new Error(`Keine Anmeldung: ${JSON.stringify(body)}`);
  return body.token as string;
}

/**
 * An account made by the organiser with a one-time password, then signed in and given its own
 * password: ready to work. Answers its id and a token.
 */
export async function teamMember(
  t: TestApp,
  organiser: { Authorization: string },
  name: string,
  email: string,
  role: string,
): Promise<{ id: number; token: string; username: string }> {
  const { body } = await t
    .http()
    .post('/api/admin/team')
    .set(organiser)
    .send({ name, email, role })
    .expect(201);
  const first = await signIn(t, body.account.username, body.oneTimePassword);
  await t
    .http()
    .post('/api/admin/change-password')
    .set(bearer(first))
    .send({ currentPassword: body.oneTimePassword, newPassword: GOOD_PASSWORD })
    .expect(204);
  return { id: body.account.id, token: first, username: body.account.username };
}

/** The TOTP code of `secret` at the app's clock, `offsetSteps` periods later. */
export function totpAt(t: TestApp, secret: string, offsetSteps = 0): Promise<string> {
  return generate({
    secret,
    epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSteps * 30,
  });
}

/**
 * A ready account of `role` written straight into the table, with {@link GOOD_PASSWORD}: for
 * tests about what a role may do, not about how accounts come to be. Answers its id.
 */
export async function insertAccount(
  t: TestApp,
  username: string,
  displayName: string,
  role: AdminRole,
): Promise<number> {
  const em = t.em();
  const account = em.create(Administrator, {
    username,
    displayName,
    role,
    passwordHash: await hashPassword(GOOD_PASSWORD),
    createdAt: t.clock.now(),
  });
  await em.flush();
  return account.id;
}
