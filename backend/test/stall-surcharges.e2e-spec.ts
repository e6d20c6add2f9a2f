import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import type request from 'supertest';
import { Booth } from '../src/booths/domain/booth.entity.js';
import { ciiSchemaErrors, pdfAttachments, pdfText } from './support/invoice-documents.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';
import { binary, invoicePdf, payInFull } from './support/invoices.js';
import { smtpTestApp } from './support/mail-app.js';
import type { TestApp } from './support/test-app.js';
import { boothIdOf, payOnSimulator, register, registerInBrowser } from './support/vendors.js';

/**
 * Issue 32: a stall's fee is its width × the area's price per metre plus a surcharge per
 * attribute, fixed when a vendor holds or gets the stall (docs/decisions.md 300–304). Followed
 * through everything that states it: the stall's row, the vendor's status, the ledger, the mails
 * and the invoice.
 */

let t: TestApp;
let auth: { Authorization: string };

const smtp = smtpTestApp(
  { bankAccountHolder: 'Burgverein', bankIban: 'AT611904300234573201' },
  (app, admin) => {
    t = app;
    auth = admin;
  },
);
// Arkadenhof: 50,00 € per metre, power 25,00 €, water 10,00 €.
beforeEach(() => setArea({ pricePerMeter: 5000, surchargePower: 2500, surchargeWater: 1000 }));

const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

async function areaId(): Promise<number> {
  const { body } = await t.http().get('/api/booth-areas').expect(200);
  return (body as { id: number; code: string }[]).find((area) => area.code === 'AK')!.id;
}

/** The organiser's price per metre and surcharges of the Arkadenhof (area dialog). */
async function setArea(change: {
  pricePerMeter?: number;
  surchargePower?: number;
  surchargeWater?: number;
}) {
  const surcharges = {
    ...(change.surchargePower !== undefined ? { power: change.surchargePower } : {}),
    ...(change.surchargeWater !== undefined ? { water: change.surchargeWater } : {}),
  };
  await t
    .http()
    .patch(`/api/admin/booth-areas/${await areaId()}`)
    .set(auth)
    .send({
      ...(change.pricePerMeter !== undefined ? { pricePerMeter: change.pricePerMeter } : {}),
      surcharges,
    })
    .expect(200);
}

/** A stall's width and attributes, as the organiser's plan editor sets them. */
async function setStall(
  number: string,
  facts: { widthCm: number; powerAmps?: number; water?: boolean },
) {
  await t
    .http()
    .patch(`/api/admin/booths/${await boothIdOf(t, number)}/layout`)
    .set(auth)
    .send({
      widthCm: facts.widthCm,
      depthCm: 200,
      powerAmps: facts.powerAmps ?? null,
      water: facts.water ?? false,
    })
    .expect(200);
}

async function stallRow(number: string) {
  return t.em().findOneOrFail(Booth, { number }, { disableIdentityMap: true });
}

async function statusOf(vendor: { browser: request.Agent; accessCode: string }) {
  const { body } = await vendor.browser
    .post('/api/vendors/status')
    .send({ accessCode: vendor.accessCode })
    .expect(200);
  return body as {
    vendor: { status: string; totalAmount: number; paymentAmount: number };
    booth: { number: string; area: { price: number }; priceDetail: unknown } | null;
    account: { totalAmount: number; paidAmount: number; openAmount: number; depositPaid: boolean };
  };
}

const WITH_POWER = { base: 15000, surcharges: [{ kind: 'power', amount: 2500, powerAmps: 16 }] };

