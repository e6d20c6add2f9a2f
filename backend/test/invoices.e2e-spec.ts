import type { Response } from 'superagent';
import { INVOICE_MESSAGES, SMALL_BUSINESS_NOTE } from '@standl/contracts';
import { VendorPaidInFullEvent } from '../src/payments/domain/vendor-paid-in-full.event.js';
import { InvoiceDocumentsStoredEvent } from '../src/payments/invoices/domain/invoice.events.js';
import { embedFacturX, renderCii } from '../src/payments/invoices/e-invoice/e-invoice.js';
import { InvoiceDocumentsReactor } from '../src/payments/invoices/reactions/invoice-documents.reactor.js';
import { renderInvoicePdf } from '../src/payments/invoices/rendering/invoice-pdf.js';
import { sampleInvoice } from '../src/payments/invoices/rendering/sample-invoice.js';
import { TransactionHeldError } from '../src/shared/database/outside-transaction.js';
import { DomainTransaction } from '../src/shared/events/domain-transaction.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { adminAuth } from './support/admin.js';
import { ciiSchemaErrors, pdfAttachments, pdfText } from './support/invoice-documents.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';

const smtp = new TestSmtpServer();
let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
  auth = await adminAuth(t);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** Reads a binary answer into `body` as a Buffer. */
