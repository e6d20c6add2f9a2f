import { randomUUID } from 'node:crypto';
import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register } from './support/vendors.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  auth = await adminAuth(t);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const content = {
  subject: 'Aufbau am Montag',
  content: '<p>Hallo {name}, Ihr Code: {accessCode} ({status})</p>',
};

async function vendorsRegistered() {
  const anna = await register(t, { email: 'anna@example.at', name: 'Anna Huber' });
  const bert = await register(t, { email: 'bert@example.at', name: '<script>x</script> Bert' });
  await t.settle();
  smtp.clear();
  return { anna, bert };
}

function post(path: string, body: unknown) {
  return t
    .http()
    .post(`/api/admin/${path}`)
    .set(auth)
    .send(body as object);
}

describe('mass mail', () => {
  it('reaches each chosen vendor with their own name, code and status, and reports progress', async () => {
    const { anna, bert } = await vendorsRegistered();
    // The mail server is down at first: the progress shows the batch waiting in the queue.
    await smtp.stop();
    const { body } = await post('send-mass-email', {
      vendorIds: [anna.vendorId, bert.vendorId],
      ...content,
    }).expect(201);
    expect(body).toMatchObject({ sentCount: 2, message: '2 E-Mails werden versendet' });
    await t.settle();
    const progress = () =>
      t.http().get(`/api/admin/mail-batches/${body.batchId}`).set(auth).expect(200);
    expect((await progress()).body).toEqual({
      batchId: body.batchId,
      total: 2,
      queued: 2,
      sent: 0,
      filed: 0,
      failed: 0,
      held: 0,
    });
    await smtp.start(smtp.port);
    for (let minute = 0; minute < 10; minute += 1) {
      t.clock.advance(60_000);
      await t.settle();
    }
    const after = await progress();
    expect(after.body).toEqual({
      batchId: body.batchId,
      total: 2,
      queued: 0,
      sent: 2,
      filed: 0,
      failed: 0,
      held: 0,
    });

    const toAnna = smtp.to('anna@example.at')[0]!.parsed;
    expect(toAnna.subject).toBe('Aufbau am Montag');
    expect(toAnna.text).toContain(
      `Hallo Anna Huber, Ihr Code: ${anna.accessCode.slice(0, 5)}-${anna.accessCode.slice(5)} (Wartend)`,
    );
    const toBert = String(smtp.to('bert@example.at')[0]!.parsed.html);
    expect(toBert).toContain('Hallo &lt;script&gt;x&lt;/script&gt; Bert');
    expect(toBert).not.toContain('<script>');
    const rows = await t.em().find(MailMessage, { batchId: body.batchId });
    expect(rows.every((row) => row.cause === 'mass-mail' && !row.automatic)).toBe(true);
    expect(rows.map((row) => row.category)).toEqual(['general', 'general']);

    // One event for the send: kind, batch and count, no addresses.
    const events = await t.em().find(DomainEventRecord, {
      type: 'communication.mailing-queued.v1',
    });
    expect(events.map((event) => event.payload)).toEqual([
      { kind: 'mass-mail', batchId: body.batchId, count: 2 },
    ]);
    await t.http().get(`/api/admin/mail-batches/${randomUUID()}`).set(auth).expect(404, {
      statusCode: 404,
      message: 'Versand nicht gefunden',
      error: 'Not Found',
      code: 'MAILING_BATCH_NOT_FOUND',
    });
  });

  it("keeps the organiser's paragraphs and adds no closing after their own greeting", async () => {
    const { anna } = await vendorsRegistered();
    await post('send-mass-email', {
      vendorIds: [anna.vendorId],
      subject: 'Aufbau',
      content:
        'Guten Tag {name},\n\nder Aufbau beginnt um 7 Uhr.\nBitte kommen Sie pünktlich.\n\nInfos: https://burg.example.at/aufbau\n\nLiebe Grüße\nAnna vom Burgverein',
    }).expect(201);
    await t.settle();
    const mail = smtp.to('anna@example.at')[0]!.parsed;
    const html = String(mail.html);
    expect(html).toContain(
      '<p>Guten Tag Anna Huber,</p>\n<p>der Aufbau beginnt um 7 Uhr.<br />\nBitte kommen Sie pünktlich.</p>',
    );
    expect(html).toContain(
      '<a href="https://burg.example.at/aufbau">https://burg.example.at/aufbau</a>',
    );
    expect(html).toMatch(/<p>Liebe Grüße<br \/>\nAnna vom Burgverein<\/p>\n<p style="color:#555">/);
    expect(html).not.toContain('Mit freundlichen Grüßen');
    expect(mail.text).toContain(
      'Guten Tag Anna Huber,\n\nder Aufbau beginnt um 7 Uhr.\nBitte kommen Sie pünktlich.',
    );
    expect(mail.text).not.toContain('Mit freundlichen Grüßen');
  });

  it("takes the chosen template's category", async () => {
    const { anna } = await vendorsRegistered();
    const { body: template } = await post('email-templates', {
      name: 'Zahlungshinweis',
      category: 'payment',
      ...content,
    }).expect(201);
    const { body } = await post('send-mass-email', {
      vendorIds: [anna.vendorId],
      templateId: template.id,
      ...content,
    }).expect(201);
    const [row] = await t.em().find(MailMessage, { batchId: body.batchId });
    expect([row!.category, row!.templateId, row!.automatic]).toEqual([
      'payment',
      template.id,
      false,
    ]);
  });

  it('queues once when the same click arrives twice', async () => {
    const { anna } = await vendorsRegistered();
    const requestId = randomUUID();
    const send = () =>
      post('send-mass-email', { vendorIds: [anna.vendorId], requestId, ...content });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.body.sentCount, second.body.sentCount].sort()).toEqual([0, 1]);
    await t.settle();
    expect(smtp.to('anna@example.at')).toHaveLength(1);
  });

  it('refuses bad input in German and sends nothing', async () => {
    const { anna } = await vendorsRegistered();
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { vendorIds: [], ...content },
        400,
        'Bitte füllen Sie alle Felder aus und wählen Sie mindestens einen Händler',
      ],
      [
        { vendorIds: [anna.vendorId], subject: '', content: '<p>x</p>' },
        400,
        'Bitte füllen Sie alle Felder aus und wählen Sie mindestens einen Händler',
      ],
      [
        { vendorIds: [anna.vendorId], subject: 'Hallo', content: '  ' },
        400,
        'Bitte füllen Sie alle Felder aus und wählen Sie mindestens einen Händler',
      ],
      [
        { vendorIds: [anna.vendorId], ...content, subject: 'x'.repeat(301) },
        400,
        'Der Betreff darf höchstens 300 Zeichen lang sein',
      ],
      [
        { vendorIds: [anna.vendorId], ...content, content: 'x'.repeat(100_001) },
        400,
        'Der Inhalt darf höchstens 100.000 Zeichen lang sein',
      ],
      [
        { vendorIds: [anna.vendorId], ...content, subject: 'Hallo\r\nBcc: x@example.at' },
        400,
        'Der Betreff darf keinen Zeilenumbruch enthalten',
      ],
      [
        { vendorIds: Array.from({ length: 2001 }, () => randomUUID()), ...content },
        400,
        'Höchstens 2000 Empfänger pro Versand',
      ],
      [{ vendorIds: [anna.vendorId, randomUUID()], ...content }, 404, 'Händler nicht gefunden'],
      [{ vendorIds: ['kein-händler'], ...content }, 400, 'Ungültiger Händler'],
      [{ vendorIds: [anna.vendorId], ...content, templateId: 4711 }, 404, 'Vorlage nicht gefunden'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('send-mass-email', body);
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
    expect(await t.em().count(MailMessage, { cause: 'mass-mail' })).toBe(0);
    await t
      .http()
      .post('/api/admin/send-mass-email')
      .send({ vendorIds: [anna.vendorId], ...content })
      .expect(401);
  });
});

