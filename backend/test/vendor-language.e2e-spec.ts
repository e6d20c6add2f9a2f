import {
  EMAIL_TEMPLATE_MESSAGES,
  GERMAN_ONLY_NOTE,
  TEAM_MESSAGES,
  VENDOR_MESSAGES,
} from '@standl/contracts';
import { AddStandardEnglishTextsCommand } from '../src/communication/commands/email-template.commands.js';
import { EmailTemplate } from '../src/communication/domain/email-template.entity.js';
import { AUTOMATIC_TEMPLATES } from '../src/communication/templates/default-templates.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { CommandBus } from '@nestjs/cqrs';
import { pdfText } from './support/invoice-documents.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';
import { bearer, GOOD_PASSWORD, insertAccount, signIn } from './support/team.js';
import { invoicePdf, payInFull } from './support/invoices.js';
import { settleTwice, smtpTestApp } from './support/mail-app.js';
import type { TestApp } from './support/test-app.js';
import { boothIdOf, registerInBrowser, registration } from './support/vendors.js';

/**
 * The vendor's language (issue 33, docs/decisions.md 349-365): chosen at registration and in
 * 'Meine Daten', every mail to the vendor in it (real SMTP), templates with an English version or
 * a note, and an English vendor's invoice with English labels beside the German ones.
 */
let t: TestApp;
let auth: { Authorization: string };

const MARKET = 'Adventmarkt Burg Hochosterwitz';

const smtp = smtpTestApp(
  { marketName: MARKET, bankAccountHolder: 'Burgverein', bankIban: 'AT611904300234573201' },
  (app, admin) => {
    t = app;
    auth = admin;
  },
);

const settle = () => settleTwice(t);

function mailsTo(address: string) {
  return smtp.to(address).map(({ parsed }) => ({
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    /** The plain text with its wrapped lines joined (for phrases). */
    words: (parsed.text ?? '').replace(/\s+/g, ' '),
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments,
  }));
}

const registered = (change: Record<string, unknown> = {}) => registerInBrowser(t, change);

