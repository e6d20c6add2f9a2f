import { randomUUID } from 'node:crypto';
import { readEpcQrPayload } from '@standl/contracts';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { Invoice } from '../src/payments/invoices/domain/invoice.entity.js';
import { adminAuth } from './support/admin.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';
import { qrTextOfPdf, qrTextOfPng } from './support/qr.js';
import { TestSmtpServer } from './support/smtp.js';
import { bearer, insertAccount, signIn, GOOD_PASSWORD } from './support/team.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register, registerOnStall } from './support/vendors.js';

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
  // 27 November 2026, 10:00 in Vienna.
  t.clock.set('2026-11-27T09:00:00Z');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** The fixed head of every EPC069-12 payload of the app. */
const EPC_HEAD = { serviceTag: 'BCD', version: '002', characterSet: '1', identification: 'SCT' };

function transfer(vendorId: string, body: Record<string, unknown>, as = auth) {
  return t.http().post(`/api/admin/vendors/${vendorId}/bank-transfer`).set(as).send(body);
}

async function entries(vendorId: string) {
  const lines = await t.em().find(LedgerEntry, { vendorId }, { orderBy: { id: 'asc' } });
  return lines.map((line) => [line.kind, line.amount, line.method, line.valueDate]);
}

async function roleAuth(role: 'cashier' | 'reader') {
  await insertAccount(t, role, `Konto ${role}`, role);
  return bearer(await signIn(t, role, GOOD_PASSWORD));
}

