import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import { MAIL_BACKOFF_MS } from '../src/communication/jobs/mail-delivery.worker.js';
import { MailOutbox, type OutgoingMail } from '../src/communication/outbox/mail-outbox.js';
import { DomainTransaction } from '../src/shared/events/domain-transaction.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Adventmarkt <markt@example.at>' });
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

function mail(change: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: 'anna@example.at',
    toName: 'Anna Huber',
    subject: 'Ihre Anmeldung',
    html: '<p>Hallo Anna,</p><p>Ihr Zugangscode: <b>ABCDE-12345</b></p>',
    category: 'registration',
    automatic: true,
    cause: 'test',
    ...change,
  };
}

async function queue(app: TestApp, ...mails: OutgoingMail[]) {
  const outbox = app.app.get(MailOutbox);
  return app.app.get(DomainTransaction).run(async ({ em }) => {
    const queued = [];
    for (const one of mails) queued.push(await outbox.queue(em, one));
    return queued;
  });
}

async function rows() {
  return t.em().find(MailMessage, {}, { orderBy: { id: 'asc' } });
}

describe('mail delivery over SMTP', () => {
  it('delivers a queued message with an HTML and a plain-text part, once', async () => {
    await queue(t, mail());
    await t.settle();
    await t.settle();

    expect(smtp.received).toHaveLength(1);
    const [{ parsed, envelopeTo }] = smtp.received;
    expect(envelopeTo).toEqual(['anna@example.at']);
    expect(parsed.from?.value).toEqual([{ name: 'Adventmarkt', address: 'markt@example.at' }]);
    expect(parsed.to && 'value' in parsed.to ? parsed.to.value : []).toEqual([
      { name: 'Anna Huber', address: 'anna@example.at' },
    ]);
    expect(parsed.subject).toBe('Ihre Anmeldung');
    expect(parsed.html).toContain('<b>ABCDE-12345</b>');
    expect(parsed.text).toContain('Ihr Zugangscode: ABCDE-12345');
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(parsed.messageId).toBe(row!.messageId);
  });

  it('cannot be used for header injection: line breaks in subject and name become spaces', async () => {
    await queue(
      t,
      mail({ subject: 'Hallo\r\nBcc: chef@example.at', toName: 'Anna\r\nCc: x@example.at' }),
    );
    await t.settle();

    const [{ parsed, envelopeTo, raw }] = smtp.received;
    expect(envelopeTo).toEqual(['anna@example.at']);
    expect(parsed.subject).toBe('Hallo Bcc: chef@example.at');
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.cc).toBeUndefined();
    expect(raw).not.toMatch(/^Bcc:/im);
  });

  it('refuses an invalid recipient with a German 400 and queues nothing', async () => {
    await expect(
      queue(t, mail({ to: 'anna@example.at\r\nBcc: x@example.at' })),
    ).rejects.toMatchObject({
      response: { message: 'Ungültige E-Mail-Adresse' },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('queues a message once per dedupe key', async () => {
    const [first] = await queue(t, mail({ dedupeKey: 'confirmation:42' }));
    const [second] = await queue(t, mail({ dedupeKey: 'confirmation:42' }));
    expect(second).toEqual({ ...first, duplicate: true });
    await t.settle();
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps mail while the server is down and delivers every one once when it is back', async () => {
    t.clock.set('2026-12-01T08:00:00Z');
    await smtp.stop();
    await queue(t, mail({ to: 'a@example.at' }), mail({ to: 'b@example.at' }));
    await t.settle();

    let stored = await rows();
    expect(stored.map((m) => m.state)).toEqual(['queued', 'queued']);
    expect(stored[0]!.attempts).toBe(1);
    expect(stored[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Ten minutes later (simulated) the server is back on the same address.
    await smtp.start(smtp.port);
    for (let minute = 0; minute < 10; minute += 1) {
      t.clock.advance(60_000);
      await t.settle();
    }
    stored = await rows();
    expect(stored.map((m) => m.state)).toEqual(['sent', 'sent']);
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'a@example.at',
      'b@example.at',
    ]);
    t.clock.advance(MAIL_BACKOFF_MS.at(-1)!);
    await t.settle();
    expect(smtp.received).toHaveLength(2);
  });

  it('ends failed with the server answer when an address is refused, visible in the outbox', async () => {
    smtp.refused.add('weg@example.at');
    await queue(t, mail({ to: 'weg@example.at' }));
    await t.settle();

    const [row] = await rows();
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('550');
    const auth = await adminAuth(t);
    const { body } = await t.http().get('/api/admin/outbox?state=failed').set(auth).expect(200);
    expect(body.total).toBe(1);
    expect(body.counts.failed).toBe(1);
    expect(body.items[0]).toMatchObject({
      recipient: 'weg@example.at',
      state: 'failed',
      cause: 'test',
    });
    expect(body.items[0].lastError).toContain('Mailbox unavailable');

    // The organiser fixes the mailbox and sends it again.
    smtp.refused.clear();
    const { body: retried } = await t
      .http()
      .post(`/api/admin/outbox/${row!.id}/retry`)
      .set(auth)
      .expect(200);
    expect(retried.state).toBe('queued');
    await t.settle();
    expect(smtp.to('weg@example.at')).toHaveLength(1);
    await t.http().post(`/api/admin/outbox/${row!.id}/retry`).set(auth).expect(409);
  });

  it('holds automatic mails of a category for review; the organiser sends or discards them', async () => {
    const auth = await adminAuth(t);
    const { body: holds } = await t
      .http()
      .put('/api/admin/mail-settings')
      .set(auth)
      .send({ registration: true })
      .expect(200);
    expect(holds).toEqual({
      registration: true,
      confirmation: false,
      payment: false,
      general: false,
    });
    const refused = await t
      .http()
      .put('/api/admin/mail-settings')
      .set(auth)
      .send({ payment: null })
      .expect(400);
    expect(refused.body.message).toBe('Bitte Ja oder Nein angeben');
    // Saves at once that name the categories in different orders (they deadlocked on PostgreSQL).
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t
          .http()
          .put('/api/admin/mail-settings')
          .set(auth)
          .send(
            i % 2 ? { general: false, registration: true } : { registration: true, general: false },
          ),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(Array(12).fill(200));

    await queue(
      t,
      mail({ to: 'a@example.at' }),
      mail({ to: 'b@example.at' }),
      mail({ to: 'c@example.at', automatic: false }),
      mail({ to: 'd@example.at', category: 'confirmation' }),
    );
    await t.settle();
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'c@example.at',
      'd@example.at',
    ]);

    const held = (await rows()).filter((m) => m.state === 'held');
    expect(held.map((m) => m.recipient)).toEqual(['a@example.at', 'b@example.at']);
    await t.http().post(`/api/admin/outbox/${held[0]!.id}/release`).set(auth).expect(200);
    const { body: discarded } = await t
      .http()
      .post(`/api/admin/outbox/${held[1]!.id}/discard`)
      .set(auth)
      .expect(200);
    expect(discarded.state).toBe('discarded');
    await t.settle();
    expect(smtp.to('a@example.at')).toHaveLength(1);
    expect(smtp.to('b@example.at')).toHaveLength(0);
    await t.http().post(`/api/admin/outbox/${held[1]!.id}/release`).set(auth).expect(409);
  });

  it('shows a message as it was sent, and answers unknown ids and bad filters in German', async () => {
    const auth = await adminAuth(t);
    const [queued] = await queue(t, mail({ subject: 'Bestätigung <Standplatz>' }));
    await t.settle();
    const { body } = await t.http().get(`/api/admin/outbox/${queued!.id}`).set(auth).expect(200);
    expect(body).toMatchObject({ subject: 'Bestätigung <Standplatz>', state: 'sent' });
    const list = await t.http().get('/api/admin/outbox').set(auth).expect(200);
    expect(list.body.smtpConfigured).toBe(true);
    expect(body.html).toContain('<b>ABCDE-12345</b>');
    expect(body.text).toContain('Ihr Zugangscode: ABCDE-12345');

    const missing = await t.http().get('/api/admin/outbox/99999').set(auth).expect(404);
    expect(missing.body.message).toBe('Nachricht nicht gefunden');
    await t.http().get('/api/admin/outbox/abc').set(auth).expect(404);
    const bad = await t.http().get('/api/admin/outbox?state=lost').set(auth).expect(400);
    expect(bad.body.message).toBe('Unbekannter Status');
    await t.http().get('/api/admin/outbox').expect(401);
  });
});

describe('mail without SMTP_URL', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ smtpUrl: undefined });
  });
  afterAll(() => local.close());

  it('sends nothing off the machine: the message is filed as .eml under DATA_DIR/mail, not sent', async () => {
    const [queued] = await queue(local, mail());
    await local.settle();

    const file = join(local.config.dataDir, 'mail', `${queued!.id}.eml`);
    expect(existsSync(file)).toBe(true);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toMatch(/^Subject: Ihre Anmeldung$/m);
    expect(eml).toMatch(/^To: Anna Huber <anna@example.at>$/m);
    const row = await local.em().findOneOrFail(MailMessage, queued!.id);
    expect(row.state).toBe('filed');
  });

  it("shows filed mail as filed, never 'sent': outbox, batch progress and the vendor's badges", async () => {
    await local.reset();
    const auth = await adminAuth(local);
    const anna = await register(local, { email: 'anna@example.at', name: 'Anna Huber' });
    await local.settle();
    const { body: sent } = await local
      .http()
      .post('/api/admin/send-mass-email')
      .set(auth)
      .send({ vendorIds: [anna.vendorId], subject: 'Aufbau', content: 'Hallo {name}' })
      .expect(201);
    await local.settle();

    const { body: outbox } = await local.http().get('/api/admin/outbox').set(auth).expect(200);
    expect(outbox.smtpConfigured).toBe(false);
    expect(outbox.items.map((item: { state: string }) => item.state)).toEqual(['filed', 'filed']);
    expect(outbox.counts).toMatchObject({ sent: 0, filed: 2, queued: 0 });
    const filtered = await local.http().get('/api/admin/outbox?state=filed').set(auth).expect(200);
    expect(filtered.body.total).toBe(2);

    const { body: progress } = await local
      .http()
      .get(`/api/admin/mail-batches/${sent.batchId}`)
      .set(auth)
      .expect(200);
    expect(progress).toMatchObject({ total: 1, sent: 0, filed: 1, queued: 0 });

    const { body: vendors } = await local.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(vendors[0].mailsSent).toEqual({
      registration: true,
      confirmation: false,
      invoice: false,
      direct: false,
      filed: ['registration'],
    });
  });
});

