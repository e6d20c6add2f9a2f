import request from 'supertest';
import { VENDOR_MESSAGES, VENDOR_PROFILE_MESSAGES } from '@standl/contracts';
import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import { VendorEmailChange } from '../src/registration/domain/vendor-email-change.entity.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { registration } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
  t.clock.set('2026-11-20T10:00:00Z');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** A registered vendor with their session cookie. */
async function signedIn(change: Record<string, unknown> = {}) {
  const browser = request.agent(t.app.getHttpServer());
  const { body } = await browser
    .post('/api/vendors/register')
    .send(registration(change))
    .expect(201);
  return { browser, vendorId: body.vendorId as string };
}

async function history(vendorId: string): Promise<[string, string | null][]> {
  const { body } = await t
    .http()
    .get(`/api/admin/vendors/${vendorId}/history`)
    .set(await adminAuth(t))
    .expect(200);
  return (body as { title: string; detail: string | null }[]).map((e) => [e.title, e.detail]);
}

/** The confirmation token of the last mail to `address`. */
async function tokenFor(address: string): Promise<string> {
  await t.settle();
  const text = smtp.to(address).at(-1)?.parsed.text ?? '';
  const match = /email-bestaetigen\?token=([^\s\]>"]+)/.exec(text);
  if (!match) throw new Error(`Kein Link in der Mail an ${address}: ${text}`);
  return decodeURIComponent(match[1]!);
}

const confirm = (token: string) =>
  t.http().post('/api/vendors/email-change/confirm').send({ token });

describe('PATCH /api/vendors/{id}/profile', () => {
  it('saves name, phone and description with the registration’s rules; the organiser sees which fields changed', async () => {
    const vendor = await signedIn({ email: 'huber@example.at' });
    const saved = await vendor.browser
      .patch(`/api/vendors/${vendor.vendorId}/profile`)
      .send({ phone: ' +43 660 7654321 ', description: 'Kerzen und Lebkuchenherzen' })
      .expect(200);
    expect(saved.body).toMatchObject({
      id: vendor.vendorId,
      phone: '+43 660 7654321',
      description: 'Kerzen und Lebkuchenherzen',
      name: 'Kerzenzieherei Huber',
      email: 'huber@example.at',
    });
    // The same again changes nothing and records nothing.
    await vendor.browser
      .patch(`/api/vendors/${vendor.vendorId}/profile`)
      .send({ phone: '+43 660 7654321' })
      .expect(200);
    const events = await t.em().find(DomainEventRecord, {
      type: 'registration.vendor-profile-updated.v1',
    });
    expect(events.map((event) => [event.payload, event.actor])).toEqual([
      [{ fields: ['phone', 'description'] }, 'vendor'],
    ]);
    expect((await history(vendor.vendorId))[0]).toEqual([
      'Eigene Daten geändert',
      'Geändert: Telefon, Beschreibung',
    ]);
  });

  it('refuses what registration refuses, null and the e-mail address, with German messages', async () => {
    const vendor = await signedIn();
    const path = `/api/vendors/${vendor.vendorId}/profile`;
    const short = await vendor.browser.patch(path).send({ phone: '123' }).expect(400);
    expect(short.body.message).toContain(VENDOR_MESSAGES.phoneTooShort);
    const long = await vendor.browser
      .patch(path)
      .send({ name: 'x'.repeat(201) })
      .expect(400);
    expect(long.body.message).toContain(VENDOR_MESSAGES.nameTooLong);
    const cleared = await vendor.browser.patch(path).send({ name: null }).expect(400);
    expect(cleared.body.message).toContain(VENDOR_MESSAGES.nameTooShort);
    await vendor.browser.patch(path).send({ email: 'neu@example.at' }).expect(400);
    const row = await t.em().findOneOrFail(Vendor, { id: vendor.vendorId });
    expect([row.name, row.phone]).toEqual(['Kerzenzieherei Huber', '+43 664 1234567']);
  });

  it('is the vendor’s own: another vendor 403, no session 401; a rejected vendor may still correct', async () => {
    const vendor = await signedIn();
    const other = await signedIn();
    await other.browser
      .patch(`/api/vendors/${vendor.vendorId}/profile`)
      .send({ phone: '+43 660 0000000' })
      .expect(403);
    await t
      .http()
      .patch(`/api/vendors/${vendor.vendorId}/profile`)
      .send({ phone: '+43 660 0000000' })
      .expect(401);
    await t
      .http()
      .patch(`/api/admin/vendors/${vendor.vendorId}`)
      .set(await adminAuth(t))
      .send({ status: 'rejected' })
      .expect(200);
    await vendor.browser
      .patch(`/api/vendors/${vendor.vendorId}/profile`)
      .send({ name: 'Huber Kerzen OG' })
      .expect(200);
  });
});

describe('a new e-mail address by its confirmation link', () => {
  it('takes effect only by the link to the new address; the old address is told afterwards', async () => {
    const vendor = await signedIn({ email: 'alt@example.at' });
    const requested = await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/email-change`)
      .send({ email: ' Neu@Example.at ' })
      .expect(202);
    expect(requested.body).toEqual({
      pendingEmail: 'Neu@Example.at',
      expiresAt: '2026-11-21T10:00:00.000Z',
    });
    const pending = await vendor.browser
      .get(`/api/vendors/${vendor.vendorId}/email-change`)
      .expect(200);
    expect(pending.body).toEqual(requested.body);
    const exported = await vendor.browser
      .get(`/api/vendors/${vendor.vendorId}/data-export`)
      .expect(200);
    expect(exported.body.pendingEmailChange).toEqual(requested.body);

    const token = await tokenFor('neu@example.at');
    const mail = smtp.to('neu@example.at')[0]!;
    expect(mail.parsed.subject).toMatch(/^Neue E-Mail-Adresse bestätigen/);
    expect(mail.parsed.text).toContain(`${t.config.publicUrl}/email-bestaetigen?token=`);
    expect(mail.parsed.text).toContain('21. November 2026 um 11:00');
    // Nothing changed yet, and no address is in any event.
    expect((await t.em().findOneOrFail(Vendor, { id: vendor.vendorId })).email).toBe(
      'alt@example.at',
    );
    expect(
      smtp.to('alt@example.at').filter((m) => /geändert/.test(m.parsed.subject ?? '')),
    ).toEqual([]);

    const confirmed = await confirm(token).expect(200);
    expect(confirmed.body).toEqual({ email: 'Neu@Example.at' });
    expect((await t.em().findOneOrFail(Vendor, { id: vendor.vendorId })).email).toBe(
      'Neu@Example.at',
    );
    const status = await vendor.browser.get('/api/vendors/session').expect(200);
    expect(status.body.vendor.email).toBe('Neu@Example.at');
    const none = await vendor.browser
      .get(`/api/vendors/${vendor.vendorId}/email-change`)
      .expect(200);
    expect(none.body).toEqual({ pendingEmail: null, expiresAt: null });

    await t.settle();
    const notice = smtp.to('alt@example.at').at(-1)!;
    expect(notice.parsed.subject).toMatch(/^Ihre E-Mail-Adresse wurde geändert/);
    const noticeText = (notice.parsed.text ?? '').replace(/\s+/g, ' ');
    expect(noticeText).toContain('Wir schreiben Ihnen ab jetzt an Neu@Example.at');
    expect(noticeText).toContain('wenden Sie sich bitte umgehend an den Veranstalter');

    const again = await confirm(token).expect(409);
    expect(again.body.message).toBe(VENDOR_PROFILE_MESSAGES.linkUsed);
    const events = await t.em().find(DomainEventRecord, {
      aggregateId: vendor.vendorId,
      type: { $like: 'registration.vendor-email%' },
    });
    expect(JSON.stringify(events.map((event) => event.payload))).not.toMatch(/@/);
    expect((await history(vendor.vendorId)).slice(0, 2)).toEqual([
      ['E-Mail-Adresse geändert', 'vom Händler über den Link bestätigt'],
      ['Neue E-Mail-Adresse angefordert', 'Bestätigungslink an die neue Adresse gesendet'],
    ]);
    // The outbox does not show the confirmation link's token.
    const [queued] = await t.em().find(MailMessage, { purpose: 'vendor-email-confirm' });
    const shown = await t
      .http()
      .get(`/api/admin/outbox/${queued!.id}`)
      .set(await adminAuth(t))
      .expect(200);
    expect(shown.body.text).toContain('token=…');
    expect(shown.body.text).not.toContain(token);
  });

  it('answers a forged link 400, an expired one 410 and one replaced by a newer request 409', async () => {
    const vendor = await signedIn({ email: 'alt@example.at' });
    const forged = await confirm('8f7c1d52-3b1f-4d84-9a55-2f0f4c1a9e11.AAAA').expect(400);
    expect(forged.body.message).toBe(VENDOR_PROFILE_MESSAGES.linkInvalid);

    const path = `/api/vendors/${vendor.vendorId}/email-change`;
    await vendor.browser.post(path).send({ email: 'erste@example.at' }).expect(202);
    const first = await tokenFor('erste@example.at');
    await confirm(`${first.split('.')[0]}.${'A'.repeat(43)}`).expect(400);
    t.clock.advance(5 * 60_000);
    await vendor.browser.post(path).send({ email: 'zweite@example.at' }).expect(202);
    const second = await tokenFor('zweite@example.at');
    const replaced = await confirm(first).expect(409);
    expect(replaced.body.message).toBe(VENDOR_PROFILE_MESSAGES.linkReplaced);

    t.clock.advance(24 * 3_600_000);
    const expired = await confirm(second).expect(410);
    expect(expired.body.message).toBe(VENDOR_PROFILE_MESSAGES.linkExpired);
    expect((await t.em().findOneOrFail(Vendor, { id: vendor.vendorId })).email).toBe(
      'alt@example.at',
    );
  });

  it('refuses the current address 400, a blocked one 403 and another vendor’s 409; the same click twice sends one mail', async () => {
    const vendor = await signedIn({ email: 'alt@example.at' });
    const other = await signedIn({ email: 'belegt@example.at' });
    const blocked = await signedIn({ email: 'gesperrt@example.at' });
    await t
      .http()
      .post(`/api/admin/vendors/${blocked.vendorId}/block`)
      .set(await adminAuth(t))
      .send({ reason: 'Test' })
      .expect(200);
    const path = `/api/vendors/${vendor.vendorId}/email-change`;
    const same = await vendor.browser.post(path).send({ email: 'ALT@example.at' }).expect(400);
    expect(same.body.message).toBe(VENDOR_PROFILE_MESSAGES.sameEmail);
    const refused = await vendor.browser
      .post(path)
      .send({ email: 'gesperrt@example.at' })
      .expect(403);
    expect(refused.body.message).toBe(VENDOR_MESSAGES.emailBlocked);
    const taken = await vendor.browser.post(path).send({ email: 'Belegt@example.at' }).expect(409);
    expect(taken.body.message).toBe(VENDOR_PROFILE_MESSAGES.emailTaken);
    await vendor.browser.post(path).send({ email: 'kein-mail' }).expect(400);
    expect(other.vendorId).toBeTruthy();

    const [a, b] = await Promise.all([
      vendor.browser.post(path).send({ email: 'neu@example.at' }),
      vendor.browser.post(path).send({ email: 'neu@example.at' }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    await t.settle();
    expect(smtp.to('neu@example.at')).toHaveLength(1);
    expect(await t.em().count(VendorEmailChange, { vendorId: vendor.vendorId })).toBe(1);
  });

  it('checks the address again at confirmation: taken meanwhile by a registration, the link says 409 and nothing changes', async () => {
    const vendor = await signedIn({ email: 'alt@example.at' });
    await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/email-change`)
      .send({ email: 'neu@example.at' })
      .expect(202);
    const token = await tokenFor('neu@example.at');
    await signedIn({ email: 'NEU@example.at' });
    const taken = await confirm(token).expect(409);
    expect(taken.body.message).toBe(VENDOR_PROFILE_MESSAGES.emailTaken);
    expect((await t.em().findOneOrFail(Vendor, { id: vendor.vendorId })).email).toBe(
      'alt@example.at',
    );
  });

  it('opened five times at once: one change, four 409, one notice', async () => {
    const vendor = await signedIn({ email: 'alt@example.at' });
    await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/email-change`)
      .send({ email: 'neu@example.at' })
      .expect(202);
    const token = await tokenFor('neu@example.at');
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(
      await t.em().count(DomainEventRecord, { type: 'registration.vendor-email-changed.v1' }),
    ).toBe(1);
    await t.settle();
    expect(
      smtp.to('alt@example.at').filter((m) => /geändert/.test(m.parsed.subject ?? '')),
    ).toHaveLength(1);
  });

  it('limits requests to five per vendor and hour, and the public confirmation per client', async () => {
    const vendor = await signedIn({ email: 'alt@example.at' });
    const path = `/api/vendors/${vendor.vendorId}/email-change`;
    for (let n = 1; n <= 5; n += 1) {
      t.clock.advance(2 * 60_000);
      await vendor.browser
        .post(path)
        .send({ email: `neu${n}@example.at` })
        .expect(202);
    }
    const sixth = await vendor.browser.post(path).send({ email: 'neu6@example.at' }).expect(429);
    expect(sixth.body.message).toBe(VENDOR_PROFILE_MESSAGES.tooManyEmailChanges);
    // Another vendor is not held back by it.
    const other = await signedIn();
    await other.browser
      .post(`/api/vendors/${other.vendorId}/email-change`)
      .send({ email: 'anders@example.at' })
      .expect(202);
    t.clock.advance(60 * 60_000);
    await vendor.browser.post(path).send({ email: 'neu6@example.at' }).expect(202);

    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) statuses.push((await confirm('kaputt')).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('goes with the vendor when the organiser deletes them', async () => {
    const vendor = await signedIn({ email: 'alt@example.at' });
    await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/email-change`)
      .send({ email: 'neu@example.at' })
      .expect(202);
    const token = await tokenFor('neu@example.at');
    await t
      .http()
      .delete(`/api/admin/vendors/${vendor.vendorId}`)
      .set(await adminAuth(t))
      .expect(200);
    expect(await t.em().count(VendorEmailChange, {})).toBe(0);
    await confirm(token).expect(400);
  });
});
