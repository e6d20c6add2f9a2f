import { randomUUID } from 'node:crypto';
import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import { RegistrationMailsReactor } from '../src/communication/reactions/registration-mails.reactor.js';
import { VendorStatusMailsReactor } from '../src/communication/reactions/vendor-status-mails.reactor.js';
import { VendorSetUpEvent } from '../src/registration/domain/vendor-admin.events.js';
import { VendorDepositPaidEvent } from '../src/registration/domain/vendor-deposit-paid.event.js';
import { VendorRegisteredEvent } from '../src/registration/domain/vendor-registered.event.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { DomainTransaction } from '../src/shared/events/domain-transaction.js';
import type { EventReactor } from '../src/shared/events/event-reactor.js';
import { settleTwice, smtpTestApp } from './support/mail-app.js';
import type { TestApp } from './support/test-app.js';
import { boothIdOf, payOnSimulator, register, registerInBrowser } from './support/vendors.js';

let t: TestApp;
let auth: { Authorization: string };

const smtp = smtpTestApp(
  {
    marketName: 'Adventmarkt Burg Hochosterwitz',
    adminNotificationEmail: 'orga@example.at',
    bankAccountHolder: 'Burgverein',
    bankIban: 'AT611904300234573201',
  },
  (app, admin) => {
    t = app;
    auth = admin;
  },
);

const settle = () => settleTwice(t);

function textOf(address: string, index = 0): string {
  return smtp.to(address)[index]?.parsed.text ?? '';
}

async function codeOf(vendorId: string): Promise<string> {
  return (await t.em().findOneOrFail(Vendor, { id: vendorId })).accessCode;
}