describe('direct mail', () => {
  it('goes to a chosen vendor or to a typed address', async () => {
    const { anna, bert } = await vendorsRegistered();
    await post('send-direct-email', { vendorId: anna.vendorId, ...content }).expect(201);
    const { body } = await post('send-direct-email', {
      email: 'gast@example.at',
      name: 'Gast',
      subject: 'Frage',
      content: '<p>Hallo {name}</p>',
    }).expect(201);
    expect(body.message).toBe('1 E-Mail wird versendet');
    await t.settle();
    expect(smtp.to('anna@example.at')).toHaveLength(1);
    expect(smtp.to('gast@example.at')[0]!.parsed.text).toContain('Hallo Gast');
    // The vendor's e-mail badges show the direct mail ('Einzel-E-Mail'), once it has left.
    const { body: vendors } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    const badges = (id: string) =>
      vendors.find((vendor: { id: string }) => vendor.id === id).mailsSent;
    expect(badges(anna.vendorId)).toMatchObject({ direct: true, filed: [] });
    expect(badges(bert.vendorId).direct).toBe(false);
  });

  it('needs a vendor or an address, a subject and content', async () => {
    const none = await post('send-direct-email', content).expect(400);
    expect(none.body.message).toBe(
      'Bitte wählen Sie einen Händler aus oder geben Sie eine E-Mail-Adresse ein',
    );
    const bad = await post('send-direct-email', {
      email: 'a@b.at\r\nBcc: c@d.at',
      ...content,
    }).expect(400);
    expect(bad.body.message).toBe('Ungültige E-Mail-Adresse');
    const empty = await post('send-direct-email', {
      email: 'a@example.at',
      subject: ' ',
      content: 'x',
    }).expect(400);
    expect(empty.body.message).toBe('Bitte füllen Sie Betreff und Inhalt aus');
  });
});

