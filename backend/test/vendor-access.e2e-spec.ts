import request from 'supertest';
import { ACCESS_CODE_ATTEMPTS } from '../src/views/http/vendors.controller.js';
import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register, registration } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url, trustProxy: true });
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const SENT =
  'Falls diese E-Mail-Adresse bei uns angemeldet ist, haben wir Ihnen den Zugangscode gesendet. Bitte sehen Sie auch im Spam-Ordner nach.';

function remind(email: unknown, ip = '203.0.113.7') {
  return t
    .http()
    .post('/api/vendors/access-code-reminder')
    .set('X-Forwarded-For', ip)
    .send({ email });
}

describe("'Zugangscode vergessen?'", () => {
  it('mails the code to a known address, in any letter case, once per ten minutes', async () => {
    const { accessCode } = await register(t, {
      email: 'Anna.Huber@example.at',
      name: 'Anna Huber',
    });
    await t.settle();
    smtp.clear();

    const { body } = await remind('anna.huber@EXAMPLE.at').expect(202);
    expect(body).toEqual({ message: SENT });
    await remind('anna.huber@example.at').expect(202);
    await t.settle();

    expect(smtp.to('anna.huber@example.at')).toHaveLength(1);
    const mail = smtp.to('anna.huber@example.at')[0]!.parsed;
    expect(mail.subject).toContain('Ihr Zugangscode');
    expect(mail.text).toContain(`${accessCode.slice(0, 5)}-${accessCode.slice(5)}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/dashboard`);

    t.clock.advance(10 * 60_000);
    await remind('anna.huber@example.at').expect(202);
    await t.settle();
    expect(smtp.to('anna.huber@example.at')).toHaveLength(2);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const started = performance.now();
    const { body } = await remind('niemand@example.at').expect(202);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(body).toEqual({ message: SENT });
    await t.settle();
    expect(smtp.received).toHaveLength(0);
    expect(await t.em().count(MailMessage, {})).toBe(0);
  });

  it('sends nothing to a blocked vendor', async () => {
    const { vendorId } = await register(t, { email: 'gesperrt@example.at' });
    await t.settle();
    smtp.clear();
    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/block`)
      .set(await adminAuth(t))
      .send({ reason: 'Nicht aufgebaut' })
      .expect(200);
    await remind('gesperrt@example.at').expect(202);
    await t.settle();
    expect(smtp.to('gesperrt@example.at')).toHaveLength(0);
  });

  it('refuses a missing or invalid address in German, and is rate-limited per client', async () => {
    expect((await remind('').expect(400)).body.message).toBe(
      'Bitte geben Sie Ihre E-Mail-Adresse ein',
    );
    expect((await remind('kein@').expect(400)).body.message).toBe('Ungültige E-Mail-Adresse');
    for (let i = 0; i < 5; i += 1) await remind(`x${i}@example.at`, '198.51.100.1').expect(202);
    const limited = await remind('x@example.at', '198.51.100.1').expect(429);
    expect(limited.body.message).toBe(
      'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    );
  });
});

describe('a returning vendor', () => {
  it('opens the status without typing the code while the session cookie is valid', async () => {
    const browser = request.agent(t.app.getHttpServer());
    const { body: registered } = await browser
      .post('/api/vendors/register')
      .send(registration({ email: 'zurueck@example.at' }))
      .expect(201);
    const { body } = await browser.get('/api/vendors/session').expect(200);
    expect(body.vendor).toMatchObject({
      id: registered.vendorId,
      accessCode: registered.accessCode,
    });

    await browser.post('/api/vendors/logout').expect(204);
    const after = await browser.get('/api/vendors/session').expect(401);
    expect(after.body.message).toBe('Bitte melden Sie sich mit Ihrem Zugangscode an.');
    await t.http().get('/api/vendors/session').expect(401);
  });
});

describe('one registration per e-mail and season', () => {
  const ALREADY =
    'Mit dieser E-Mail-Adresse besteht bereits eine Anmeldung. Bitte melden Sie sich mit Ihrem Zugangscode an oder lassen Sie ihn sich über „Zugangscode vergessen?“ erneut senden.';

  it('refuses a second registration with the same address in any letter case', async () => {
    await register(t, { email: 'doppelt@example.at' });
    const again = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ email: 'Doppelt@Example.AT' }))
      .expect(409);
    expect(again.body.message).toBe(ALREADY);
    const byOrganiser = await t
      .http()
      .post('/api/admin/vendors')
      .set(await adminAuth(t))
      .send({
        name: 'Doppelt',
        email: 'DOPPELT@example.at',
        phone: '+43 664 1234567',
        description: 'Noch einmal angemeldet',
      })
      .expect(409);
    expect(byOrganiser.body.message).toBe(
      'Mit dieser E-Mail-Adresse ist bereits ein Händler angemeldet.',
    );
  });

  it('lets one of two simultaneous submits through', async () => {
    const body = registration({ email: 'gleichzeitig@example.at' });
    const answers = await Promise.all([
      t.http().post('/api/vendors/register').send(body),
      t.http().post('/api/vendors/register').send(body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('double clicks', () => {
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('store and announce one contact message when it is sent twice 10 ms apart', async () => {
    const auth = await adminAuth(t);
    await t
      .http()
      .patch('/api/admin/market-settings')
      .set(auth)
      .send({ adminNotificationEmail: 'orga@example.at' })
      .expect(200);
    const browser = request.agent(t.app.getHttpServer());
    const { body } = await browser.post('/api/vendors/register').send(registration()).expect(201);
    const send = () =>
      browser.post(`/api/vendors/${body.vendorId}/contact`).send({ message: 'Wann ist Aufbau?' });
    const [first, second] = await Promise.all([send(), delay(10).then(send)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    await t.settle();
    const { body: messages } = await t
      .http()
      .get(`/api/admin/vendors/${body.vendorId}/messages`)
      .set(auth)
      .expect(200);
    expect(messages).toHaveLength(1);
    expect(
      smtp.to('orga@example.at').filter((m) => m.parsed.subject?.startsWith('Nachricht')),
    ).toHaveLength(1);
  });

  it('assign a stall and mail the confirmation once when the organiser clicks twice', async () => {
    const auth = await adminAuth(t);
    const { vendorId } = await register(t, { email: 'zweimal@example.at' });
    await t.settle();
    smtp.clear();
    const { body: stalls } = await t.http().get('/api/booths').expect(200);
    const boothId = (stalls as { id: number; number: string }[]).find(
      (b) => b.number === 'AK-09',
    )!.id;
    const assign = () =>
      t.http().post(`/api/admin/vendors/${vendorId}/assign-booth`).set(auth).send({ boothId });
    const answers = await Promise.all([assign(), delay(10).then(assign)]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await t.settle();
    expect(smtp.to('zweimal@example.at')).toHaveLength(1);
  });
});

describe('guessing access codes from many addresses', () => {
  it('counts an IPv6 client by its /64 network, so new addresses of one network get no new guesses', async () => {
    t.clock.set('2026-01-11T08:00:00Z');
    const { accessCode } = await register(t);
    const from = (address: string) =>
      t.http().post('/api/vendors/status').set('X-Forwarded-For', address);
    for (let i = 0; i < ACCESS_CODE_ATTEMPTS.maxFailures; i += 1) {
      await from(`2001:db8:aa:bb::${(i + 1).toString(16)}`)
        .send({ accessCode: `WRONG${i}` })
        .expect(404);
    }

    await from('2001:db8:aa:bb:ffff:1:2:3').send({ accessCode }).expect(429);
    await from('2001:db8:aa:bc::1').send({ accessCode }).expect(200);
  });
});