describe('a stall with a width and power', () => {
  it('a vendor who holds it agrees to base and surcharge: status, deposit, ledger, mail and invoice state the parts', async () => {
    await setStall('AK-01', { widthCm: 300, powerAmps: 16 });
    // What the stall list offers is what the vendor then agrees to.
    const { body: offered } = await t.http().get('/api/booths').expect(200);
    expect(offered.find((b: { number: string }) => b.number === 'AK-01')).toMatchObject({
      price: 17500,
      priceDetail: WITH_POWER,
    });
    const vendor = await registerInBrowser(t, {
      email: 'petra@example.at',
      boothAssignmentPreference: 'self',
      selectedBoothId: await boothIdOf(t, 'AK-01'),
    });
    const { browser } = vendor;

    // Held: 3 m × 50,00 € + 25,00 € for power 16 A.
    expect(await stallRow('AK-01')).toMatchObject({
      holdVendorId: vendor.vendorId,
      agreedPrice: 17500,
      agreedPriceDetail: WITH_POWER,
    });
    let status = await statusOf(vendor);
    expect(status.booth).toMatchObject({
      number: 'AK-01',
      area: { price: 17500 },
      priceDetail: WITH_POWER,
    });
    expect(status.vendor).toMatchObject({ status: 'pending_payment', totalAmount: 17500 });

    // The organiser raises the surcharge and the price per metre meanwhile: the vendor keeps
    // what they agreed to, through the deposit and the confirmation.
    await setArea({ pricePerMeter: 6000, surchargePower: 4000 });
    const { body: checkout } = await browser
      .post('/api/sumup/create-checkout')
      .send({ vendorId: vendor.vendorId, amount: 10 })
      .expect(201);
    await payOnSimulator(t, checkout.checkout_id);
    await t.http().get(`/api/sumup/check-payment/${checkout.checkout_id}`).expect(200);
    await t
      .http()
      .patch(`/api/admin/vendors/${vendor.vendorId}`)
      .set(auth)
      .send({ status: 'confirmed' })
      .expect(200);
    await t.settle();

    expect(await stallRow('AK-01')).toMatchObject({
      status: 'occupied',
      vendorId: vendor.vendorId,
      agreedPrice: 17500,
      agreedPriceDetail: WITH_POWER,
    });
    status = await statusOf(vendor);
    expect(status.booth).toMatchObject({ area: { price: 17500 }, priceDetail: WITH_POWER });
    expect(status.account).toMatchObject({
      totalAmount: 17500,
      paidAmount: 1000,
      openAmount: 16500,
      depositPaid: true,
    });

    const confirmation = smtp
      .to('petra@example.at')
      .find((mail) => mail.parsed.subject?.startsWith('Ihre Anmeldung ist bestätigt'));
    expect(plain(confirmation?.parsed.text)).toContain(
      'Standgebühr: 175,00 € (Standgebühr 150,00 € + Zuschlag Stromanschluss 16 A 25,00 €)',
    );
    expect(plain(confirmation?.parsed.text)).toContain('Offener Betrag: 165,00 €');

    // Paid in full: the invoice prints the stall's base and the surcharge as two lines.
    await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
    await payInFull(t, auth, vendor, 17500);
    await t.settle();
    const { body: invoices } = await t.http().get('/api/admin/invoices').set(auth).expect(200);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ grossAmount: 17500, amountDue: 0 });
    const pdf = await invoicePdf(t, auth, invoices[0].number);
    const text = plain(await pdfText(pdf));
    expect(text).toMatch(
      /1 Standplatz AK-01 \(Arkadenhof\), Adventmarkt \d{4} .*1 125,00 € 125,00 €/,
    );
    expect(text).toContain('2 Zuschlag Stromanschluss 16 A 1 20,83 € 20,83 €');
    expect(text).toContain('Summe netto 145,83 €');
    expect(text).toContain('zzgl. 20 % USt. 29,17 €');
    expect(text).toContain('Rechnungsbetrag 175,00 €');
    const xml = (await pdfAttachments(pdf))['factur-x.xml']!.toString('utf8');
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(xml.match(/<ram:IncludedSupplyChainTradeLineItem>/g)).toHaveLength(2);
    expect(xml).toContain('<ram:Name>Zuschlag Stromanschluss 16 A</ram:Name>');

    const invoiceMail = smtp
      .to('petra@example.at')
      .find((mail) => mail.parsed.subject?.includes(invoices[0].number));
    expect(invoiceMail?.parsed.attachments[0]?.contentType).toBe('application/pdf');
  });

  it('assignment by the organiser fixes the fee the same way; a later surcharge leaves it; release clears it', async () => {
    await setStall('AK-02', { widthCm: 250, powerAmps: 32, water: true });
    const { vendorId } = await register(t, { email: 'otto@example.at' });
    await t.settle();
    smtp.clear();

    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'AK-02') })
      .expect(200);
    await t.settle();

    // 2,5 m × 50,00 € = 125,00 €, power 32 A 25,00 €, water 10,00 €.
    const detail = {
      base: 12500,
      surcharges: [
        { kind: 'power', amount: 2500, powerAmps: 32 },
        { kind: 'water', amount: 1000 },
      ],
    };
    expect(await stallRow('AK-02')).toMatchObject({
      status: 'occupied',
      agreedPrice: 16000,
      agreedPriceDetail: detail,
    });
    const mail = smtp.to('otto@example.at')[0]?.parsed;
    expect(mail?.subject).toBe('Ihre Anmeldung ist bestätigt: Standplatz AK-02');
    expect(plain(mail?.text)).toContain(
      'Standgebühr: 160,00 € (Standgebühr 125,00 € + Zuschlag Stromanschluss 32 A 25,00 € + Zuschlag Wasser 10,00 €)',
    );

    await setArea({ surchargeWater: 3000 });
    const { body: vendors } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(vendors.find((v: { id: string }) => v.id === vendorId)).toMatchObject({
      totalAmount: 16000,
    });
    const { body: account } = await t
      .http()
      .get(`/api/admin/vendors/${vendorId}/payments`)
      .set(auth)
      .expect(200);
    expect(account).toMatchObject({ totalAmount: 16000, openAmount: 16000 });

    await t
      .http()
      .patch(`/api/admin/booths/${await boothIdOf(t, 'AK-02')}`)
      .set(auth)
      .send({ vendorId: null, status: 'available' })
      .expect(200);
    expect(await stallRow('AK-02')).toMatchObject({
      status: 'available',
      agreedPrice: null,
      agreedPriceDetail: null,
    });
  });
});