function binary(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

async function saveSettings(change: Record<string, unknown> = {}) {
  return t
    .http()
    .put('/api/admin/invoice-settings')
    .set(auth)
    .send({ ...TEST_ISSUER, ...change })
    .expect(200);
}

interface Vendor {
  id: string;
  cookie: string;
  boothNumber: string;
}

/** A vendor the organiser registered on a stall (their own session cookie from registering). */
async function vendorOnStall(
  boothNumber: string,
  { billing = true, name = 'Kerzenzieherei Huber' } = {},
): Promise<Vendor> {
  const response = await t
    .http()
    .post('/api/vendors/register')
    .send(registration({ name }))
    .expect(201);
  const vendor = {
    id: response.body.vendorId as string,
    cookie: (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!,
    boothNumber,
  };
  await t
    .http()
    .post(`/api/admin/vendors/${vendor.id}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(t, boothNumber) })
    .expect(200);
  if (billing) await setBilling(vendor);
  return vendor;
}

async function setBilling(vendor: Vendor, street = 'Hauptplatz 3') {
  await t
    .http()
    .patch(`/api/vendors/${vendor.id}/billing`)
    .set('Cookie', vendor.cookie)
    .send({
      billingStreet: street,
      billingPostalCode: '9300',
      billingCity: 'St. Veit an der Glan',
      billingCountry: 'Österreich',
    })
    .expect(200);
}

/** Sets the paid amount (the organiser's correction in the ledger). */
async function pay(vendor: Vendor, paymentAmount: number) {
  await t
    .http()
    .patch(`/api/admin/vendors/${vendor.id}`)
    .set(auth)
    .send({ paymentAmount })
    .expect(200);
}

/** The vendor pays the whole fee; the ledger records VendorPaidInFullEvent, which issues the invoice. */
async function payInFull(vendor: Vendor, total = 15000) {
  await pay(vendor, total);
  const [{ count }] = await t
    .em()
    .execute<{ count: string }[]>(
      `select count(*) from domain_event where type = ? and aggregate_id = ?`,
      [VendorPaidInFullEvent.TYPE, vendor.id],
    );
  expect(Number(count)).toBe(1);
}

async function invoices() {
  const { body } = await t.http().get('/api/admin/invoices').set(auth).expect(200);
  return body as {
    number: string;
    state: string;
    kind: string;
    vendorId: string;
    grossAmount: number;
    amountDue: number;
    cancelsNumber: string | null;
    cancelledByNumber: string | null;
    recipientName: string;
    issuedBy: string;
  }[];
}

function download(path: string, headers: Record<string, string>) {
  return t.http().get(path).set(headers).buffer(true).parse(binary);
}

describe('issuer settings', () => {
  it('proposes the organiser from the market settings until saved, then keeps what was saved', async () => {
    const { body: proposal } = await t
      .http()
      .get('/api/admin/invoice-settings')
      .set(auth)
      .expect(200);
    expect(proposal).toMatchObject({ configured: false, vatMode: 'standard', vatRate: 20 });
    expect(proposal.legalName).toBeTruthy();

    const { body } = await saveSettings({ uid: 'atu 1234 5678' });
    expect(body).toMatchObject({ ...TEST_ISSUER, configured: true, uid: 'ATU12345678' });
    const { body: read } = await t.http().get('/api/admin/invoice-settings').set(auth).expect(200);
    expect(read).toEqual(body);
  });

  it('refuses a wrong UID, VAT without UID and a small business without any tax number, in German', async () => {
    const wrongUid = await t
      .http()
      .put('/api/admin/invoice-settings')
      .set(auth)
      .send({ ...TEST_ISSUER, uid: 'DE123456789' })
      .expect(400);
    expect(wrongUid.body.message).toBe(INVOICE_MESSAGES.invalidUid);
    const noUid = await t
      .http()
      .put('/api/admin/invoice-settings')
      .set(auth)
      .send({ ...TEST_ISSUER, uid: null })
      .expect(400);
    expect(noUid.body.message).toBe(INVOICE_MESSAGES.uidRequired);
    const smallBusiness = await t
      .http()
      .put('/api/admin/invoice-settings')
      .set(auth)
      .send({ ...TEST_ISSUER, uid: null, vatMode: 'small_business' })
      .expect(400);
    expect(smallBusiness.body.message).toBe(INVOICE_MESSAGES.taxIdRequired);
    const rate = await t
      .http()
      .put('/api/admin/invoice-settings')
      .set(auth)
      .send({ ...TEST_ISSUER, vatRate: 120 })
      .expect(400);
    expect(rate.body.message).toBe(INVOICE_MESSAGES.invalidVatRate);
    await t.http().get('/api/admin/invoice-settings').expect(401);
  });
});

describe('issuing', () => {
  it('issues the invoice when the vendor becomes paid in full, mails it with the PDF and lights the badge', async () => {
    await saveSettings();
    const vendor = await vendorOnStall('AK-01');
    await payInFull(vendor);
    await t.settle();

    const [invoice] = await invoices();
    expect(invoice).toMatchObject({
      number: `${new Date().getFullYear()}-0001`,
      kind: 'invoice',
      state: 'issued',
      vendorId: vendor.id,
      grossAmount: 15000,
      amountDue: 0,
      recipientName: 'Kerzenzieherei Huber',
    });

    const mails = smtp.received.filter((mail) => mail.parsed.subject?.includes(invoice!.number));
    expect(mails).toHaveLength(1);
    const attachment = mails[0]!.parsed.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toBe(`Rechnung-${invoice!.number}.pdf`);
    const pdf = await download(`/api/invoices/download/${invoice!.number}`, auth).expect(200);
    expect(Buffer.compare(attachment.content, pdf.body)).toBe(0);

    const { body: vendors } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    const row = (vendors as { id: string; mailsSent: { invoice: boolean } }[]).find(
      (v) => v.id === vendor.id,
    );
    expect(row!.mailsSent.invoice).toBe(true);

    // Idempotent: the event again (a retried reaction) issues nothing more.
    await t.app.get(DomainTransaction).run(async ({ record }) => {
      record(new VendorPaidInFullEvent(vendor.id, { totalAmount: 15000, paidAmount: 15000 }));
    });
    await t.settle();
    expect(await invoices()).toHaveLength(1);
  });

  it('prints every field of an Austrian invoice; re-downloads are byte-identical; the e-invoice validates', async () => {
    await saveSettings();
    const vendor = await vendorOnStall('AK-02');
    await payInFull(vendor);
    await t.settle();
    const [{ number }] = await invoices();

    const first = await download(`/api/invoices/download/${number}`, auth).expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const again = await download(`/api/invoices/download/${number}`, {
      Cookie: vendor.cookie,
    }).expect(200);
    const dashboard = await download(`/api/vendors/${vendor.id}/invoice`, {
      Cookie: vendor.cookie,
    }).expect(200);
    expect(Buffer.compare(first.body, again.body)).toBe(0);
    expect(Buffer.compare(first.body, dashboard.body)).toBe(0);

    const text = await pdfText(first.body);
    for (const expected of [
      'Rechnung',
      'Burgverein Hochosterwitz',
      'Hochosterwitz 1',
      '9314 Launsdorf',
      'Kerzenzieherei Huber',
      'Hauptplatz 3',
      '9300 St. Veit an der Glan',
      `Rechnungsnummer ${number}`,
      'Rechnungsdatum',
      'Leistungszeitraum',
      `Standplatz AK-02 (Arkadenhof), Adventmarkt ${new Date().getFullYear()}`,
      'Summe netto 125,00 €',
      'zzgl. 20 % USt. 25,00 €',
      'Rechnungsbetrag 150,00 €',
      'Offener Betrag 0,00 €',
      'Bezahlt',
      'UID-Nr.: ATU12345678',
      'Zahlbar ohne Abzug.',
    ]) {
      expect(text).toContain(expected);
    }

    const xml = await t
      .http()
      .get(`/api/invoices/download/${number}?format=xml`)
      .set(auth)
      .expect(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(await ciiSchemaErrors(xml.text)).toEqual([]);
    expect(xml.text).toContain(`<ram:ID>${number}</ram:ID>`);
    expect(xml.text).toContain('<ram:GrandTotalAmount>150.00</ram:GrandTotalAmount>');
    expect(xml.text).toContain('<ram:TaxTotalAmount currencyID="EUR">25.00</ram:TaxTotalAmount>');
    expect(xml.text).toContain('<ram:ID schemeID="VA">ATU12345678</ram:ID>');
    // The PDF is a Factur-X hybrid: the same XML is embedded.
    const embedded = (await pdfAttachments(first.body))['factur-x.xml']!.toString('utf8');
    expect(embedded).toContain(`<ram:ID>${number}</ram:ID>`);
    expect(await ciiSchemaErrors(embedded)).toEqual([]);
  });

  it('issues on the organiser’s request, with what is still due; refuses when nothing is paid, without stall or settings', async () => {
    const vendor = await vendorOnStall('RS-01', { billing: false });
    const issue = (id = vendor.id) => t.http().post(`/api/admin/vendors/${id}/invoice`).set(auth);
    expect((await issue().expect(409)).body.message).toBe(INVOICE_MESSAGES.settingsMissing);
    await saveSettings({ vatMode: 'small_business', uid: null, taxNumber: '12 345/6789' });
    expect((await issue().expect(409)).body.message).toBe(INVOICE_MESSAGES.nothingPaid);
    await pay(vendor, 5000);
    // Without an address up to 400 € it would be a Kleinbetragsrechnung (small-amount-invoices).
    await setBilling(vendor);
    const { body: invoice } = await issue().expect(201);
    expect(invoice).toMatchObject({ kind: 'invoice', grossAmount: 12000, amountDue: 7000 });
    expect((await issue().expect(409)).body.message).toBe(
      INVOICE_MESSAGES.alreadyIssued(invoice.number),
    );

    const text = await pdfText(
      (await download(`/api/invoices/download/${invoice.number}`, auth)).body,
    );
    expect(text).toContain(SMALL_BUSINESS_NOTE);
    expect(text).toContain('Steuernummer 12 345/6789');
    expect(text).toContain('Rechnungsbetrag 120,00 €');
    expect(text).toContain('Offener Betrag 70,00 €');
    expect(text).not.toContain('USt.');

    const unassigned = await t
      .http()
      .post('/api/vendors/register')
      .send(registration())
      .expect(201);
    expect((await issue(unassigned.body.vendorId).expect(409)).body.message).toBe(
      INVOICE_MESSAGES.noBooth,
    );
    await issue('00000000-0000-4000-8000-000000000000').expect(404);
    await issue('not-a-uuid').expect(404);
  });

  it('keeps the numbers gapless through a cancellation (Storno) and a new invoice', async () => {
    await saveSettings();
    const vendor = await vendorOnStall('BK-01');
    await payInFull(vendor, 7500);
    await t.settle();
    const year = new Date().getFullYear();
    const original = `${year}-0001`;

    const { body: storno } = await t
      .http()
      .post(`/api/admin/invoices/${original}/cancel`)
      .set(auth)
      .send({ reason: 'Falsche Rechnungsadresse' })
      .expect(201);
    expect(storno).toMatchObject({
      number: `${year}-0002`,
      kind: 'cancellation',
      state: 'cancellation',
      grossAmount: -7500,
      cancelsNumber: original,
    });
    const stornoText = await pdfText(
      (await download(`/api/invoices/download/${storno.number}`, auth)).body,
    );
    expect(stornoText).toContain('Stornorechnung');
    expect(stornoText).toContain(`zu Rechnung ${original}`);
    expect(stornoText).toContain('Stornobetrag -75,00 €');
    expect(stornoText).toContain('Grund: Falsche Rechnungsadresse');
    const stornoXml = await t
      .http()
      .get(`/api/invoices/download/${storno.number}?format=xml`)
      .set(auth)
      .expect(200);
    expect(await ciiSchemaErrors(stornoXml.text)).toEqual([]);
    expect(stornoXml.text).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(stornoXml.text).toContain(`<ram:IssuerAssignedID>${original}</ram:IssuerAssignedID>`);

    // The vendor has no valid invoice now: the dashboard issues the corrected one.
    await setBilling(vendor, 'Neuer Platz 7');
    await t.settle();
    const list = await invoices();
    expect(list.map(({ number, state }) => [number, state])).toEqual([
      [`${year}-0003`, 'issued'],
      [`${year}-0002`, 'cancellation'],
      [original, 'cancelled'],
    ]);
    expect(list.find((i) => i.number === original)!.cancelledByNumber).toBe(`${year}-0002`);
    // The console names who cancelled (docs/decisions.md 222); the vendor's answers do not.
    expect(list.find((i) => i.number === `${year}-0002`)!.issuedBy).toBe('admin');
    const corrected = await pdfText(
      (await download(`/api/vendors/${vendor.id}/invoice`, { Cookie: vendor.cookie }).expect(200))
        .body,
    );
    expect(corrected).toContain(`${year}-0003`);
    expect(corrected).toContain('Neuer Platz 7');

    // The original document never changed.
    const originalText = await pdfText(
      (await download(`/api/invoices/download/${original}`, auth)).body,
    );
    expect(originalText).toContain('Hauptplatz 3');
    expect(originalText).not.toContain('Storno');

    const again = await t
      .http()
      .post(`/api/admin/invoices/${original}/cancel`)
      .set(auth)
      .send({})
      .expect(409);
    expect(again.body.message).toBe(INVOICE_MESSAGES.alreadyCancelled(`${year}-0002`));
    const ofStorno = await t
      .http()
      .post(`/api/admin/invoices/${storno.number}/cancel`)
      .set(auth)
      .send({})
      .expect(409);
    expect(ofStorno.body.message).toBe(INVOICE_MESSAGES.cannotCancelCancellation);
    await t.http().post(`/api/admin/invoices/${year}-0099/cancel`).set(auth).send({}).expect(404);
    await t.http().post('/api/admin/invoices/2026-1x/cancel').set(auth).send({}).expect(400);

    await t.settle();
    const stornoMails = smtp.received.filter((mail) =>
      mail.parsed.subject?.startsWith('Stornorechnung'),
    );
    expect(stornoMails).toHaveLength(1);
    expect(stornoMails[0]!.parsed.attachments[0]!.filename).toBe(`Stornorechnung-${year}-0002.pdf`);
  });
});

describe('no transaction open while rendering (issue 26)', () => {
  /** Whether the invoice's documents are stored yet. */
  async function documentsStored(number: string): Promise<boolean> {
    const [row] = await t
      .em()
      .execute<{ stored: boolean }[]>(
        'select pdf is not null as stored from invoice where number = ?',
        [number],
      );
    return row!.stored;
  }

  async function documentsStoredEvents(number: string): Promise<number> {
    const [{ count }] = await t
      .em()
      .execute<{ count: string }[]>(
        `select count(*) from domain_event where type = ? and payload->>'number' = ?`,
        [InvoiceDocumentsStoredEvent.TYPE, number],
      );
    return Number(count);
  }

  /** Every reaction ran once, none failed: a render in a transaction would have thrown. */
  async function expectEveryReactionDoneFirstTime() {
    const reactions = await t
      .em()
      .execute<{ consumer: string; state: string; attempts: number; last_error: string | null }[]>(
        'select consumer, state, attempts, last_error from event_reaction',
      );
    expect(
      reactions.filter((r) => r.consumer === 'payments.invoice-documents').length,
    ).toBeGreaterThan(0);
    for (const reaction of reactions) {
      expect(reaction).toMatchObject({ state: 'done', attempts: 1, last_error: null });
    }
  }

  it('the guard is active: a PDF or e-invoice rendered inside a transaction fails, outside it renders', async () => {
    const invoice = sampleInvoice();
    await expect(t.em().transactional(() => renderInvoicePdf(invoice))).rejects.toThrow(
      TransactionHeldError,
    );
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const renders: (() => Promise<unknown>)[] = [
      () => renderCii(invoice),
      () => embedFacturX(invoice, pdf),
    ];
    for (const render of renders) {
      await expect(t.app.get(DomainTransaction).run(render)).rejects.toThrow(TransactionHeldError);
    }
    expect(await renderCii(invoice)).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect((await pdfAttachments(await embedFacturX(invoice, pdf)))['factur-x.xml']).toBeDefined();

    // The documents' reaction never renders in its transaction: unprepared, it fails to be retried.
    const reactor = t.app.get(InvoiceDocumentsReactor);
    await expect(
      t.app.get(DomainTransaction).run((scope) =>
        reactor.react(
          {
            id: '1',
            type: 'payments.invoice-issued.v1',
            aggregateType: 'vendor',
            aggregateId: '00000000-0000-4000-8000-000000000000',
            payload: { invoiceId: '00000000-0000-4000-8000-000000000000' },
            actor: 'system',
            occurredAt: new Date(),
          },
          scope,
          undefined,
        ),
      ),
    ).rejects.toThrow('nicht vorbereitet');
  });

  it('issues at once without documents; the reaction renders them outside its transaction and the mail carries the PDF', async () => {
    await saveSettings();
    const vendor = await vendorOnStall('AK-06');
    await pay(vendor, 5000);
    await t.settle();
    const resume = await t.pauseWorkers();
    let number: string;
    try {
      const { body } = await t
        .http()
        .post(`/api/admin/vendors/${vendor.id}/invoice`)
        .set(auth)
        .expect(201);
      expect(body).toMatchObject({
        kind: 'invoice',
        state: 'issued',
        grossAmount: 15000,
        amountDue: 10000,
      });
      number = body.number as string;
      // Numbered and stored in the issue's short transaction, nothing rendered in it.
      expect(await documentsStored(number)).toBe(false);
      expect((await invoices()).map((invoice) => invoice.number)).toEqual([number]);
    } finally {
      resume();
    }
    await t.settle();

    expect(await documentsStored(number)).toBe(true);
    expect(await documentsStoredEvents(number)).toBe(1);
    await expectEveryReactionDoneFirstTime();
    const mails = smtp.received.filter((mail) => mail.parsed.subject?.includes(number));
    expect(mails).toHaveLength(1);
    const attachment = mails[0]!.parsed.attachments[0]!;
    expect(attachment).toMatchObject({
      contentType: 'application/pdf',
      filename: `Rechnung-${number}.pdf`,
    });
    const pdf = await download(`/api/invoices/download/${number}`, auth).expect(200);
    expect(Buffer.compare(attachment.content, pdf.body)).toBe(0);
    expect(await pdfText(pdf.body)).toContain(`Rechnungsnummer ${number}`);
    const embedded = (await pdfAttachments(pdf.body))['factur-x.xml']!.toString('utf8');
    expect(await ciiSchemaErrors(embedded)).toEqual([]);
  });

  it('a download before the reaction renders and stores the documents once; the Storno answers at once too', async () => {
    await saveSettings();
    const vendor = await vendorOnStall('AK-07');
    await pay(vendor, 5000);
    await t.settle();
    const year = new Date().getFullYear();
    const resume = await t.pauseWorkers();
    let first: Buffer;
    let stornoXml: string;
    let issueDate: string;
    try {
      const { body } = await t
        .http()
        .post(`/api/admin/vendors/${vendor.id}/invoice`)
        .set(auth)
        .expect(201);
      expect(body.number).toBe(`${year}-0001`);
      issueDate = body.issueDate as string;
      first = (await download(`/api/invoices/download/${body.number}`, auth).expect(200)).body;
      expect(await documentsStored(body.number)).toBe(true);
      const again = await download(`/api/vendors/${vendor.id}/invoice`, {
        Cookie: vendor.cookie,
      }).expect(200);
      expect(Buffer.compare(first, again.body)).toBe(0);
      expect(await documentsStoredEvents(body.number)).toBe(1);

      const { body: storno } = await t
        .http()
        .post(`/api/admin/invoices/${body.number}/cancel`)
        .set(auth)
        .send({ reason: 'Doppelt ausgestellt' })
        .expect(201);
      expect(storno).toMatchObject({
        number: `${year}-0002`,
        kind: 'cancellation',
        cancelsNumber: body.number,
      });
      expect(await documentsStored(storno.number)).toBe(false);
      stornoXml = (
        await t
          .http()
          .get(`/api/invoices/download/${storno.number}?format=xml`)
          .set(auth)
          .expect(200)
      ).text;
      expect(await documentsStored(storno.number)).toBe(true);
    } finally {
      resume();
    }
    expect(stornoXml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(stornoXml).toContain(`<ram:IssuerAssignedID>${year}-0001</ram:IssuerAssignedID>`);
    // The cancelled invoice's date, stored with the Storno, is printed as BT-26.
    expect(stornoXml).toContain(`>${issueDate.replace(/-/g, '')}</qdt:DateTimeString>`);
    expect(await ciiSchemaErrors(stornoXml)).toEqual([]);

    // The reaction finds the documents stored: it changes nothing and records nothing more.
    await t.settle();
    expect(await documentsStoredEvents(`${year}-0001`)).toBe(1);
    expect(await documentsStoredEvents(`${year}-0002`)).toBe(1);
    await expectEveryReactionDoneFirstTime();
    const after = await download(`/api/invoices/download/${year}-0001`, auth).expect(200);
    expect(Buffer.compare(first, after.body)).toBe(0);
    const stornoMails = smtp.received.filter((mail) =>
      mail.parsed.subject?.startsWith('Stornorechnung'),
    );
    const invoiceMails = smtp.received.filter(
      (mail) => mail.parsed.subject?.includes(`${year}-0001`) && !stornoMails.includes(mail),
    );
    expect(invoiceMails).toHaveLength(1);
    expect(Buffer.compare(invoiceMails[0]!.parsed.attachments[0]!.content, first)).toBe(0);
    expect(stornoMails).toHaveLength(1);
    expect(stornoMails[0]!.parsed.attachments[0]!.filename).toBe(`Stornorechnung-${year}-0002.pdf`);
  });
});

describe('who may download', () => {
  it('lets a vendor download only their own invoice; refuses anonymous and malformed requests in German', async () => {
    await saveSettings();
    const owner = await vendorOnStall('AK-03');
    const other = await vendorOnStall('AK-04', { name: 'Andere Händlerin' });
    await payInFull(owner);
    await t.settle();
    const [{ number }] = await invoices();

    const foreign = await t
      .http()
      .get(`/api/invoices/download/${number}`)
      .set('Cookie', other.cookie)
      .expect(404);
    expect(foreign.body.message).toBe(INVOICE_MESSAGES.invoiceNotFound);
    await t.http().get(`/api/vendors/${owner.id}/invoice`).set('Cookie', other.cookie).expect(403);
    await t.http().get(`/api/invoices/download/${number}`).expect(401);
    await t.http().get(`/api/vendors/${owner.id}/invoice`).expect(401);
    await t
      .http()
      .get(`/api/invoices/download/${number}`)
      .set('Authorization', 'Bearer forged')
      .expect(401);
    for (const malformed of ['2026-1', '2026-0001.pdf', '..%2F2026-0001', '2026-0000', 'abc']) {
      const response = await t
        .http()
        .get(`/api/invoices/download/${malformed}`)
        .set(auth)
        .expect(400);
      expect(response.body.message).toBe(INVOICE_MESSAGES.invalidNumber);
    }
    await t.http().get(`/api/invoices/download/${number}?format=doc`).set(auth).expect(400);
    await t.http().get('/api/invoices/download/2026-0999').set(auth).expect(404);

    // Not paid (with or without an address): not yet issued.
    const unpaid = await vendorOnStall('AK-05', { billing: false });
    const missing = await t
      .http()
      .get(`/api/vendors/${unpaid.id}/invoice`)
      .set('Cookie', unpaid.cookie)
      .expect(404);
    expect(missing.body.message).toBe(INVOICE_MESSAGES.noInvoiceYet);
    await setBilling(unpaid);
    const notYet = await t
      .http()
      .get(`/api/vendors/${unpaid.id}/invoice`)
      .set('Cookie', unpaid.cookie)
      .expect(404);
    expect(notYet.body.message).toBe(INVOICE_MESSAGES.noInvoiceYet);
  });

  it('keeps a deleted vendor’s invoice for the organiser', async () => {
    await saveSettings();
    const vendor = await vendorOnStall('SO-01');
    await payInFull(vendor, 7000);
    await t.settle();
    const [{ number }] = await invoices();
    const before = await download(`/api/invoices/download/${number}`, auth).expect(200);

    await t.http().delete(`/api/admin/vendors/${vendor.id}`).set(auth).expect(200);
    const after = await download(`/api/invoices/download/${number}`, auth).expect(200);
    expect(Buffer.compare(before.body, after.body)).toBe(0);
    expect(await pdfText(after.body)).toContain('Kerzenzieherei Huber');
    expect((await invoices())[0]).toMatchObject({ number, recipientName: 'Kerzenzieherei Huber' });
    // The deleted vendor's session no longer opens it.
    await t.http().get(`/api/invoices/download/${number}`).set('Cookie', vendor.cookie).expect(401);
  });
});

describe('numbers under concurrency on PostgreSQL', () => {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl);
    first = await createTestApp({ databaseUrl: database.url });
    second = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('gives 20 invoices issued at once, on two instances, 20 consecutive numbers', async () => {
    const admin = await adminAuth(first);
    await first.http().put('/api/admin/invoice-settings').set(admin).send(TEST_ISSUER).expect(200);
    const { body: areas } = await first.http().get('/api/admin/booths').set(admin).expect(200);
    const free = (areas as { booths: { id: number; status: string }[] }[])
      .flatMap((area) => area.booths)
      .filter((booth) => booth.status === 'available')
      .slice(0, 20);
    expect(free).toHaveLength(20);
    const vendorIds: string[] = [];
    for (const booth of free) {
      const { body } = await first
        .http()
        .post('/api/admin/vendors')
        .set(admin)
        .send({
          name: `Händler ${booth.id}`,
          email: `h${booth.id}@example.at`,
          phone: '+43 664 1234567',
          description: 'Handgemachte Weihnachtssterne',
        })
        .expect(201);
      const id = body.vendorId as string;
      vendorIds.push(id);
      await first
        .http()
        .post(`/api/admin/vendors/${id}/assign-booth`)
        .set(admin)
        .send({ boothId: booth.id })
        .expect(200);
      await first
        .em()
        .execute(
          `update vendor set billing_street = 'Hauptplatz 1', billing_postal_code = '9300', billing_city = 'St. Veit' where id = ?`,
          [id],
        );
      await first
        .http()
        .patch(`/api/admin/vendors/${id}`)
        .set(admin)
        .send({ paymentAmount: 1000 })
        .expect(200);
    }

    const answers = await Promise.all(
      vendorIds.map((id, index) =>
        (index % 2 ? second : first).http().post(`/api/admin/vendors/${id}/invoice`).set(admin),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(vendorIds.map(() => 201));
    const year = new Date().getFullYear();
    const numbers = answers.map((answer) => answer.body.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `${year}-${String(i + 1).padStart(4, '0')}`),
    );
    const [{ last_sequence }] = await first
      .em()
      .execute<{ last_sequence: number }[]>('select last_sequence from invoice_number_counter');
    expect(last_sequence).toBe(20);
  });
});