async function assign(vendorId: string, boothNumber: string) {
  await t
    .http()
    .post(`/api/admin/vendors/${vendorId}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(t, boothNumber) })
    .expect(200);
}

async function history(vendorId: string): Promise<[string, string | null][]> {
  const { body } = await t
    .http()
    .get(`/api/admin/vendors/${vendorId}/history`)
    .set(auth)
    .expect(200);
  return (body as { title: string; detail: string | null }[]).map((e) => [e.title, e.detail]);
}

describe('the vendor’s language', () => {
  it('is chosen at registration (German when left out), read back in the status and the console, and told in the history', async () => {
    const english = await registered({ email: 'emma@example.co.uk', language: 'en' });
    const german = await registered({ email: 'anna@example.at' });

    const status = await english.browser
      .post('/api/vendors/status')
      .send({ accessCode: english.accessCode })
      .expect(200);
    expect(status.body.vendor.language).toBe('en');
    const session = await german.browser.get('/api/vendors/session').expect(200);
    expect(session.body.vendor.language).toBe('de');
    const { body: list } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(
      (list as { id: string; language: string }[]).map((vendor) => [vendor.id, vendor.language]),
    ).toEqual(
      expect.arrayContaining([
        [english.vendorId, 'en'],
        [german.vendorId, 'de'],
      ]),
    );

    expect((await history(english.vendorId)).at(-1)).toEqual([
      'Angemeldet',
      'Standplatz durch den Veranstalter; Sprache: Englisch',
    ]);
    expect((await history(german.vendorId)).at(-1)).toEqual([
      'Angemeldet',
      'Standplatz durch den Veranstalter',
    ]);
  });

  it('refuses any other language with the German message, at registration and in own data', async () => {
    for (const language of ['fr', 'EN', null, 1]) {
      const refused = await t
        .http()
        .post('/api/vendors/register')
        .send(registration({ email: 'x@example.at', language }))
        .expect(400);
      expect(refused.body.message).toContain(VENDOR_MESSAGES.invalidLanguage);
    }
    expect(await t.em().count(Vendor, {})).toBe(0);

    const vendor = await registered();
    const path = `/api/vendors/${vendor.vendorId}/profile`;
    const refused = await vendor.browser.patch(path).send({ language: 'it' }).expect(400);
    expect(refused.body.message).toBe(VENDOR_MESSAGES.invalidLanguage);
    await vendor.browser.patch(path).send({ language: null }).expect(400);
    expect((await t.em().findOneOrFail(Vendor, { id: vendor.vendorId })).language).toBe('de');
  });

  it('is changed in own data like the other fields: recorded once, in the history, switching the next mail', async () => {
    const vendor = await registered({ email: 'lukas@example.at', name: 'Lukas Berger' });
    await settle();
    expect(mailsTo('lukas@example.at').map((mail) => mail.subject)).toEqual([
      `Ihre Anmeldung zum ${MARKET}`,
    ]);

    const path = `/api/vendors/${vendor.vendorId}/profile`;
    const saved = await vendor.browser.patch(path).send({ language: 'en' }).expect(200);
    expect(saved.body.language).toBe('en');
    await vendor.browser.patch(path).send({ language: 'en' }).expect(200);
    const events = await t
      .em()
      .find(DomainEventRecord, { type: 'registration.vendor-profile-updated.v1' });
    expect(events.map((event) => event.payload)).toEqual([
      { fields: ['language'], language: 'en' },
    ]);
    expect((await history(vendor.vendorId))[0]).toEqual([
      'Eigene Daten geändert',
      'Sprache: Englisch',
    ]);

    // The next mail, the confirmation, is English: text, amounts, bank details and closing.
    await assign(vendor.vendorId, 'AK-02');
    await settle();
    const [, confirmation] = mailsTo('lukas@example.at');
    expect(confirmation!.subject).toBe('Your registration is confirmed: stall AK-02');
    expect(confirmation!.words).toContain('Dear Lukas Berger,');
    expect(confirmation!.words).toContain('Stall fee: €150.00');
    expect(confirmation!.words).toContain('Amount outstanding: €150.00');
    expect(confirmation!.words).toContain('Account holder: Burgverein');
    expect(confirmation!.words).toContain('Payment reference:');
    expect(confirmation!.words).toContain('Kind regards');
    expect(confirmation!.words).not.toContain('Mit freundlichen Grüßen');
    expect(confirmation!.words).not.toContain(GERMAN_ONLY_NOTE);

    // And back: German again.
    await vendor.browser.patch(path).send({ language: 'de' }).expect(200);
    await t
      .http()
      .post('/api/vendors/access-code-reminder')
      .send({ email: 'lukas@example.at' })
      .expect(202);
    await settle();
    expect(mailsTo('lukas@example.at').at(-1)!.subject).toBe(`Ihr Zugangscode für den ${MARKET}`);
  });
});

describe('the organiser sets the language in the console (docs/decisions.md 372)', () => {
  const phoneRegistration = (change: Record<string, unknown> = {}) => {
    const { name, email, phone, description } = registration(change);
    return { name, email, phone, description, ...change };
  };

  async function consoleVendor(vendorId: string) {
    const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    return (body as { id: string; language: string }[]).find((vendor) => vendor.id === vendorId)!;
  }

  it('adds a vendor by phone in English (German when left out): the read model shows it, the first mail is English', async () => {
    const { body: emma } = await t
      .http()
      .post('/api/admin/vendors')
      .set(auth)
      .send(phoneRegistration({ email: 'emma@example.co.uk', name: 'Emma Clarke', language: 'en' }))
      .expect(201);
    const { body: anna } = await t
      .http()
      .post('/api/admin/vendors')
      .set(auth)
      .send(phoneRegistration({ email: 'anna@example.at', name: 'Anna Huber' }))
      .expect(201);

    expect((await consoleVendor(emma.vendorId)).language).toBe('en');
    expect((await consoleVendor(anna.vendorId)).language).toBe('de');
    expect((await history(emma.vendorId)).at(-1)).toEqual([
      'Vom Veranstalter angelegt',
      'Sprache: Englisch',
    ]);
    expect((await history(anna.vendorId)).at(-1)).toEqual(['Vom Veranstalter angelegt', null]);

    // A vendor added by hand gets no mail at registration: the access code comes with the
    // confirmation, which is the first mail, in the chosen language.
    await settle();
    expect(mailsTo('emma@example.co.uk')).toEqual([]);
    await assign(emma.vendorId, 'AK-02');
    await assign(anna.vendorId, 'AK-03');
    await settle();
    const [english] = mailsTo('emma@example.co.uk');
    expect(english!.subject).toBe('Your registration is confirmed: stall AK-02');
    expect(english!.words).toContain('Dear Emma Clarke,');
    expect(english!.words).toContain(`${emma.accessCode.slice(0, 5)}-${emma.accessCode.slice(5)}`);
    expect(english!.words).toContain('Kind regards');
    expect(english!.words).not.toContain(GERMAN_ONLY_NOTE);
    const [german] = mailsTo('anna@example.at');
    expect(german!.words).toContain('Guten Tag Anna Huber,');
    expect(german!.words).not.toContain('Kind regards');
  });

  it('changes it by PATCH like the vendor’s own change: in the answer and the list, recorded once with its value, switching the next mail', async () => {
    const vendor = await registered({ email: 'lukas@example.at', name: 'Lukas Berger' });
    await settle();
    const path = `/api/admin/vendors/${vendor.vendorId}`;

    const { body: saved } = await t
      .http()
      .patch(path)
      .set(auth)
      .send({ language: 'en' })
      .expect(200);
    expect(saved.language).toBe('en');
    expect((await consoleVendor(vendor.vendorId)).language).toBe('en');
    await t.http().patch(path).set(auth).send({ language: 'en' }).expect(200);
    const events = await t
      .em()
      .find(DomainEventRecord, { type: 'registration.vendor-changed-by-admin.v1' });
    expect(events.map((event) => [event.payload, event.actor])).toEqual([
      [{ fields: ['language'], status: null, paymentAmount: null, language: 'en' }, 'admin'],
    ]);
    expect((await history(vendor.vendorId))[0]).toEqual([
      'Vom Veranstalter geändert',
      'Sprache: Englisch',
    ]);
    // The Protokoll tells it as the history does.
    const { body: log } = await t.http().get('/api/admin/audit-log').set(auth).expect(200);
    expect(
      (log.entries as { type: string; label: string; details: string | null }[]).find(
        (entry) => entry.type === 'registration.vendor-changed-by-admin.v1',
      ),
    ).toMatchObject({ label: 'Vom Veranstalter geändert', details: 'Sprache: Englisch' });
    // The vendor reads it in 'Meine Daten' too.
    const session = await vendor.browser.get('/api/vendors/session').expect(200);
    expect(session.body.vendor.language).toBe('en');

    await assign(vendor.vendorId, 'AK-02');
    await settle();
    expect(mailsTo('lukas@example.at').map((mail) => mail.subject)).toEqual([
      `Ihre Anmeldung zum ${MARKET}`,
      'Your registration is confirmed: stall AK-02',
    ]);

    // Back to German together with a contact field: one event names both.
    await t
      .http()
      .patch(path)
      .set(auth)
      .send({ phone: '+43 660 7654321', language: 'de' })
      .expect(200);
    expect((await history(vendor.vendorId))[0]).toEqual([
      'Vom Veranstalter geändert',
      'Geändert: Telefon; Sprache: Deutsch',
    ]);
    expect((await consoleVendor(vendor.vendorId)).language).toBe('de');
  });

  it('refuses any other language with the German message and its code, on create and on edit', async () => {
    const vendor = await registered({ email: 'anna@example.at' });
    for (const language of ['fr', 'EN', null, 1]) {
      const edit = await t
        .http()
        .patch(`/api/admin/vendors/${vendor.vendorId}`)
        .set(auth)
        .send({ language })
        .expect(400);
      expect(edit.body).toMatchObject({
        statusCode: 400,
        code: 'VENDOR_INVALID_LANGUAGE',
        message: VENDOR_MESSAGES.invalidLanguage,
      });
    }
    const create = await t
      .http()
      .post('/api/admin/vendors')
      .set(auth)
      .send(phoneRegistration({ email: 'emma@example.co.uk', language: 'english' }))
      .expect(400);
    expect(create.body).toMatchObject({
      code: 'VENDOR_INVALID_LANGUAGE',
      message: VENDOR_MESSAGES.invalidLanguage,
    });
    expect(await t.em().count(Vendor, {})).toBe(1);
    expect((await t.em().findOneOrFail(Vendor, { id: vendor.vendorId })).language).toBe('de');
  });

  it('is not the role Kasse’s: 403, the language unchanged, nothing recorded', async () => {
    const vendor = await registered({ email: 'anna@example.at' });
    await insertAccount(t, 'kasse-sprache', 'Karl Kasse', 'cashier');
    const cashier = bearer(await signIn(t, 'kasse-sprache', GOOD_PASSWORD));

    for (const body of [{ language: 'en' }, { language: 'en', paymentAmount: 1000 }]) {
      const refused = await t
        .http()
        .patch(`/api/admin/vendors/${vendor.vendorId}`)
        .set(cashier)
        .send(body)
        .expect(403);
      expect(refused.body).toMatchObject({
        code: 'TEAM_CASHIER_EDITS_AMOUNT_ONLY',
        message: TEAM_MESSAGES.cashierEditsAmountOnly,
      });
    }
    expect((await t.em().findOneOrFail(Vendor, { id: vendor.vendorId })).language).toBe('de');
    expect(
      await t.em().count(DomainEventRecord, { type: 'registration.vendor-changed-by-admin.v1' }),
    ).toBe(0);
    // Kasse still reads it.
    const { body: list } = await t.http().get('/api/admin/vendors').set(cashier).expect(200);
    expect(list[0].language).toBe('de');
  });
});

describe('automatic mails in the vendor’s language', () => {
  it('an English vendor gets the registration mail in English, a German vendor in German', async () => {
    await registered({ email: 'emma@example.co.uk', name: 'Emma Clarke', language: 'en' });
    await registered({ email: 'anna@example.at', name: 'Anna Huber', language: 'de' });
    await settle();

    const [english] = mailsTo('emma@example.co.uk');
    expect(english!.subject).toBe(`Your registration for the ${MARKET}`);
    expect(english!.words).toContain('Dear Emma Clarke,');
    expect(english!.words).toContain('Thank you for registering');
    expect(english!.text).toMatch(/Kind regards\n\n/);
    expect(english!.words).toContain('Phone:');
    expect(english!.words).not.toContain('Guten Tag');

    const [german] = mailsTo('anna@example.at');
    expect(german!.subject).toBe(`Ihre Anmeldung zum ${MARKET}`);
    expect(german!.words).toContain('Guten Tag Anna Huber,');
    expect(german!.words).toContain('Mit freundlichen Grüßen');
    expect(german!.words).toContain('Telefon:');
    expect(german!.words).not.toContain(GERMAN_ONLY_NOTE);
  });

  it('a stall chosen by an English vendor: the access code, the deposit and the 30 minutes in English', async () => {
    const { accessCode } = await registered({
      email: 'emma@example.co.uk',
      language: 'en',
      boothAssignmentPreference: 'self',
      selectedBoothId: await boothIdOf(t, 'AK-03'),
    });
    await settle();
    const [mail] = mailsTo('emma@example.co.uk');
    expect(mail!.subject).toBe(`Your registration for the ${MARKET}: your access code`);
    expect(mail!.words).toContain(`${accessCode.slice(0, 5)}-${accessCode.slice(5)}`);
    expect(mail!.words).toContain('deposit of €10.00');
    expect(mail!.words).toContain('held for you for 30 minutes');
  });
});

describe('fixed mails in the vendor’s language', () => {
  it('the link for a new e-mail address and the notice to the old one, in English', async () => {
    const vendor = await registered({ email: 'emma@example.co.uk', language: 'en' });
    await vendor.browser
      .post(`/api/vendors/${vendor.vendorId}/email-change`)
      .send({ email: 'emma.clarke@example.co.uk' })
      .expect(202);
    await settle();
    const [link] = mailsTo('emma.clarke@example.co.uk');
    expect(link!.subject).toBe(`Confirm your new e-mail address: ${MARKET}`);
    expect(link!.words).toContain('Please confirm this with the following link');
    expect(link!.words).toMatch(
      /valid until \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} \(Vienna time\)/,
    );
    expect(link!.words).toContain('Kind regards');
    const token = decodeURIComponent(/token=([^\s\]>"]+)/.exec(link!.text)![1]!);
    await t.http().post('/api/vendors/email-change/confirm').send({ token }).expect(200);
    await settle();
    const notice = mailsTo('emma@example.co.uk').at(-1)!;
    expect(notice.subject).toBe(`Your e-mail address has been changed: ${MARKET}`);
    expect(notice.words).toContain('If this was not you, please contact the organiser immediately');
  });
});

describe('templates in two languages', () => {
  async function receivedTemplate(): Promise<{ id: number }> {
    await t.http().post('/api/admin/email-templates/defaults').set(auth).expect(201);
    const { body } = await t.http().get('/api/admin/email-templates').set(auth).expect(200);
    return (body as { id: number; purpose: string | null }[]).find(
      (template) => template.purpose === 'registration-received',
    )!;
  }

  it('the standard templates are created with their English; the API reads and writes both', async () => {
    const template = await receivedTemplate();
    const { body: list } = await t.http().get('/api/admin/email-templates').set(auth).expect(200);
    const stored = (list as Record<string, unknown>[]).find((item) => item.id === template.id)!;
    expect(stored).toMatchObject({
      subject: AUTOMATIC_TEMPLATES['registration-received'].subject,
      subjectEn: AUTOMATIC_TEMPLATES['registration-received'].english!.subject,
      contentEn: AUTOMATIC_TEMPLATES['registration-received'].english!.content,
    });
    const invitation = (list as Record<string, unknown>[]).find(
      (item) => item.purpose === 'invitation',
    )!;
    expect(invitation).toMatchObject({ subjectEn: null, contentEn: null });

    const { body: created } = await t
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send({
        name: 'Aufbau',
        category: 'general',
        subject: 'Aufbau',
        content: '<p>Hallo</p>',
        subjectEn: ' Set-up ',
        contentEn: '<p>Hello</p>',
      })
      .expect(201);
    expect(created).toMatchObject({ subjectEn: 'Set-up', contentEn: '<p>Hello</p>' });
    // Blank English is none.
    const { body: cleared } = await t
      .http()
      .put(`/api/admin/email-templates/${created.id}`)
      .set(auth)
      .send({ name: 'Aufbau', category: 'general', subject: 'Aufbau', content: '<p>Hallo</p>' })
      .expect(200);
    expect(cleared).toMatchObject({ subjectEn: null, contentEn: null });
  });

  it('refuses half an English version, and a bad English subject, in German', async () => {
    const base = {
      name: 'Aufbau',
      category: 'general',
      subject: 'Aufbau',
      content: '<p>Hallo</p>',
    };
    for (const half of [
      { subjectEn: 'Set-up' },
      { contentEn: '<p>Hello</p>' },
      { subjectEn: '  ', contentEn: '<p>Hello</p>' },
    ]) {
      const refused = await t
        .http()
        .post('/api/admin/email-templates')
        .set(auth)
        .send({ ...base, ...half })
        .expect(400);
      expect(refused.body.message).toBe(EMAIL_TEMPLATE_MESSAGES.englishIncomplete);
    }
    const broken = await t
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send({ ...base, subjectEn: 'Set\nup', contentEn: '<p>Hello</p>' })
      .expect(400);
    expect(broken.body.message).toBe(EMAIL_TEMPLATE_MESSAGES.subjectLineBreak);
    expect(await t.em().count(EmailTemplate, {})).toBe(0);
  });

  it('a template with English goes to an English vendor in English; without, in German with the note on top', async () => {
    const template = await receivedTemplate();
    const save = (english: Record<string, unknown>) =>
      t
        .http()
        .put(`/api/admin/email-templates/${template.id}`)
        .set(auth)
        .send({
          name: 'Anmeldung erhalten',
          category: 'registration',
          subject: 'Danke, {name}',
          content: '<p>Wir melden uns, {name}.</p>',
          ...english,
        })
        .expect(200);

    await save({ subjectEn: 'Thanks, {name}', contentEn: '<p>We will be in touch, {name}.</p>' });
    await registered({ email: 'emma@example.co.uk', name: 'Emma', language: 'en' });
    await registered({ email: 'anna@example.at', name: 'Anna' });
    await settle();
    const [english] = mailsTo('emma@example.co.uk');
    expect(english!.subject).toBe('Thanks, Emma');
    expect(english!.text).toMatch(/^We will be in touch, Emma\.\n\nKind regards/);
    const [german] = mailsTo('anna@example.at');
    expect(german!.subject).toBe('Danke, Anna');
    expect(german!.text).toMatch(/^Wir melden uns, Anna\.\n\nMit freundlichen Grüßen/);

    // Without English: the German text, its German closing, one English line on top.
    await save({ subjectEn: '', contentEn: '' });
    await registered({ email: 'oliver@example.co.uk', name: 'Oliver', language: 'en' });
    await settle();
    const [noted] = mailsTo('oliver@example.co.uk');
    expect(noted!.subject).toBe('Danke, Oliver');
    expect(noted!.text).toMatch(
      new RegExp(`^${GERMAN_ONLY_NOTE.replace('.', '\\.')}\\n\\nWir melden uns, Oliver\\.`),
    );
    expect(noted!.html).toContain(GERMAN_ONLY_NOTE);
    expect(noted!.words).toContain('Mit freundlichen Grüßen');
    // A German vendor never sees the note.
    await registered({ email: 'maria@example.at', name: 'Maria' });
    await settle();
    expect(mailsTo('maria@example.at')[0]!.words).not.toContain(GERMAN_ONLY_NOTE);
  });

  it('a mass mail with an English version: English vendors get it, German ones the German; without one, English vendors get the note', async () => {
    const emma = await registered({ email: 'emma@example.co.uk', name: 'Emma', language: 'en' });
    const anna = await registered({ email: 'anna@example.at', name: 'Anna' });
    await settle();
    smtp.clear();
    const send = (body: Record<string, unknown>) =>
      t
        .http()
        .post('/api/admin/send-mass-email')
        .set(auth)
        .send({ vendorIds: [emma.vendorId, anna.vendorId], ...body })
        .expect(201);

    await send({
      subject: 'Aufbau für {name}',
      content: 'Aufbau ab 7 Uhr, Status: {status}.',
      subjectEn: 'Set-up for {name}',
      contentEn: 'Set-up from 7 am, status: {status}.',
    });
    await settle();
    expect(mailsTo('emma@example.co.uk')[0]).toMatchObject({ subject: 'Set-up for Emma' });
    expect(mailsTo('emma@example.co.uk')[0]!.text).toMatch(
      /^Set-up from 7 am, status: Pending\.\n\nKind regards/,
    );
    expect(mailsTo('anna@example.at')[0]).toMatchObject({ subject: 'Aufbau für Anna' });
    expect(mailsTo('anna@example.at')[0]!.words).toContain('Status: Wartend.');

    await send({ subject: 'Nur deutsch', content: 'Hallo {name}' });
    await settle();
    expect(mailsTo('emma@example.co.uk')[1]!.subject).toBe('Nur deutsch');
    expect(mailsTo('emma@example.co.uk')[1]!.text).toMatch(
      new RegExp(`^${GERMAN_ONLY_NOTE.replace('.', '\\.')}\\n\\nHallo Emma`),
    );
    expect(mailsTo('anna@example.at')[1]!.words).not.toContain(GERMAN_ONLY_NOTE);

    const half = await t
      .http()
      .post('/api/admin/send-mass-email')
      .set(auth)
      .send({
        vendorIds: [emma.vendorId],
        subject: 'x',
        content: 'y',
        subjectEn: 'only a subject',
      })
      .expect(400);
    expect(half.body.message).toBe(EMAIL_TEMPLATE_MESSAGES.englishIncomplete);
  });

  it('standard templates stored before issue 33 get their English at start, unless their German was edited', async () => {
    await t.http().post('/api/admin/email-templates/defaults').set(auth).expect(201);
    const em = t.em();
    // As stored before: no English; one of them edited by the organiser.
    await em.nativeUpdate(EmailTemplate, {}, { subjectEn: null, contentEn: null });
    await em.nativeUpdate(
      EmailTemplate,
      { purpose: 'rejection' },
      { content: '<p>Leider nein.</p>' },
    );
    const commandBus = t.app.get(CommandBus);
    const added = await commandBus.execute(new AddStandardEnglishTextsCommand());
    expect(added).toBe(Object.keys(AUTOMATIC_TEMPLATES).length - 1);
    expect(await commandBus.execute(new AddStandardEnglishTextsCommand())).toBe(0);
    const templates = await t.em().find(EmailTemplate, {});
    const byPurpose = new Map(templates.map((template) => [template.purpose, template]));
    expect(byPurpose.get('confirmation')!.subjectEn).toBe(
      AUTOMATIC_TEMPLATES.confirmation.english!.subject,
    );
    expect(byPurpose.get('rejection')!.subjectEn).toBeNull();
    expect(byPurpose.get('invitation')!.subjectEn).toBeNull();
  });
});

describe('invoices of an English vendor', () => {
  it('stay German with English labels beside the German ones, mailed in English; a German vendor’s have none', async () => {
    await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
    const invoiceOf = async (email: string, language: string, boothNumber: string) => {
      const vendor = await registered({ email, name: 'Kerzenzieherei Huber', language });
      await assign(vendor.vendorId, boothNumber);
      await payInFull(t, auth, vendor, 15000);
      await settle();
      const { body: list } = await t.http().get('/api/admin/invoices').set(auth).expect(200);
      const { number } = (list as { number: string; vendorId: string }[]).find(
        (invoice) => invoice.vendorId === vendor.vendorId,
      )!;
      const pdf = await invoicePdf(t, auth, number);
      const xml = await t
        .http()
        .get(`/api/invoices/download/${number}?format=xml`)
        .set(auth)
        .expect(200);
      return { number, text: await pdfText(pdf), xml: xml.text };
    };

    const english = await invoiceOf('emma@example.co.uk', 'en', 'AK-02');
    for (const expected of [
      'Rechnung / Invoice',
      `Rechnungsnummer / Invoice number ${english.number}`,
      'Rechnungsdatum / Invoice date',
      'Menge / Quantity',
      'Summe netto / Net total 125,00 €',
      'Rechnungsbetrag / Invoice total 150,00 €',
      'Offener Betrag / Amount due 0,00 €',
      'Paid – the invoice total has been settled in full.',
      'UID-Nr. / VAT ID: ATU12345678',
      'Standplatz AK-02 (Arkadenhof)',
    ]) {
      expect(english.text).toContain(expected);
    }
    const mail = mailsTo('emma@example.co.uk').find((m) => m.subject.startsWith('Your invoice'))!;
    expect(mail.subject).toBe(`Your invoice ${english.number}: ${MARKET}`);
    expect(mail.words).toContain('As Austrian law requires, the invoice is in German');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `Rechnung-${english.number}.pdf`,
    ]);

    const german = await invoiceOf('anna@example.at', 'de', 'AK-03');
    expect(german.text).toContain(`Rechnungsnummer ${german.number}`);
    expect(german.text).not.toContain('Invoice');
    expect(german.text).not.toContain('Quantity');
    // The e-invoice (CII) carries no label of either language: it is unchanged.
    for (const xml of [english.xml, german.xml]) {
      expect(xml).toContain('<rsm:CrossIndustryInvoice');
      expect(xml).not.toMatch(/Invoice number|Invoice total|Amount due|Rechnungsnummer/);
    }
  });
});