describe('CSV mail', () => {
  it('sends to every imported address once, with its name', async () => {
    const { body } = await post('send-csv-email', {
      emails: [
        { name: 'Maria Gruber', email: 'maria@example.at' },
        { name: 'Maria doppelt', email: 'MARIA@example.at' },
        { name: '', email: 'ohne-name@example.at' },
      ],
      subject: 'Einladung',
      content: '<p>Hallo {name}!</p>',
    }).expect(201);
    expect(body.sentCount).toBe(2);
    await t.settle();
    expect(smtp.to('maria@example.at')[0]!.parsed.text).toContain('Hallo Maria Gruber!');
    expect(smtp.to('ohne-name@example.at')[0]!.parsed.text).toContain(
      'Hallo ohne-name@example.at!',
    );
  });

  it('refuses an empty list and invalid addresses, sending nothing', async () => {
    const empty = await post('send-csv-email', { emails: [], ...content }).expect(400);
    expect(empty.body.message).toBe('Keine CSV-E-Mails geladen');
    const notAList = await post('send-csv-email', { emails: 'a@example.at', ...content }).expect(
      400,
    );
    expect(notAList.body.message).toBe('Keine CSV-E-Mails geladen');
    const invalid = await post('send-csv-email', {
      emails: [
        { name: 'Gut', email: 'gut@example.at' },
        { name: 'Schlecht', email: 'schlecht' },
        { name: 'Auch schlecht', email: 'a@b.at, c@d.at' },
      ],
      ...content,
    }).expect(400);
    expect(invalid.body.message).toBe('Ungültige E-Mail-Adresse in Zeile 2: schlecht');
    const missing = await post('send-csv-email', {
      emails: [{ name: 'Ohne Adresse' }],
      ...content,
    }).expect(400);
    expect(missing.body.message).toBe('Ungültige E-Mail-Adresse in Zeile 1');
    const tooMany = await post('send-csv-email', {
      emails: Array.from({ length: 2001 }, (_, i) => ({ name: '', email: `r${i}@example.at` })),
      ...content,
    }).expect(400);
    expect(tooMany.body.message).toBe('Höchstens 2000 Empfänger pro Versand');
    const noText = await post('send-csv-email', {
      emails: [{ name: 'Gut', email: 'gut@example.at' }],
      subject: '',
      content: '',
    }).expect(400);
    expect(noText.body.message).toBe('Bitte füllen Sie Betreff und Inhalt aus');
    expect(await t.em().count(MailMessage, {})).toBe(0);
  });

  it('refuses 5 MB, binary data and 10,000 rows in German and sends nothing', async () => {
    const huge = await t
      .http()
      .post('/api/admin/send-csv-email')
      .set(auth)
      .set('Content-Type', 'application/json')
      .send(
        JSON.stringify({
          emails: [{ name: 'x'.repeat(5 * 1024 * 1024), email: 'a@example.at' }],
          ...content,
        }),
      )
      .expect(413);
    expect(huge.body.message).toBe('Die Anfrage ist zu groß.');
    const binary = await t
      .http()
      .post('/api/admin/send-csv-email')
      .set(auth)
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from([0, 1, 2, 255, 254]));
    expect(binary.status).toBeGreaterThanOrEqual(400);
    expect(binary.status).toBeLessThan(500);
    expect(binary.body.message).toMatch(/[äöüÄÖÜß]|Bitte|Ungültig|Anfrage/);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ name: '', email: `r${i}@x.at` }));
    const many = await t
      .http()
      .post('/api/admin/send-csv-email')
      .set(auth)
      .send({ emails: rows, ...content });
    expect([400, 413]).toContain(many.status);
    expect(await t.em().count(MailMessage, { cause: 'csv-mail' })).toBe(0);
  });

  it('answers a send to 1,000 addresses at once and delivers every one', async () => {
    const emails = Array.from({ length: 1000 }, (_, i) => ({
      name: `Händler ${i}`,
      email: `h${i}@example.at`,
    }));
    smtp.clear();
    const started = performance.now();
    const { body } = await post('send-csv-email', {
      emails,
      subject: 'Info',
      content: '<p>Hallo {name}</p>',
    }).expect(201);
    console.log(
      `send-csv-email mit 1000 Empfängern: Antwort nach ${Math.round(performance.now() - started)} ms`,
    );
    expect(body.sentCount).toBe(1000);
    await t.settle();
    expect(smtp.received).toHaveLength(1000);
    const progress = await t
      .http()
      .get(`/api/admin/mail-batches/${body.batchId}`)
      .set(auth)
      .expect(200);
    expect(progress.body).toMatchObject({ total: 1000, sent: 1000, queued: 0 });
  });
});
