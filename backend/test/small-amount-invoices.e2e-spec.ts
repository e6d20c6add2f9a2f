import type { Response } from 'superagent';
import {
  ADMIN_MESSAGES,
  INVOICE_MESSAGES,
  SMALL_AMOUNT_INVOICE_NOTE,
  VENDOR_MESSAGES,
} from '@standl/contracts';
import { formatDay } from '../src/payments/invoices/rendering/invoice-pdf.js';
import { viennaDate } from '../src/shared/clock/clock.js';
import { adminAuth } from './support/admin.js';
import { ciiSchemaErrors, pdfAttachments, pdfText } from './support/invoice-documents.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';

// Issue 25 item 3: invoices without the vendor's billing address (§ 11 Abs. 6 UStG), the
// organiser's billing form, and the paid-in-full mail asking for the address.

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
  await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const ADDRESS = {
  billingStreet: 'Hauptplatz 3',
  billingPostalCode: '9300',
  billingCity: 'St. Veit an der Glan',
  billingCountry: 'Österreich',
};

function binary(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

async function pdfOf(number: string): Promise<{ pdf: Buffer; text: string }> {
  const { body } = await t
    .http()
    .get(`/api/invoices/download/${number}`)
    .set(auth)
    .buffer(true)
    .parse(binary)
    .expect(200);
  return { pdf: body as Buffer, text: await pdfText(body as Buffer) };
}

/** A registered vendor (no billing address) the organiser put on the stall. */
async function vendorOnStall(boothNumber: string) {
  const response = await t
    .http()
    .post('/api/vendors/register')
    .send(registration({ name: 'Kerzenzieherei Huber' }))
    .expect(201);
  const id = response.body.vendorId as string;
  await t
    .http()
    .post(`/api/admin/vendors/${id}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(t, boothNumber) })
    .expect(200);
  const cookie = (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  return { id, cookie };
}

/** 'Bar kassieren' with the open amount prefilled: paid in full. */
async function payCash(vendorId: string) {
  await t.http().post(`/api/admin/vendors/${vendorId}/cash-payment`).set(auth).send({}).expect(200);
  await t.settle();
}

async function invoices() {
  const { body } = await t.http().get('/api/admin/invoices').set(auth).expect(200);
  return body as { number: string; kind: string; state: string; recipientName: string }[];
}

const setBilling = (vendorId: string, body: object) =>
  t.http().put(`/api/admin/vendors/${vendorId}/billing`).set(auth).send(body);

/** The buyer (BG-7) of a CII document. */
function buyerOf(xml: string): string {
  return /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/.exec(xml)![0];
}

describe('Kleinbetragsrechnung (§ 11 Abs. 6 UStG)', () => {
  it('issues a paid vendor without billing address an invoice without address and asks for it in the mail', async () => {
    const vendor = await vendorOnStall('AK-01');
    await payCash(vendor.id);

    const [invoice] = await invoices();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      state: 'issued',
      recipientName: 'Kerzenzieherei Huber',
    });
    const { pdf, text } = await pdfOf(invoice!.number);
    const year = new Date().getFullYear();
    for (const expected of [
      'Kleinbetragsrechnung',
      SMALL_AMOUNT_INVOICE_NOTE,
      // The issuer's name and address.
      'Burgverein Hochosterwitz',
      'Hochosterwitz 1',
      '9314 Launsdorf',
      `Rechnungsnummer ${invoice!.number}`,
      `Rechnungsdatum ${formatDay(viennaDate(new Date()))}`,
      // Quantity and description of the service, and when it is delivered.
      `1 Standplatz AK-01 (Arkadenhof), Adventmarkt ${year}`,
      'Leistungszeitraum',
      // The gross amount and the tax rate.
      'zzgl. 20 % USt. 25,00 €',
      'Rechnungsbetrag 150,00 €',
      'Kerzenzieherei Huber',
    ]) {
      expect(text).toContain(expected);
    }
    // No recipient address: the window holds the name alone.
    expect(text).toMatch(/Launsdorf Kerzenzieherei Huber Rechnungsnummer/);

    const xml = (await pdfAttachments(pdf))['factur-x.xml']!.toString('utf8');
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    const buyer = buyerOf(xml);
    expect(buyer).toContain('<ram:Name>Kerzenzieherei Huber</ram:Name>');
    expect(buyer).toContain('<ram:CountryID>AT</ram:CountryID>');
    expect(buyer).not.toContain('<ram:LineOne>');
    expect(buyer).not.toContain('<ram:PostcodeCode>');

    const [mail] = smtp.received.filter((m) => m.parsed.subject?.includes(invoice!.number));
    expect(mail!.parsed.attachments[0]!.filename).toBe(`Rechnung-${invoice!.number}.pdf`);
    const mailText = mail!.parsed.text!.replace(/\s+/g, ' ');
    expect(mailText).toContain(`Im Anhang erhalten Sie Ihre Rechnung ${invoice!.number}`);
    expect(mailText).toContain('Bitte ergänzen Sie Ihre Rechnungsadresse.');
    expect(mailText).toMatch(
      /Rechnungsadresse bitte im Händler-Bereich unter „Rechnung“ ein: http\S+\/dashboard/,
    );
    expect(mail!.parsed.html).toContain('/dashboard">');
  });

  it('lets the organiser enter the address; after the Storno the next invoice is the full one', async () => {
    const vendor = await vendorOnStall('AK-02');
    await payCash(vendor.id);
    const [small] = await invoices();

    // Same rules as the vendor's own form, German messages, whitelisted fields, admins only.
    const badPostalCode = await setBilling(vendor.id, { ...ADDRESS, billingPostalCode: '93' });
    expect(badPostalCode.status).toBe(400);
    expect(badPostalCode.body.message).toBe(VENDOR_MESSAGES.billingPostalCodeAustria);
    const noStreet = await setBilling(vendor.id, { ...ADDRESS, billingStreet: ' ' }).expect(400);
    expect(noStreet.body.message).toBe(VENDOR_MESSAGES.billingStreetRequired);
    await setBilling(vendor.id, { ...ADDRESS, status: 'paid' }).expect(400);
    await setBilling(vendor.id, { ...ADDRESS, billingStreet: 'x'.repeat(201) }).expect(400);
    const unknown = await setBilling('00000000-0000-4000-8000-000000000000', ADDRESS).expect(404);
    expect(unknown.body.message).toBe(ADMIN_MESSAGES.vendorNotFound);
    await t.http().put(`/api/admin/vendors/${vendor.id}/billing`).send(ADDRESS).expect(401);
    await t
      .http()
      .put(`/api/admin/vendors/${vendor.id}/billing`)
      .set('Cookie', vendor.cookie)
      .send(ADDRESS)
      .expect(401);

    const { body: saved } = await setBilling(vendor.id, ADDRESS).expect(200);
    expect(saved).toMatchObject({ id: vendor.id, ...ADDRESS });
    // Repeating it changes nothing.
    await setBilling(vendor.id, ADDRESS).expect(200);
    const { body: history } = await t
      .http()
      .get(`/api/admin/vendors/${vendor.id}/history`)
      .set(auth)
      .expect(200);
    expect((history as { title: string }[]).map((entry) => entry.title)).toContain(
      'Rechnungsadresse vom Veranstalter gespeichert',
    );
    const { body: status } = await t
      .http()
      .get('/api/vendors/session')
      .set('Cookie', vendor.cookie)
      .expect(200);
    expect(status.vendor).toMatchObject({ billingStreet: 'Hauptplatz 3' });

    // The issued Kleinbetragsrechnung stays as it is until the organiser cancels it.
    await t.settle();
    expect(await invoices()).toHaveLength(1);
    await t
      .http()
      .post(`/api/admin/invoices/${small!.number}/cancel`)
      .set(auth)
      .send({ reason: 'Rechnungsadresse nachgereicht' })
      .expect(201);
    const { body: full } = await t
      .http()
      .post(`/api/admin/vendors/${vendor.id}/invoice`)
      .set(auth)
      .expect(201);
    const year = new Date().getFullYear();
    expect((await invoices()).map(({ number, state }) => [number, state])).toEqual([
      [`${year}-0003`, 'issued'],
      [`${year}-0002`, 'cancellation'],
      [`${year}-0001`, 'cancelled'],
    ]);
    expect(full.number).toBe(`${year}-0003`);

    const storno = await pdfOf(`${year}-0002`);
    expect(storno.text).toContain('Stornorechnung');
    expect(storno.text).not.toContain('Hauptplatz 3');
    const stornoXml = (await pdfAttachments(storno.pdf))['factur-x.xml']!.toString('utf8');
    expect(await ciiSchemaErrors(stornoXml)).toEqual([]);

    const { pdf, text } = await pdfOf(full.number);
    expect(text).not.toContain('Kleinbetragsrechnung');
    expect(text).toMatch(/Kerzenzieherei Huber Hauptplatz 3 9300 St\. Veit an der Glan/);
    const xml = (await pdfAttachments(pdf))['factur-x.xml']!.toString('utf8');
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(buyerOf(xml)).toContain('<ram:LineOne>Hauptplatz 3</ram:LineOne>');
    // The original document never changed.
    expect((await pdfOf(small!.number)).text).not.toContain('Hauptplatz 3');

    // With the address known the mail of the full invoice asks for nothing.
    await t.settle();
    const [mail] = smtp.received.filter((m) => m.parsed.subject?.includes(full.number));
    const mailText = mail!.parsed.text!.replace(/\s+/g, ' ');
    expect(mailText).toContain(`Im Anhang erhalten Sie Ihre Rechnung ${full.number}`);
    expect(mailText).not.toContain('Bitte ergänzen Sie Ihre Rechnungsadresse');
  });

  it('refuses above 400 € gross without an address, in German, and issues once the organiser enters it', async () => {
    const { body: areas } = await t.http().get('/api/admin/booths').set(auth).expect(200);
    const area = (areas as { id: number; code: string }[]).find((a) => a.code === 'AK')!;
    await t
      .http()
      .patch(`/api/admin/booth-areas/${area.id}`)
      .set(auth)
      .send({ price: 45_000 })
      .expect(200);
    const vendor = await vendorOnStall('AK-03');
    await payCash(vendor.id);
    expect(await invoices()).toEqual([]);

    const refused = await t
      .http()
      .post(`/api/admin/vendors/${vendor.id}/invoice`)
      .set(auth)
      .expect(409);
    expect(refused.body.message).toBe(INVOICE_MESSAGES.vendorBillingAddressMissing);
    const own = await t
      .http()
      .get(`/api/vendors/${vendor.id}/invoice`)
      .set('Cookie', vendor.cookie)
      .expect(409);
    expect(own.body.message).toBe(INVOICE_MESSAGES.billingAddressMissing);

    await setBilling(vendor.id, ADDRESS).expect(200);
    await t.settle();
    const [invoice] = await invoices();
    const { text } = await pdfOf(invoice!.number);
    expect(text).toContain('Rechnungsbetrag 450,00 €');
    expect(text).toContain('Hauptplatz 3');
    expect(text).not.toContain('Kleinbetragsrechnung');
  });
});
