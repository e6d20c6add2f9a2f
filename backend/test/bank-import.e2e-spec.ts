import { CommandBus } from '@nestjs/cqrs';
import { RecordBankTransferCommand } from '../src/payments/commands/record-bank-transfer.command.js';
import { adminAuth } from './support/admin.js';
import {
  bankAustriaCsv,
  camt053,
  elbaCsv,
  georgeCsv,
  latin1,
  type StatementTx,
} from './support/bank-statements.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, registration } from './support/vendors.js';

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

interface Vendor {
  id: string;
  accessCode: string;
  cookie: string;
}

/** A vendor on a stall of the Arkadenhof (150,00 €), with a billing address. */
async function vendorOnStall(boothNumber: string, name: string, email?: string): Promise<Vendor> {
  const response = await t
    .http()
    .post('/api/vendors/register')
    .send(registration({ name, ...(email ? { email } : {}) }))
    .expect(201);
  const vendor = {
    id: response.body.vendorId as string,
    accessCode: response.body.accessCode as string,
    cookie: (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!,
  };
  await t
    .http()
    .post(`/api/admin/vendors/${vendor.id}/assign-booth`)
    .set(auth)
    .send({ boothId: await boothIdOf(t, boothNumber) })
    .expect(200);
  await t
    .http()
    .patch(`/api/vendors/${vendor.id}/billing`)
    .set('Cookie', vendor.cookie)
    .send({
      billingStreet: 'Hauptplatz 3',
      billingPostalCode: '9300',
      billingCity: 'St. Veit an der Glan',
      billingCountry: 'Österreich',
    })
    .expect(200);
  return vendor;
}

function upload(content: string | Buffer, fileName = 'auszug.xml') {
  return t
    .http()
    .post('/api/admin/bank-statements')
    .set(auth)
    .attach('file', typeof content === 'string' ? Buffer.from(content, 'utf8') : content, fileName);
}

function book(
  statementId: string,
  lines: { lineId: string; vendorId: string | null }[],
  key?: string,
) {
  const request = t.http().post(`/api/admin/bank-statements/${statementId}/book`).set(auth);
  if (key) request.set('Idempotency-Key', key);
  return request.send({ lines });
}

async function ledger(vendorId: string) {
  return t
    .em()
    .execute<{ kind: string; amount: string; value_date: string | null; note: string | null }[]>(
      `select kind, amount, value_date::text as value_date, note from ledger_entry
        where vendor_id = ? order by id`,
      [vendorId],
    );
}

async function count(table: string): Promise<number> {
  const [row] = await t.em().execute<{ n: string }[]>(`select count(*) as n from ${table}`);
  return Number(row!.n);
}

async function account(vendor: Vendor) {
  const { body } = await t
    .http()
    .get(`/api/admin/vendors/${vendor.id}/payments`)
    .set(auth)
    .expect(200);
  return body as { openAmount: number; paidAmount: number; refundDueAmount: number };
}

const dashed = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

describe('bank statement import (issue 30)', () => {
  it('matches a CAMT.053 by access code, invoice number, amount and name; reports debits and foreign currency; books to paid in full with the invoice mail', async () => {
    await t.http().put('/api/admin/invoice-settings').set(auth).send(TEST_ISSUER).expect(200);
    const anna = await vendorOnStall('AK-01', 'Anna Huber', 'anna@example.at');
    const bernd = await vendorOnStall('AK-02', 'Bernd Maier');
    const christa = await vendorOnStall('AK-03', 'Christa Leitner');
    const dora = await vendorOnStall('AK-04', 'Dora Gruber');
    const emil = await vendorOnStall('AK-05', 'Emil Gruber');
    // Bernd paid 10 € in cash and got an invoice: 2026-0001, 140 € open.
    await t
      .http()
      .post(`/api/admin/vendors/${bernd.id}/cash-payment`)
      .set(auth)
      .send({ amount: 1000 })
      .expect(200);
    const { body: invoice } = await t
      .http()
      .post(`/api/admin/vendors/${bernd.id}/invoice`)
      .set(auth)
      .expect(201);
    const [year, sequence] = (invoice.number as string).split('-');

    const txs: StatementTx[] = [
      {
        amount: 15000,
        payerName: 'ANNA HUBER',
        payerIban: 'AT483200000012345864',
        remittance: `Standgebuehr ${dashed(anna.accessCode).toLowerCase()}`,
        reference: 'E-1',
        bookingDate: '2026-11-20',
        valueDate: '2026-11-19',
      },
      {
        amount: 14000,
        payerName: 'B. Maier',
        remittance: `Rechnung ${year} - ${sequence}`,
        reference: 'E-2',
      },
      {
        amount: 15000,
        payerName: 'Leitner Christa',
        remittance: 'Standplatz Adventmarkt',
        reference: 'E-3',
      },
      { amount: 15000, payerName: 'Familie Gruber', remittance: 'Stand', reference: 'E-4' },
      { amount: 4200, payerName: 'Unbekannt', remittance: 'Spende', reference: 'E-5' },
      { amount: -9900, payerName: 'Stadtwerke', remittance: 'Strom', reference: 'E-6' },
      { amount: 15000, currency: 'CHF', payerName: 'Schweizer', remittance: 'x', reference: 'E-7' },
      {
        amount: 700,
        payerName: '=HYPERLINK("http://evil")',
        remittance: '@SUM(A1) +cmd',
        reference: 'E-8',
      },
    ];
    const { body: statement } = await upload(camt053(txs), 'november.xml').expect(201);

    expect(statement).toMatchObject({
      fileName: 'november.xml',
      format: 'camt053',
      uploadedBy: expect.any(String),
    });
    expect(statement.report).toEqual([
      { lineNumber: 6, message: expect.stringContaining('Gutschriften') },
      { lineNumber: 7, message: expect.stringContaining('Fremdwährung CHF') },
    ]);
    const byRef = (ref: string) =>
      statement.lines.find((line: { entryReference: string }) => line.entryReference === ref);
    expect(byRef('E-1')).toMatchObject({
      lineNumber: 1,
      amount: 15000,
      valueDate: '2026-11-19',
      bookingDate: '2026-11-20',
      payerIban: 'AT483200000012345864',
      state: 'open',
      match: 'reference',
      vendorId: anna.id,
      candidates: [
        { vendorId: anna.id, name: 'Anna Huber', boothNumber: 'AK-01', openAmount: 15000 },
      ],
      effect: { openAmountAfter: 0, refundDueAfter: 0 },
      duplicateOf: null,
      bookedBy: null,
    });
    expect(byRef('E-2')).toMatchObject({ match: 'reference', vendorId: bernd.id });
    expect(byRef('E-3')).toMatchObject({ match: 'amount-name', vendorId: christa.id });
    expect(byRef('E-4')).toMatchObject({ match: 'ambiguous', vendorId: null, effect: null });
    expect(
      byRef('E-4')
        .candidates.map((c: { vendorId: string }) => c.vendorId)
        .sort(),
    ).toEqual([dora.id, emil.id].sort());
    expect(byRef('E-5')).toMatchObject({ match: 'none', vendorId: null, candidates: [] });
    // Formula text is stored and answered as text.
    expect(byRef('E-8')).toMatchObject({
      payerName: '=HYPERLINK("http://evil")',
      remittance: '@SUM(A1) +cmd',
    });

    const { body: result } = await book(statement.id, [
      { lineId: byRef('E-1').id, vendorId: anna.id },
      { lineId: byRef('E-2').id, vendorId: bernd.id },
      { lineId: byRef('E-4').id, vendorId: emil.id },
      { lineId: byRef('E-5').id, vendorId: null },
    ]).expect(200);
    expect(result).toMatchObject({
      booked: 3,
      ignored: 1,
      skipped: [],
      message: '3 Zeilen verbucht, 1 ignoriert',
    });
    const after = result.statement.lines.find((l: { id: string }) => l.id === byRef('E-1').id);
    expect(after).toMatchObject({
      state: 'booked',
      match: 'already-booked',
      vendorId: anna.id,
      bookedBy: expect.any(String),
    });

    expect(await ledger(anna.id)).toEqual([
      {
        kind: 'transfer_payment',
        amount: 15000,
        value_date: '2026-11-19',
        note: 'Kontoauszug november.xml, Zeile 1',
      },
    ]);
    expect(await account(anna)).toMatchObject({ openAmount: 0, paidAmount: 15000 });
    expect(await account(bernd)).toMatchObject({ openAmount: 0, paidAmount: 15000 });
    await t.settle();
    await t.settle();
    const { body: overview } = await t.http().get('/api/admin/payments').set(auth).expect(200);
    expect(
      overview.vendors.find((v: { vendorId: string }) => v.vendorId === anna.id),
    ).toMatchObject({ status: 'paid', openAmount: 0, paymentMethod: 'bank_transfer' });
    const mails = smtp.received.filter(
      (mail) =>
        mail.envelopeTo.includes('anna@example.at') && /Rechnung/.test(mail.parsed.subject ?? ''),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.attachments[0]!.filename).toMatch(/^Rechnung-.*\.pdf$/);

    // The Protokoll tells the upload and the bookings.
    const { body: log } = await t.http().get('/api/admin/audit-log').set(auth).expect(200);
    const titles = JSON.stringify(log);
    expect(titles).toContain('Kontoauszug hochgeladen');
    expect(titles).toContain('Kontoauszugszeile verbucht');
    expect(titles).toContain('Kontoauszugszeile ignoriert');
  });

  it.each([
    ['George', (txs: StatementTx[]) => Buffer.from(georgeCsv(txs), 'utf8'), 'csv-george'],
    ['ELBA', (txs: StatementTx[]) => latin1(elbaCsv(txs)), 'csv-elba'],
    ['Bank Austria', (txs: StatementTx[]) => latin1(bankAustriaCsv(txs)), 'csv-bankaustria'],
  ])('reads the %s CSV export and matches by access code', async (_, file, format) => {
    const anna = await vendorOnStall('AK-01', 'Anna Huber');
    const { body } = await upload(
      file([
        { amount: 14000, payerName: 'Anna Huber', remittance: `Zahlung ${anna.accessCode} Höfe` },
        { amount: -1000, payerName: 'Bank', remittance: 'Spesen' },
      ]),
      'umsaetze.csv',
    ).expect(201);
    expect(body.format).toBe(format);
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({
      amount: 14000,
      match: 'reference',
      vendorId: anna.id,
      effect: { openAmountAfter: 1000, refundDueAfter: 0 },
    });
    expect(body.lines[0].remittance).toContain('Höfe');
    expect(body.report).toHaveLength(1);
  });

  it('books nothing twice: the same file again, an overlapping statement, two requests at once', async () => {
    const anna = await vendorOnStall('AK-01', 'Anna Huber');
    const first: StatementTx[] = [
      { amount: 5000, payerName: 'Anna Huber', remittance: anna.accessCode, reference: 'R-1' },
      { amount: 3000, payerName: 'Anna Huber', remittance: `${anna.accessCode} Rest` },
    ];
    const { body: one } = await upload(georgeCsv(first), 'a.csv').expect(201);
    const lineIds = one.lines.map((line: { id: string }) => ({
      lineId: line.id,
      vendorId: anna.id,
    }));

    // Two requests at once (different keys, so both run): each line is booked once.
    const [a, b] = await Promise.all([
      book(one.id, lineIds, 'key-a').expect(200),
      book(one.id, lineIds, 'key-b').expect(200),
    ]);
    expect(a.body.booked + b.body.booked).toBe(2);
    expect([...a.body.skipped, ...b.body.skipped].map((s: { reason: string }) => s.reason)).toEqual(
      ['bereits verbucht', 'bereits verbucht'],
    );

    // The same file again: the same lines, shown as booked; booking them again books nothing.
    const { body: again } = await upload(georgeCsv(first), 'a-nochmal.csv').expect(201);
    expect(again.lines.map((line: { id: string }) => line.id)).toEqual(
      one.lines.map((line: { id: string }) => line.id),
    );
    expect(again.lines.map((line: { match: string }) => line.match)).toEqual([
      'already-booked',
      'already-booked',
    ]);
    const { body: rebook } = await book(again.id, lineIds).expect(200);
    expect(rebook).toMatchObject({
      booked: 0,
      skipped: [{ reason: 'bereits verbucht' }, { reason: 'bereits verbucht' }],
    });

    // An overlapping statement: one known line, one new.
    const { body: overlap } = await upload(
      georgeCsv([
        first[1]!,
        { amount: 2000, payerName: 'Anna Huber', remittance: anna.accessCode, reference: 'R-3' },
      ]),
      'b.csv',
    ).expect(201);
    expect(overlap.lines.map((l: { state: string }) => l.state)).toEqual(['booked', 'open']);
    await book(
      overlap.id,
      overlap.lines.map((l: { id: string }) => ({ lineId: l.id, vendorId: anna.id })),
    ).expect(200);

    // 50 + 30 + 20 = 100 € of 150 €: three transfers, nothing twice.
    expect((await ledger(anna.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['transfer_payment', 5000],
      ['transfer_payment', 3000],
      ['transfer_payment', 2000],
    ]);
    expect(await account(anna)).toMatchObject({ openAmount: 5000 });
    const { body: list } = await t.http().get('/api/admin/bank-statements').set(auth).expect(200);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      fileName: 'b.csv',
      lineCount: 2,
      bookedCount: 2,
      openCount: 0,
    });
  });

  it('books an overpayment as refund due, skips a blocked vendor and flags a transfer booked by hand', async () => {
    const anna = await vendorOnStall('AK-01', 'Anna Huber');
    const bernd = await vendorOnStall('AK-02', 'Bernd Maier');
    const christa = await vendorOnStall('AK-03', 'Christa Leitner');
    await t.app
      .get(CommandBus)
      .execute(new RecordBankTransferCommand(christa.id, 5000, '2026-11-20', null, null, 'Kasse'));
    await t
      .http()
      .post(`/api/admin/vendors/${bernd.id}/block`)
      .set(auth)
      .send({ reason: 'Test' })
      .expect((response) => expect(response.status).toBeLessThan(300));
    const { body } = await upload(
      camt053([
        { amount: 20000, payerName: 'Anna Huber', remittance: anna.accessCode, reference: 'O-1' },
        { amount: 15000, payerName: 'Bernd Maier', remittance: bernd.accessCode, reference: 'O-2' },
        {
          amount: 5000,
          payerName: 'Christa Leitner',
          remittance: christa.accessCode,
          reference: 'O-3',
          valueDate: '2026-11-20',
        },
      ]),
    ).expect(201);
    const [over, blocked, duplicate] = body.lines;
    expect(over.effect).toEqual({ openAmountAfter: 0, refundDueAfter: 5000 });
    expect(duplicate).toMatchObject({
      vendorId: christa.id,
      duplicateOf: expect.any(String),
      effect: null,
    });

    const { body: result } = await book(body.id, [
      { lineId: over.id, vendorId: anna.id },
      { lineId: blocked.id, vendorId: bernd.id },
    ]).expect(200);
    expect(result.booked).toBe(1);
    expect(result.skipped).toEqual([
      { lineId: blocked.id, reason: expect.stringMatching(/gesperrt/i) },
    ]);
    expect(await account(anna)).toMatchObject({ openAmount: 0, refundDueAmount: 5000 });
    expect(await ledger(bernd.id)).toEqual([]);
    expect(result.statement.lines[1]).toMatchObject({ state: 'open' });

    const { body: ignored } = await book(body.id, [
      { lineId: duplicate.id, vendorId: null },
    ]).expect(200);
    expect(ignored.ignored).toBe(1);
    const { body: twice } = await book(body.id, [
      { lineId: duplicate.id, vendorId: christa.id },
    ]).expect(200);
    expect(twice.skipped).toEqual([{ lineId: duplicate.id, reason: 'bereits ignoriert' }]);
  });

  it('refuses bad files with a German 4xx and stores or books nothing', async () => {
    await vendorOnStall('AK-01', 'Anna Huber');
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<Document><BkToCstmrStmt>&lol1;</BkToCstmrStmt></Document>`;
    const cases: [string | Buffer, string, number, RegExp][] = [
      [laughs, 'lol.xml', 400, /DOCTYPE/],
      [
        `<Document>${'<a>'.repeat(200)}${'</a>'.repeat(200)}</Document>`,
        'tief.xml',
        400,
        /verschachtelt/,
      ],
      ['<Document><BkToCstmrStmt><Stmt>', 'kaputt.xml', 400, /fehlerhaft/],
      [Buffer.alloc(6 * 1024 * 1024, 0x41), 'gross.csv', 413, /zu groß \(höchstens 5 MB\)/],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        'bild.csv',
        415,
        /Dateiformat/,
      ],
      ['%PDF-1.7\n1 0 obj', 'auszug.pdf', 415, /Dateiformat/],
      [
        georgeCsv(
          Array.from({ length: 10_001 }, (_, i) => ({ amount: 100 + i, remittance: `Zeile ${i}` })),
        ),
        'viel.csv',
        422,
        /zu viele Zeilen \(höchstens 10\.000\)/,
      ],
    ];
    for (const [content, name, status, message] of cases) {
      const response = await upload(content, name);
      expect([name, response.status]).toEqual([name, status]);
      expect(response.body.message).toMatch(message);
    }
    const missing = await t.http().post('/api/admin/bank-statements').set(auth).field('x', 'y');
    expect(missing.status).toBe(400);
    expect(await count('bank_statement')).toBe(0);
    expect(await count('bank_statement_line')).toBe(0);
    expect(await count('ledger_entry')).toBe(0);
  });

  it('keeps formula text as text and neutralises it in the Protokoll export', async () => {
    await upload(
      georgeCsv([{ amount: 700, payerName: '=HYPERLINK("http://evil")', remittance: '+cmd' }]),
      '=HYPERLINK("evil").csv',
    ).expect(201);
    const { text } = await t.http().get('/api/admin/audit-log/export').set(auth).expect(200);
    const line = text.split('\n').find((row) => row.includes('Kontoauszug hochgeladen'))!;
    expect(line).toContain(`"'=HYPERLINK(""evil"").csv: 1 Gutschriften, davon 1 neu"`);
    expect(line).not.toMatch(/;"?=/);
  });

  it('answers 404 for an unknown statement and 400 for a malformed booking', async () => {
    await t
      .http()
      .get('/api/admin/bank-statements/00000000-0000-4000-8000-000000000000')
      .set(auth)
      .expect(404);
    await t.http().get('/api/admin/bank-statements/nope').set(auth).expect(404);
    await t
      .http()
      .post('/api/admin/bank-statements/00000000-0000-4000-8000-000000000000/book')
      .set(auth)
      .send({ lines: [{ lineId: 'x', vendorId: null }] })
      .expect(400);
  });
});