describe('POST /api/admin/vendors/{id}/bank-transfer (issue 30)', () => {
  it('books an Überweisung with its value date; paid in full issues the invoice and mails it', async () => {
    await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
    const vendor = await registerOnStall(t, auth, 'AK-01', { email: 'ueberweiser@example.at' });
    await t.settle();
    smtp.clear();

    const { body } = await transfer(vendor.vendorId, {
      amount: 15000,
      valueDate: '2026-11-26',
      reference: ' ABCDE 12345 Standgebühr ',
      note: 'Kontoauszug 47',
    }).expect(200);

    expect(body).toMatchObject({
      message: 'Überweisung verbucht',
      excessAmount: 0,
      vendorStatus: 'paid',
      account: { paidAmount: 15000, openAmount: 0, paymentMethod: 'bank_transfer' },
    });
    expect(body.account.lastPaymentAt).toBe('2026-11-27T09:00:00.000Z');
    expect(body.account.lines.at(-1)).toMatchObject({
      kind: 'transfer_payment',
      amount: 15000,
      method: 'bank_transfer',
      valueDate: '2026-11-26',
      reference: 'ABCDE 12345 Standgebühr',
      note: 'Kontoauszug 47',
      actor: 'admin',
    });
    expect(await entries(vendor.vendorId)).toEqual([
      ['transfer_payment', 15000, 'bank_transfer', '2026-11-26'],
    ]);

    // The vendor sees it in their ledger, with the value date.
    const { body: status } = await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: vendor.accessCode })
      .expect(200);
    expect(status.account.lines.at(-1)).toMatchObject({
      kind: 'transfer_payment',
      valueDate: '2026-11-26',
    });

    await t.settle();
    const { body: invoices } = await t
      .http()
      .get(`/api/admin/invoices?vendorId=${vendor.vendorId}`)
      .set(auth)
      .expect(200);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ kind: 'invoice', grossAmount: 15000, amountDue: 0 });
    const mails = smtp
      .to('ueberweiser@example.at')
      .filter((mail) => mail.parsed.subject?.includes(invoices[0].number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.attachments[0]!.contentType).toBe('application/pdf');
  });

  it('books the part above what is owed as refund due, and a transfer with nothing open too', async () => {
    const vendor = await registerOnStall(t, auth, 'AK-01');

    const { body } = await transfer(vendor.vendorId, {
      amount: 20000,
      valueDate: '2026-11-27',
    }).expect(200);
    expect(body).toMatchObject({
      message:
        'Überweisung verbucht. 50,00\u00a0€ zu viel überwiesen: als Rückerstattung vorgemerkt.',
      excessAmount: 5000,
      vendorStatus: 'paid',
      account: { paidAmount: 20000, openAmount: 0, refundDueAmount: 5000 },
    });

    // Nothing open any more: the money arrived all the same, and all of it is to go back.
    const { body: again } = await transfer(vendor.vendorId, {
      amount: 1000,
      valueDate: '2026-11-27',
    }).expect(200);
    expect(again).toMatchObject({ excessAmount: 1000, account: { refundDueAmount: 6000 } });
    expect((await entries(vendor.vendorId)).map(([kind, amount]) => [kind, amount])).toEqual([
      ['transfer_payment', 20000],
      ['refund_due', -5000],
      ['transfer_payment', 1000],
      ['refund_due', -1000],
    ]);
  });

  it('books once when the same request is sent twice with one Idempotency-Key', async () => {
    const vendor = await registerOnStall(t, auth, 'AK-01');
    const key = randomUUID();
    const send = () =>
      transfer(vendor.vendorId, { amount: 5000, valueDate: '2026-11-25' }).set(
        'Idempotency-Key',
        key,
      );

    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();

    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(third.body).toEqual(first.body);
    expect(await entries(vendor.vendorId)).toEqual([
      ['transfer_payment', 5000, 'bank_transfer', '2026-11-25'],
    ]);
  });

  it.each([
    [{ valueDate: '2026-11-27' }, 'Bitte geben Sie einen gültigen Betrag ein'],
    [{ amount: 0, valueDate: '2026-11-27' }, 'Bitte geben Sie einen gültigen Betrag ein'],
    [{ amount: -500, valueDate: '2026-11-27' }, 'Bitte geben Sie einen gültigen Betrag ein'],
    [{ amount: 10_000_001, valueDate: '2026-11-27' }, 'Bitte geben Sie einen gültigen Betrag ein'],
    [
      { amount: 150.5, valueDate: '2026-11-27' },
      'Ungültiger Betrag: Beträge werden hier in Cent übermittelt, als ganze Zahl (14000 = 140,00 €).',
    ],
    [{ amount: 1000 }, 'Bitte geben Sie das Valutadatum als Datum (JJJJ-MM-TT) an'],
    [
      { amount: 1000, valueDate: '27.11.2026' },
      'Bitte geben Sie das Valutadatum als Datum (JJJJ-MM-TT) an',
    ],
    [
      { amount: 1000, valueDate: '2026-02-30' },
      'Bitte geben Sie das Valutadatum als Datum (JJJJ-MM-TT) an',
    ],
    [
      { amount: 1000, valueDate: '1999-12-31' },
      'Das Valutadatum darf nicht vor dem 1.1.2000 liegen',
    ],
    [{ amount: 1000, valueDate: '2026-11-28' }, 'Das Valutadatum darf nicht in der Zukunft liegen'],
    [
      { amount: 1000, valueDate: '2026-11-27', reference: 'x'.repeat(201) },
      'Der Verwendungszweck darf höchstens 200 Zeichen lang sein',
    ],
    [
      { amount: 1000, valueDate: '2026-11-27', note: 'x'.repeat(501) },
      'Die Notiz darf höchstens 500 Zeichen lang sein',
    ],
    [
      { amount: 1_500_000, valueDate: '2026-11-27' },
      'ist das Hundertfache des offenen Betrags von 150,00\u00a0€ oder mehr. Beträge werden in Cent übermittelt',
    ],
    [{ amount: 1000, valueDate: '2026-11-27', method: 'cash' }, 'Unbekanntes Feld: method'],
  ])('refuses %o with 400 and the German text, booking nothing', async (body, message) => {
    const vendor = await registerOnStall(t, auth, 'AK-01');

    const response = await transfer(vendor.vendorId, body).expect(400);

    expect(JSON.stringify(response.body)).toContain(message);
    expect(await entries(vendor.vendorId)).toEqual([]);
  });

  it('the value date is "today" by the Vienna calendar: 23:30 UTC on the 27th is already the 28th', async () => {
    const vendor = await registerOnStall(t, auth, 'AK-01');
    t.clock.set('2026-11-27T23:30:00Z');

    await transfer(vendor.vendorId, { amount: 1000, valueDate: '2026-11-28' }).expect(200);
    await transfer(vendor.vendorId, { amount: 1000, valueDate: '2026-11-29' }).expect(400);
  });

  it('404 for an unknown vendor, 409 for a blocked one', async () => {
    const unknown = await transfer(randomUUID(), { amount: 1000, valueDate: '2026-11-27' }).expect(
      404,
    );
    expect(unknown.body.message).toBe('Händler nicht gefunden');

    const vendor = await registerOnStall(t, auth, 'AK-01');
    await t.http().post(`/api/admin/vendors/${vendor.vendorId}/block`).set(auth).expect(200);
    const blocked = await transfer(vendor.vendorId, {
      amount: 1000,
      valueDate: '2026-11-27',
    }).expect(409);
    expect(blocked.body.message).toBe(
      'Für gesperrte Händler können keine Zahlungen verbucht werden.',
    );
    expect(await entries(vendor.vendorId)).toEqual([]);
  });

  it('the cashier may book a transfer, the reader may not (403); without sign-in 401', async () => {
    const vendor = await register(t);
    await transfer(
      vendor.vendorId,
      { amount: 1000, valueDate: '2026-11-27' },
      await roleAuth('cashier'),
    ).expect(200);
    await transfer(
      vendor.vendorId,
      { amount: 1000, valueDate: '2026-11-27' },
      await roleAuth('reader'),
    ).expect(403);
    await t
      .http()
      .post(`/api/admin/vendors/${vendor.vendorId}/bank-transfer`)
      .send({ amount: 1000, valueDate: '2026-11-27' })
      .expect(401);
    expect((await entries(vendor.vendorId)).map(([kind]) => kind)).toEqual([
      'transfer_payment',
      'refund_due',
    ]);
  });
});