function grouped(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A vendor who chose a stall and paid the deposit through the SumUp simulator. */
async function selfVendorWithDeposit(email: string, boothNumber: string) {
  const { browser, ...registered } = await registerInBrowser(t, {
    email,
    boothAssignmentPreference: 'self',
    selectedBoothId: await boothIdOf(t, boothNumber),
  });
  const { body: checkout } = await browser
    .post('/api/sumup/create-checkout')
    .send({ vendorId: registered.vendorId, amount: 10 })
    .expect(201);
  await payOnSimulator(t, checkout.checkout_id);
  await t.http().get(`/api/sumup/check-payment/${checkout.checkout_id}`).expect(200);
  return registered;
}

async function failedReactions(): Promise<number> {
  const [row] = await t
    .em()
    .execute<{ count: string }[]>(`select count(*) from event_reaction where state <> 'done'`);
  return Number(row!.count);
}

describe('automatic mails', () => {
  it('a vendor who leaves the stall to the organiser hears the registration arrived, without a code; the organiser gets a notice', async () => {
    const { vendorId } = await register(t, { email: 'anna@example.at', name: 'Anna Huber' });
    await settle();

    expect(smtp.to('anna@example.at')).toHaveLength(1);
    const mail = smtp.to('anna@example.at')[0]!.parsed;
    expect(mail.subject).toBe('Ihre Anmeldung zum Adventmarkt Burg Hochosterwitz');
    expect(mail.text).toContain('Guten Tag Anna Huber');
    expect(mail.text).not.toContain(grouped(await codeOf(vendorId)));
    expect(mail.text).toContain('Mit freundlichen Grüßen');

    expect(smtp.to('orga@example.at')).toHaveLength(1);
    expect(smtp.to('orga@example.at')[0]!.parsed.subject).toBe('Neue Anmeldung: Anna Huber');
    expect(textOf('orga@example.at')).toContain('anna@example.at');
  });

  it('a vendor who chose a stall gets the access code and the way to pay the deposit', async () => {
    const boothId = await boothIdOf(t, 'AK-03');
    const { vendorId, accessCode } = await register(t, {
      email: 'bert@example.at',
      boothAssignmentPreference: 'self',
      selectedBoothId: boothId,
    });
    await settle();

    expect(smtp.to('bert@example.at')).toHaveLength(1);
    const text = textOf('bert@example.at');
    expect(text).toContain(grouped(accessCode));
    expect(text).toContain(
      `${t.config.publicUrl}/payment?vendorId=${vendorId}&amount=10&accessCode=${accessCode}`,
    );
  });

  it('assigning a stall sends one confirmation with the code, stall, area, amount and bank details', async () => {
    const { vendorId, accessCode } = await register(t, { email: 'carla@example.at' });
    await settle();
    smtp.clear();
    const boothId = await boothIdOf(t, 'RS-02');

    const assign = () =>
      t.http().post(`/api/admin/vendors/${vendorId}/assign-booth`).set(auth).send({ boothId });
    await assign().expect(200);
    await assign();
    await settle();

    expect(smtp.to('carla@example.at')).toHaveLength(1);
    const mail = smtp.to('carla@example.at')[0]!.parsed;
    expect(mail.subject).toBe('Ihre Anmeldung ist bestätigt: Standplatz RS-02');
    expect(mail.text).toContain(grouped(accessCode));
    expect(mail.text).toContain('RS-02 (Rittersaal)');
    expect(mail.text).toContain('Standgebühr: 120,00\u00a0€');
    expect(mail.text).toContain('Offener Betrag: 120,00\u00a0€');
    expect(mail.text).toContain('IBAN: AT61 1904 3002 3457 3201');
    expect(mail.text).toContain(`${t.config.publicUrl}/dashboard`);
    const { body: listed } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(listed.find((vendor: { id: string }) => vendor.id === vendorId).mailsSent).toEqual({
      registration: true,
      confirmation: true,
      invoice: false,
      direct: false,
      filed: [],
    });

    // Moving the vendor tells the new stall, but does not confirm again.
    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'RS-03') })
      .expect(200);
    await settle();
    expect(smtp.to('carla@example.at').map((m) => m.parsed.subject)).toEqual([
      'Ihre Anmeldung ist bestätigt: Standplatz RS-02',
      'Ihr Standplatz hat sich geändert: RS-03',
    ]);
  });

  it('rejecting and confirming set-up are told to the vendor, once each', async () => {
    const first = await register(t, { email: 'dora@example.at' });
    const second = await register(t, { email: 'emil@example.at' });
    await t
      .http()
      .post(`/api/admin/vendors/${second.vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'BK-01') })
      .expect(200);
    await settle();
    smtp.clear();

    await t
      .http()
      .patch(`/api/admin/vendors/${first.vendorId}`)
      .set(auth)
      .send({ status: 'rejected' })
      .expect(200);
    await t.http().post(`/api/admin/vendors/${second.vendorId}/mark-setup`).set(auth).expect(200);
    await t.http().post(`/api/admin/vendors/${second.vendorId}/mark-setup`).set(auth).expect(200);
    await settle();

    expect(smtp.to('dora@example.at').map((m) => m.parsed.subject)).toEqual([
      'Ihre Anmeldung zum Adventmarkt Burg Hochosterwitz',
    ]);
    expect(textOf('dora@example.at')).toContain('keinen Standplatz anbieten');
    expect(smtp.to('emil@example.at').map((m) => m.parsed.subject)).toEqual([
      'Aufbau bestätigt: Standplatz BK-01',
    ]);
    expect(textOf('emil@example.at')).toContain('75,00\u00a0€');
  });

  it('a paid deposit is confirmed to the vendor once, however often SumUp tells us', async () => {
    const boothId = await boothIdOf(t, 'AK-05');
    const { browser, ...registered } = await registerInBrowser(t, {
      email: 'franz@example.at',
      boothAssignmentPreference: 'self',
      selectedBoothId: boothId,
    });
    const { body: checkout } = await browser
      .post('/api/sumup/create-checkout')
      .send({ vendorId: registered.vendorId, amount: 10 })
      .expect(201);
    await payOnSimulator(t, checkout.checkout_id);
    for (let i = 0; i < 3; i += 1) {
      await t.http().get(`/api/sumup/check-payment/${checkout.checkout_id}`).expect(200);
    }
    await settle();

    const subjects = smtp.to('franz@example.at').map((m) => m.parsed.subject);
    expect(
      subjects.filter((s) => s === 'Anzahlung erhalten: Adventmarkt Burg Hochosterwitz'),
    ).toHaveLength(1);
    const deposit = smtp
      .to('franz@example.at')
      .find((m) => m.parsed.subject?.startsWith('Anzahlung'))!.parsed.text!;
    expect(deposit).toContain('AK-05 (Arkadenhof)');
    expect(deposit).toContain('10,00\u00a0€');
  });

  it('a vendor message reaches the organiser, escaped', async () => {
    const { browser, ...body } = await registerInBrowser(t, {
      email: 'gabi@example.at',
      name: '<script>alert(1)</script> Gabi',
    });
    await browser.post('/api/vendors/status').send({ accessCode: body.accessCode }).expect(200);
    await browser
      .post(`/api/vendors/${body.vendorId}/contact`)
      .send({ message: 'Können wir <b>neben</b> Huber stehen?' })
      .expect(201);
    await settle();

    // Two aggregates (the vendor and the message): their mails have no order between them.
    const notices = smtp.to('orga@example.at');
    expect(notices.map((m) => m.parsed.subject).sort()).toEqual([
      'Nachricht von <script>alert(1)</script> Gabi',
      'Neue Anmeldung: <script>alert(1)</script> Gabi',
    ]);
    const message = notices.find((m) => m.parsed.subject?.startsWith('Nachricht von'))!;
    const html = String(message.parsed.html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Gabi');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Können wir &lt;b&gt;neben&lt;/b&gt; Huber stehen?');
    const vendorMail = String(smtp.to('gabi@example.at')[0]!.parsed.html);
    expect(vendorMail).toContain('Guten Tag &lt;script&gt;alert(1)&lt;/script&gt; Gabi');
  });

  it("uses the organiser's template, and the standard text once the template is deleted", async () => {
    const { body: created } = await t
      .http()
      .post('/api/admin/email-templates/defaults')
      .set(auth)
      .expect(201);
    // One per automatic mail (invoice, Storno, the two lift mails and the withdrawal included) and
    // the invitation.
    expect(created.created).toBe(15);
    const again = await t.http().post('/api/admin/email-templates/defaults').set(auth).expect(201);
    expect(again.body).toEqual({
      created: 0,
      message: 'Alle Standardvorlagen sind bereits vorhanden',
    });

    const { body: templates } = await t
      .http()
      .get('/api/admin/email-templates')
      .set(auth)
      .expect(200);
    const received = templates.find(
      (template: { purpose: string }) => template.purpose === 'registration-received',
    );
    await t
      .http()
      .put(`/api/admin/email-templates/${received.id}`)
      .set(auth)
      .send({
        name: received.name,
        category: 'registration',
        subject: 'Danke, {name}!',
        content: '<p>Wir melden uns, {name}. Status: {status}. {unbekannt}</p>',
      })
      .expect(200);
    await register(t, { email: 'hans@example.at', name: 'Hans' });
    await settle();
    expect(smtp.to('hans@example.at')[0]!.parsed.subject).toBe('Danke, Hans!');
    expect(textOf('hans@example.at')).toContain(
      'Wir melden uns, Hans. Status: Wartend. {unbekannt}',
    );
    const row = await t.em().findOneOrFail(MailMessage, { recipient: 'hans@example.at' });
    expect(row).toMatchObject({ templateId: received.id, purpose: 'registration-received' });

    await t.http().delete(`/api/admin/email-templates/${received.id}`).set(auth).expect(200);
    await register(t, { email: 'ida@example.at', name: 'Ida' });
    await settle();
    expect(smtp.to('ida@example.at')[0]!.parsed.subject).toBe(
      'Ihre Anmeldung zum Adventmarkt Burg Hochosterwitz',
    );

    const invitation = templates.find(
      (template: { name: string }) => template.name === 'Händler-Einladung',
    );
    expect(invitation.content).toContain('Arkadenhof (AK): 150,00');
    expect(invitation.content).toContain('{registrationUrl}');
    expect(invitation.content).toContain('10 Minuten');
  });

  it('an organiser who added a vendor by hand is not notified, and the vendor gets the code with the confirmation', async () => {
    const { body } = await t
      .http()
      .post('/api/admin/vendors')
      .set(auth)
      .send({
        name: 'Telefon Huber',
        email: 'tel@example.at',
        phone: '+43 664 7654321',
        description: 'Kekse und Lebkuchen aus dem Ort',
      })
      .expect(201);
    await settle();
    expect(smtp.received).toHaveLength(0);
    const { body: vendors } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(vendors[0].mailsSent).toEqual({
      registration: false,
      confirmation: false,
      invoice: false,
      direct: false,
      filed: [],
    });

    await t
      .http()
      .post(`/api/admin/vendors/${body.vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'SO-01') })
      .expect(200);
    await settle();
    expect(smtp.to('tel@example.at')).toHaveLength(1);
    expect(textOf('tel@example.at')).toContain(grouped(body.accessCode));
  });
});