describe('two app instances on one PostgreSQL', () => {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl);
    first = await createTestApp({ smtpUrl: smtp.url, databaseUrl: database.url });
    second = await createTestApp({ smtpUrl: smtp.url, databaseUrl: database.url });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('deliver one registration mail per vendor while both react to the same events', async () => {
    smtp.clear();
    const emails = Array.from({ length: 12 }, (_, i) => `doppelt${i}@example.at`);
    for (const email of emails) {
      await first
        .http()
        .post('/api/vendors/register')
        .send({
          name: 'Zwei Instanzen',
          email,
          phone: '+43 664 1234567',
          description: 'Handgemachte Weihnachtsdekoration',
          boothAssignmentPreference: 'admin',
          selectedBoothId: null,
          termsAccepted: true,
        })
        .expect(201);
    }
    await Promise.all([first.settle(), second.settle(), first.settle(), second.settle()]);
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
  });

  it('deliver each queued mail once while both send at the same time', async () => {
    smtp.clear();
    const recipients = Array.from({ length: 40 }, (_, i) => `h${i}@example.at`);
    await queue(first, ...recipients.map((to) => mail({ to })));
    await Promise.all([first.settle(), second.settle(), first.settle(), second.settle()]);

    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([...recipients].sort());
    const sent = await first.em().count(MailMessage, { state: 'sent', cause: 'test' });
    expect(sent).toBe(40);
  });
});