const BANK = {
  bankAccountHolder: 'Burgverein Hochosterwitz',
  bankIban: 'AT61 1904 3002 3457 3201',
  bankBic: 'BKAUATWW',
  bankName: 'Bank Austria',
};

function saveBank(change: Record<string, unknown> = BANK) {
  return t.http().patch('/api/admin/market-settings').set(auth).send(change).expect(200);
}

describe('the reference and the payment QR (issue 30)', () => {
  it('vendor status: bankDetails name the reference and carry the EPC text for what is open, null once paid', async () => {
    await saveBank();
    const vendor = await registerOnStall(t, auth, 'AK-01');
    const status = async () =>
      (
        await t
          .http()
          .post('/api/vendors/status')
          .send({ accessCode: vendor.accessCode })
          .expect(200)
      ).body;
    const reference = `${vendor.accessCode.slice(0, 5)}-${vendor.accessCode.slice(5)}`;

    const { bankDetails } = await status();
    expect(bankDetails).toMatchObject({
      accountHolder: 'Burgverein Hochosterwitz',
      iban: 'AT611904300234573201',
      bic: 'BKAUATWW',
      bankName: 'Bank Austria',
      reference,
    });
    expect(readEpcQrPayload(bankDetails.epcQrPayload)).toEqual({
      ...EPC_HEAD,
      bic: 'BKAUATWW',
      name: 'Burgverein Hochosterwitz',
      iban: 'AT611904300234573201',
      amount: 'EUR150.00',
      purpose: '',
      structuredReference: '',
      remittance: reference,
      information: '',
    });

    await transfer(vendor.vendorId, { amount: 5000, valueDate: '2026-11-27' }).expect(200);
    expect(readEpcQrPayload((await status()).bankDetails.epcQrPayload).amount).toBe('EUR100.00');

    await transfer(vendor.vendorId, { amount: 10000, valueDate: '2026-11-27' }).expect(200);
    expect((await status()).bankDetails).toMatchObject({ reference, epcQrPayload: null });
  });

  it('the payment reminder names the reference and carries the QR as an inline PNG with every EPC field', async () => {
    await saveBank();
    const vendor = await registerOnStall(t, auth, 'AK-01', { email: 'erinnert@example.at' });
    await t.http().post(`/api/admin/vendors/${vendor.vendorId}/mark-setup`).set(auth).expect(200);
    await transfer(vendor.vendorId, { amount: 2550, valueDate: '2026-11-26' }).expect(200);
    await t.settle();
    smtp.clear();
    const reference = `${vendor.accessCode.slice(0, 5)}-${vendor.accessCode.slice(5)}`;

    await t.http().post('/api/admin/send-payment-reminders').set(auth).expect(200);
    await t.settle();

    const [mail, ...more] = smtp.to('erinnert@example.at');
    expect(more).toHaveLength(0);
    expect(mail!.parsed.subject).toMatch(/^Zahlungserinnerung: /);
    expect(mail!.parsed.text).toContain(`Verwendungszweck: ${reference}`);
    expect(mail!.parsed.text).toContain('Mit der Banking-App scannen („Zahlen mit Code“)');
    // The HTML links the attached image (mailparser itself inlines it as a data URL).
    expect(mail!.raw.replace(/=\r?\n/g, '')).toMatch(/src=(3D)?"cid:zahlen-mit-code@standl"/);
    expect(mail!.parsed.html).toContain('<img src="data:image/png;base64,');
    const images = mail!.parsed.attachments.filter((part) => part.contentType === 'image/png');
    expect(images).toHaveLength(1);
    expect(images[0]!.cid).toBe('zahlen-mit-code@standl');
    expect(images[0]!.contentDisposition).toBe('inline');
    const text = qrTextOfPng(images[0]!.content);
    expect(text).not.toBeNull();
    expect(readEpcQrPayload(text!)).toEqual({
      ...EPC_HEAD,
      bic: 'BKAUATWW',
      name: 'Burgverein Hochosterwitz',
      iban: 'AT611904300234573201',
      amount: 'EUR124.50',
      purpose: '',
      structuredReference: '',
      remittance: reference,
      information: '',
    });
  });

  it('without bank details: no QR, no reference, "auf Anfrage"', async () => {
    const vendor = await registerOnStall(t, auth, 'AK-01', { email: 'ohnebank@example.at' });
    await t.http().post(`/api/admin/vendors/${vendor.vendorId}/mark-setup`).set(auth).expect(200);
    await t.settle();
    smtp.clear();

    await t.http().post('/api/admin/send-payment-reminders').set(auth).expect(200);
    await t.settle();

    const [mail] = smtp.to('ohnebank@example.at');
    expect(mail!.parsed.text).toContain(
      'Die Bankverbindung erhalten Sie auf Anfrage vom Veranstalter.',
    );
    expect(mail!.parsed.text).not.toContain('Zahlen mit Code');
    expect(mail!.parsed.attachments).toHaveLength(0);
    const { body } = await t
      .http()
      .post('/api/vendors/status')
      .send({ accessCode: vendor.accessCode })
      .expect(200);
    expect(body.bankDetails).toBeNull();
  });
});