describe('automatic mails, the edges', () => {
  it('the organiser confirming a vendor who paid the deposit sends one confirmation with the stall', async () => {
    const { vendorId, accessCode } = await selfVendorWithDeposit('jana@example.at', 'AK-02');
    await settle();
    expect(smtp.to('jana@example.at').map((m) => m.parsed.subject)).toEqual([
      'Ihre Anmeldung zum Adventmarkt Burg Hochosterwitz: Ihr Zugangscode',
      'Anzahlung erhalten: Adventmarkt Burg Hochosterwitz',
    ]);
    smtp.clear();

    const confirm = () =>
      t.http().patch(`/api/admin/vendors/${vendorId}`).set(auth).send({ status: 'confirmed' });
    await confirm().expect(200);
    await confirm().expect(200);
    await settle();

    expect(smtp.to('jana@example.at')).toHaveLength(1);
    const mail = smtp.to('jana@example.at')[0]!.parsed;
    expect(mail.subject).toBe('Ihre Anmeldung ist bestätigt: Standplatz AK-02');
    expect(mail.text).toContain(grouped(accessCode));
    expect(mail.text).toContain('Bereits bezahlt: 10,00\u00a0€');
    expect(mail.text).toContain('Offener Betrag: 140,00\u00a0€');
  });

  it('a blocked vendor is not written to; without a notification address the organiser gets no notice', async () => {
    await t
      .http()
      .patch('/api/admin/market-settings')
      .set(auth)
      .send({ adminNotificationEmail: null })
      .expect(200);
    const { vendorId } = await register(t, { email: 'kurt@example.at' });
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.to('kurt@example.at')).toHaveLength(1);

    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/block`)
      .set(auth)
      .send({ reason: 'Zahlt nie' })
      .expect(200);
    await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(auth)
      .send({ status: 'rejected' })
      .expect(200);
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(await failedReactions()).toBe(0);
  });

  it('a reaction for a vendor deleted meanwhile writes nothing and does not fail', async () => {
    // The reactions usually run at once after the commit; here they meet a vendor who is gone.
    const gone = randomUUID();
    const events: [EventReactor, string, Record<string, unknown>][] = [
      [
        t.app.get(RegistrationMailsReactor),
        VendorRegisteredEvent.TYPE,
        { source: 'form', boothAssignmentPreference: 'self', boothNumber: 'AK-01' },
      ],
      [t.app.get(VendorStatusMailsReactor), VendorDepositPaidEvent.TYPE, { amount: 1000 }],
      [t.app.get(VendorStatusMailsReactor), VendorSetUpEvent.TYPE, { boothNumber: 'AK-01' }],
    ];
    for (const [index, [reactor, type, payload]] of events.entries()) {
      await t.app.get(DomainTransaction).run((scope) =>
        reactor.react(
          {
            id: String(1000 + index),
            type,
            aggregateType: 'vendor',
            aggregateId: gone,
            payload,
            actor: null,
            occurredAt: new Date(),
          },
          scope,
          undefined,
        ),
      );
    }
    expect(await t.em().count(MailMessage, {})).toBe(0);
  });

  it('the badge shows a confirmation only once it has really left', async () => {
    const { vendorId } = await register(t, { email: 'mia@example.at' });
    await settle();
    await t
      .http()
      .put('/api/admin/mail-settings')
      .set(auth)
      .send({ confirmation: true })
      .expect(200);
    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'RS-04') })
      .expect(200);
    await settle();
    const badges = async () => {
      const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
      return body.find((vendor: { id: string }) => vendor.id === vendorId).mailsSent;
    };
    expect(await badges()).toEqual({
      registration: true,
      confirmation: false,
      invoice: false,
      direct: false,
      filed: [],
    });
    expect(smtp.to('mia@example.at')).toHaveLength(1);

    const held = await t.em().findOneOrFail(MailMessage, { purpose: 'confirmation', vendorId });
    expect(held.state).toBe('held');
    await t.http().post(`/api/admin/outbox/${held.id}/release`).set(auth).expect(200);
    await settle();
    expect(await badges()).toEqual({
      registration: true,
      confirmation: true,
      invoice: false,
      direct: false,
      filed: [],
    });
    expect(smtp.to('mia@example.at').map((m) => m.parsed.subject)).toEqual([
      'Ihre Anmeldung zum Adventmarkt Burg Hochosterwitz',
      'Ihre Anmeldung ist bestätigt: Standplatz RS-04',
    ]);
  });
});

describe('e-mail templates', () => {
  const template = {
    name: 'Info',
    category: 'general',
    subject: 'Neuigkeiten',
    content: '<p>Hallo {name}</p>',
  };

  it('are created, listed, changed and deleted with the German answers', async () => {
    const { body: created } = await t
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send(template)
      .expect(201);
    expect(created).toMatchObject({ ...template, purpose: null });
    const { body: list } = await t.http().get('/api/admin/email-templates').set(auth).expect(200);
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Info']);
    await t
      .http()
      .put(`/api/admin/email-templates/${created.id}`)
      .set(auth)
      .send({ ...template, subject: 'Neu' })
      .expect(200);
    const { body: deleted } = await t
      .http()
      .delete(`/api/admin/email-templates/${created.id}`)
      .set(auth)
      .expect(200);
    expect(deleted.message).toBe('Vorlage gelöscht');
  });

  it('refuse bad input in German and change nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...template, name: ' ' }, 'Bitte geben Sie einen Namen ein'],
      [{ ...template, category: 'spam' }, 'Unbekannte Kategorie'],
      [
        { ...template, subject: 'Hallo\r\nBcc: x@example.at' },
        'Der Betreff darf keinen Zeilenumbruch enthalten',
      ],
      [{ ...template, subject: '' }, 'Bitte geben Sie einen Betreff ein'],
      [{ ...template, content: '   ' }, 'Bitte geben Sie einen Inhalt ein'],
      [
        { ...template, content: 'x'.repeat(100_001) },
        'Der Inhalt darf höchstens 100.000 Zeichen lang sein',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await t.http().post('/api/admin/email-templates').set(auth).send(body);
      expect([response.status, response.body.message]).toEqual([
        response.status === 413 ? 413 : 400,
        response.status === 413 ? response.body.message : message,
      ]);
    }
    const missing = await t.http().put('/api/admin/email-templates/999').set(auth).send(template);
    expect([missing.status, missing.body.message]).toEqual([404, 'Vorlage nicht gefunden']);
    await t.http().delete('/api/admin/email-templates/abc').set(auth).expect(404);
    await t.http().get('/api/admin/email-templates').expect(401);
    const { body: list } = await t.http().get('/api/admin/email-templates').set(auth).expect(200);
    expect(list).toEqual([]);
  });
});