describe('a waiting-list offer', () => {
  it('states the offered stall’s fee in its parts', async () => {
    const { body: areas } = await t.http().get('/api/booth-areas').expect(200);
    const so = (areas as { id: number; code: string }[]).find((area) => area.code === 'SO')!;
    await t
      .http()
      .patch(`/api/admin/booth-areas/${so.id}`)
      .set(auth)
      .send({ totalBooths: 1, surcharges: { power: 2500 } })
      .expect(200);
    const stall = await t.em().findOneOrFail(Booth, { number: 'SO-01' });
    await t
      .http()
      .patch(`/api/admin/booths/${stall.id}/layout`)
      .set(auth)
      .send({ powerAmps: 16 })
      .expect(200);
    const holder = await register(t, { email: 'inhaber@example.at' });
    await t
      .http()
      .post(`/api/admin/vendors/${holder.vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: stall.id })
      .expect(200);
    await register(t, { email: 'wartend@example.at', waitlistAreaId: so.id });

    // The stall is freed: it goes to the waiting vendor as an offer, held at its fee of now.
    await t
      .http()
      .patch(`/api/admin/booths/${stall.id}`)
      .set(auth)
      .send({ vendorId: null, status: 'available' })
      .expect(200);
    await t.settle();
    await t.settle();

    const offer = smtp
      .to('wartend@example.at')
      .find((mail) => /Ein Standplatz wird frei/.test(mail.parsed.subject ?? ''));
    // The text part wraps its lines.
    expect(plain(offer?.parsed.text).replace(/\s+/g, ' ')).toContain(
      'Standgebühr 95,00 € (Standgebühr 70,00 € + Zuschlag Stromanschluss 16 A 25,00 €)',
    );
  });
});

describe('the stall sheets', () => {
  /** The Arkadenhof as a 40 m × 25 m plan with a PNG, stored as an upload would store it. */
  async function planWithImage() {
    await t
      .http()
      .patch(`/api/admin/booth-areas/${await areaId()}`)
      .set(auth)
      .send({ planWidthCm: 4000, planDepthCm: 2500 })
      .expect(200);
    const canvas = createCanvas(1600, 1000);
    const context = canvas.getContext('2d');
    context.fillStyle = '#efe9dc';
    context.fillRect(0, 0, 1600, 1000);
    const content = await canvas.encode('png');
    await t.em().execute(
      `insert into area_plan (area_id, media_type, content, width_px, height_px, source_name,
         source_media_type, content_hash, uploaded_at, uploaded_by)
       values (?, 'image/png', ?, 1600, 1000, 'plan.png', 'image/png', ?, now(), 'test')`,
      [await areaId(), content, createHash('sha256').update(content).digest('hex')],
    );
  }

  async function place(number: string, xCm: number, yCm: number) {
    await t
      .http()
      .patch(`/api/admin/booths/${await boothIdOf(t, number)}/layout`)
      .set(auth)
      .send({ placement: { xCm, yCm } })
      .expect(200);
  }

  it('show a placed stall on its plan, and a free stall’s size and fee with its surcharges', async () => {
    await setStall('AK-01', { widthCm: 300 });
    await setStall('AK-02', { widthCm: 300, powerAmps: 16 });
    await planWithImage();
    await place('AK-01', 1000, 1000);
    await place('AK-02', 1320, 1000);
    const { vendorId } = await register(t, { name: 'Glühwein Gruber' });
    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/assign-booth`)
      .set(auth)
      .send({ boothId: await boothIdOf(t, 'AK-01') })
      .expect(200);

    const response = await t
      .http()
      .get('/api/admin/booth-sheets?scope=selected&booths=AK-01,AK-02,AK-03')
      .set(auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const pages = plain(await pdfText(response.body)).split('\n');
    expect(pages).toHaveLength(3);
    const [assigned, free, unplaced] = pages as [string, string, string];
    expect(assigned).toContain('Glühwein Gruber');
    expect(assigned).toMatch(/Lage im Bereich 01 02 /);
    expect(free).toContain('Größe: 3 m × 2 m');
    expect(free).toContain('Preis: 175,00 €');
    expect(free).toContain('Standgebühr 150,00 € + Zuschlag Stromanschluss 16 A 25,00 €');
    expect(free).toMatch(/Lage im Bereich 02 01 /);
    expect(unplaced).toContain('Größe: Standard');
    expect(unplaced).toContain('Preis: 150,00 €');
    expect(unplaced).not.toContain('Lage im Bereich');
    // The plan's image is in the file once, for both sheets that show it.
    expect((response.body as Buffer).toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(
      1,
    );
  });
});