describe('the invoice with an amount due (issue 30)', () => {
  it('stores and prints the reference and the payment QR; changed bank details do not change it', async () => {
    await saveBank();
    await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
    const vendor = await registerOnStall(t, auth, 'AK-01');
    await transfer(vendor.vendorId, { amount: 5000, valueDate: '2026-11-27' }).expect(200);
    const reference = `${vendor.accessCode.slice(0, 5)}-${vendor.accessCode.slice(5)}`;

    const { body: issued } = await t
      .http()
      .post(`/api/admin/vendors/${vendor.vendorId}/invoice`)
      .set(auth)
      .expect(201);
    const number = issued.number as string;
    await saveBank({ ...BANK, bankAccountHolder: 'Neuer Kontoinhaber' });
    await t.settle();

    const stored = await t.em().findOneOrFail(Invoice, { number });
    expect(stored.paymentReference).toBe(reference);
    expect(readEpcQrPayload(stored.epcQrPayload!).amount).toBe('EUR100.00');
    const pdf = await t
      .http()
      .get(`/api/invoices/download/${number}`)
      .set(auth)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const qr = qrTextOfPdf(pdf.body as Buffer);
    expect(qr).not.toBeNull();
    expect(readEpcQrPayload(qr!)).toEqual({
      ...EPC_HEAD,
      bic: 'BKAUATWW',
      name: 'Burgverein Hochosterwitz',
      iban: 'AT611904300234573201',
      amount: 'EUR100.00',
      purpose: '',
      structuredReference: '',
      remittance: reference,
      information: '',
    });
  });
});

describe('GET /api/admin/payment-readiness (issue 30)', () => {
  const readiness = (as = auth) => t.http().get('/api/admin/payment-readiness').set(as).expect(200);

  it('names what is missing, in German, with the tab to put it right in; done once saved', async () => {
    await saveBank({ bankAccountHolder: null, bankIban: null, bankBic: null, bankName: null });

    const { body: before } = await readiness();
    expect(before.items).toEqual([
      {
        key: 'bank-details',
        done: false,
        title: 'Bankverbindung für Überweisungen',
        detail: expect.stringMatching(/^Es fehlt: Kontoinhaber, IBAN, BIC\. /),
        tab: 'settings',
      },
      {
        key: 'invoice-issuer',
        done: false,
        title: 'Rechnungsdaten',
        detail: expect.stringContaining('bis dahin erhalten Händler keine Rechnung'),
        tab: 'payments',
      },
    ]);

    await saveBank({ bankIban: 'AT61 1904 3002 3457 3201' });
    const { body: partly } = await readiness();
    expect(partly.items[0]).toMatchObject({ done: false });
    expect(partly.items[0].detail).toMatch(/^Es fehlt: Kontoinhaber, BIC\. /);

    await saveBank();
    await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
    const { body: after } = await readiness();
    expect(
      after.items.map((item: { key: string; done: boolean }) => [item.key, item.done]),
    ).toEqual([
      ['bank-details', true],
      ['invoice-issuer', true],
    ]);
  });

  it('organiser, cashier and reader may read it; without sign-in 401', async () => {
    await readiness(await roleAuth('cashier'));
    await readiness(await roleAuth('reader'));
    await t.http().get('/api/admin/payment-readiness').expect(401);
  });
});
