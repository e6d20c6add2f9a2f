import { writeFileSync } from 'node:fs';
import { SMALL_AMOUNT_INVOICE_NOTE, SMALL_BUSINESS_NOTE } from '@standl/contracts';
import {
  ciiSchemaErrors,
  pdfAttachments,
  pdfText,
} from '../../../../test/support/invoice-documents.js';
import { embedFacturX, renderCii } from '../e-invoice/e-invoice.js';
import { amountsFromGross } from '../domain/invoice-amounts.js';
import { negatedLines, stallInvoiceLines } from '../domain/invoice-lines.js';
import { sampleInvoice } from './sample-invoice.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/** The sample without a billing address: a Kleinbetragsrechnung. */
function smallAmountInvoice(overrides: Parameters<typeof sampleInvoice>[0] = {}) {
  const { recipient } = sampleInvoice();
  return sampleInvoice({
    recipient: { ...recipient, street: null, postalCode: null, city: null, country: null },
    ...overrides,
  });
}

describe('invoice PDF (pdfmake) and e-invoice (EN 16931 CII)', () => {
  it('prints every field an Austrian invoice needs', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.INVOICE_SAMPLE_DIR)
      writeFileSync(`${process.env.INVOICE_SAMPLE_DIR}/sample.pdf`, pdf);
    const text = await pdfText(pdf);
    for (const expected of [
      'Rechnung',
      'Burgverein Hochosterwitz',
      'Hochosterwitz 1',
      '9314 Launsdorf',
      'Anna Musterfrau',
      'Hauptplatz 3',
      '9300 St. Veit an der Glan',
      '2026-0007',
      'Rechnungsdatum 06.12.2026',
      'Leistungszeitraum 05.12.2026 – 08.12.2026',
      'Standplatz AK-01 (Arkadenhof), Adventmarkt 2026',
      'Summe netto 125,00 €',
      'zzgl. 20 % USt. 25,00 €',
      'Rechnungsbetrag 150,00 €',
      'abzüglich Anzahlung -10,00 €',
      'abzüglich erhaltene Zahlungen -140,00 €',
      'Offener Betrag 0,00 €',
      'Bezahlt',
      'UID-Nr.: ATU12345678',
      'IBAN: AT61 1904 3002 3457 3201',
      'Zahlbar ohne Abzug.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the small-business note instead of VAT, and what is still due', async () => {
    const text = await pdfText(
      await renderInvoicePdf(
        sampleInvoice({
          vatMode: 'small_business',
          vatRate: 0,
          netAmount: 15000,
          vatAmount: 0,
          paidAmount: 1000,
          amountDue: 14000,
        }),
      ),
    );
    expect(text).toContain(SMALL_BUSINESS_NOTE);
    expect(text).not.toContain('USt.');
    expect(text).toContain('Offener Betrag 140,00 €');
    expect(text).toContain('Bitte überweisen Sie den offenen Betrag von 140,00 €');
  });

  it('prints a Kleinbetragsrechnung (§ 11 Abs. 6 UStG) with the vendor’s name but no address', async () => {
    const invoice = smallAmountInvoice();
    const pdf = await renderInvoicePdf(invoice);
    if (process.env.INVOICE_SAMPLE_DIR)
      writeFileSync(`${process.env.INVOICE_SAMPLE_DIR}/sample-small-amount.pdf`, pdf);
    const text = await pdfText(pdf);
    for (const expected of [
      'Kleinbetragsrechnung',
      SMALL_AMOUNT_INVOICE_NOTE,
      'Burgverein Hochosterwitz',
      '9314 Launsdorf',
      'Anna Musterfrau',
      'Rechnungsdatum 06.12.2026',
      'Standplatz AK-01 (Arkadenhof), Adventmarkt 2026',
      'Leistungszeitraum 05.12.2026 – 08.12.2026',
      'zzgl. 20 % USt. 25,00 €',
      'Rechnungsbetrag 150,00 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Hauptplatz');
    expect(text).not.toContain('St. Veit');
    const xml = await renderCii(invoice);
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('Kleinbetragsrechnung');
    expect(xml).not.toContain('Hauptplatz');
  });

  it('prints a cancellation invoice with negative amounts and the original’s number', async () => {
    const text = await pdfText(
      await renderInvoicePdf(
        sampleInvoice({
          number: '2026-0008',
          kind: 'cancellation',
          netAmount: -12500,
          vatAmount: -2500,
          grossAmount: -15000,
          depositCredited: -1000,
          paidAmount: -15000,
          amountDue: 0,
          cancelsNumber: '2026-0007',
          cancelsIssueDate: '2026-12-06',
          cancellationReason: 'Falsche Rechnungsadresse',
        }),
      ),
    );
    expect(text).toContain('Stornorechnung');
    expect(text).toContain('zu Rechnung 2026-0007');
    expect(text).toContain('Stornobetrag -150,00 €');
    expect(text).toContain('hebt die Rechnung 2026-0007 vom 06.12.2026 vollständig auf');
    expect(text).toContain('Grund: Falsche Rechnungsadresse');
  });

  it('writes CII that the Factur-X EN 16931 schema accepts, for VAT, small business and Storno', async () => {
    const variants = [
      sampleInvoice(),
      sampleInvoice({
        vatMode: 'small_business',
        vatRate: 0,
        netAmount: 15000,
        vatAmount: 0,
        issuer: { ...sampleInvoice().issuer, uid: null, taxNumber: '12 345/6789' },
      }),
      sampleInvoice({ paidAmount: 1000, amountDue: 14000 }),
      smallAmountInvoice({
        vatMode: 'small_business',
        vatRate: 0,
        netAmount: 15000,
        vatAmount: 0,
        issuer: { ...sampleInvoice().issuer, uid: null, taxNumber: '12 345/6789' },
      }),
      sampleInvoice({
        kind: 'cancellation',
        number: '2026-0008',
        netAmount: -12500,
        vatAmount: -2500,
        grossAmount: -15000,
        depositCredited: -1000,
        paidAmount: -15000,
        amountDue: 0,
        cancelsNumber: '2026-0007',
        cancelsIssueDate: '2026-12-06',
      }),
    ];
    for (const invoice of variants) {
      const xml = await renderCii(invoice);
      expect(await ciiSchemaErrors(xml)).toEqual([]);
      expect(xml).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    }
    // Without a UID the tax number identifies the seller (BT-32 and BT-30, BR-CO-26).
    const small = await renderCii(variants[1]!);
    expect(small).toContain('<ram:ID schemeID="FC">12 345/6789</ram:ID>');
    expect(small).toMatch(/<ram:SpecifiedLegalOrganization>\s*<ram:ID>12 345\/6789<\/ram:ID>/);
    expect(small).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    const xml = await renderCii(variants[4]!);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain('<ram:IssuerAssignedID>2026-0007</ram:IssuerAssignedID>');
    if (process.env.INVOICE_SAMPLE_DIR)
      writeFileSync(`${process.env.INVOICE_SAMPLE_DIR}/sample.xml`, await renderCii(variants[0]!));
  });

  it('prints a fee with surcharges as the stall line and one line per surcharge, in PDF and CII', async () => {
    // 3 m at 50,00 € per metre and power 16 A at 25,00 €: 175,00 € gross, 20 % VAT.
    const { net, vat } = amountsFromGross(17500, 'standard', 2000);
    const lines = stallInvoiceLines(
      'Standplatz AK-01 (Arkadenhof), Adventmarkt 2026',
      17500,
      { base: 15000, surcharges: [{ kind: 'power', amount: 2500, powerAmps: 16 }] },
      'standard',
      2000,
    );
    const invoice = sampleInvoice({
      lines,
      netAmount: net,
      vatAmount: vat,
      grossAmount: 17500,
      paidAmount: 1000,
      amountDue: 16500,
    });
    const text = (await pdfText(await renderInvoicePdf(invoice))).replace(/\u00a0/g, ' ');
    for (const expected of [
      '1 Standplatz AK-01 (Arkadenhof), Adventmarkt 2026 Leistungszeitraum 05.12.2026 – 08.12.2026 1 125,00 € 125,00 €',
      '2 Zuschlag Stromanschluss 16 A 1 20,83 € 20,83 €',
      'Summe netto 145,83 €',
      'zzgl. 20 % USt. 29,17 €',
      'Rechnungsbetrag 175,00 €',
    ]) {
      expect(text).toContain(expected);
    }

    const xml = await renderCii(invoice);
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(xml.match(/<ram:IncludedSupplyChainTradeLineItem>/g)).toHaveLength(2);
    expect(xml).toContain('<ram:Name>Zuschlag Stromanschluss 16 A</ram:Name>');
    expect(xml).toContain('<ram:LineTotalAmount>20.83</ram:LineTotalAmount>');
    expect(xml).toContain('<ram:LineTotalAmount>145.83</ram:LineTotalAmount>');

    // Its Storno: the same lines, negative on paper, positive in the credit note.
    const cancellation = sampleInvoice({
      kind: 'cancellation',
      number: '2026-0008',
      lines: negatedLines(lines),
      netAmount: -net,
      vatAmount: -vat,
      grossAmount: -17500,
      depositCredited: -1000,
      paidAmount: -1000,
      amountDue: 0,
      cancelsNumber: '2026-0007',
      cancelsIssueDate: '2026-12-06',
    });
    const stornoText = (await pdfText(await renderInvoicePdf(cancellation))).replace(
      /\u00a0/g,
      ' ',
    );
    expect(stornoText).toContain('2 Zuschlag Stromanschluss 16 A 1 -20,83 € -20,83 €');
    const stornoXml = await renderCii(cancellation);
    expect(await ciiSchemaErrors(stornoXml)).toEqual([]);
    expect(stornoXml).toContain('<ram:LineTotalAmount>20.83</ram:LineTotalAmount>');
  });

  it('prints English labels beside the German ones for an English recipient; the CII is the same (issue 33)', async () => {
    const german = sampleInvoice();
    const english = sampleInvoice({ labelLanguage: 'en' });
    const pdf = await renderInvoicePdf(english);
    if (process.env.INVOICE_SAMPLE_DIR)
      writeFileSync(`${process.env.INVOICE_SAMPLE_DIR}/sample-english.pdf`, pdf);
    const text = await pdfText(pdf);
    for (const expected of [
      'Rechnung / Invoice',
      'Rechnungsnummer / Invoice number 2026-0007',
      'Rechnungsdatum / Invoice date 06.12.2026',
      'Leistungszeitraum / Service period 05.12.2026 – 08.12.2026',
      'Menge / Quantity',
      'Leistung / Service',
      'Summe netto / Net total 125,00 €',
      'zzgl. 20 % USt. / plus 20% VAT 25,00 €',
      'Rechnungsbetrag / Invoice total 150,00 €',
      'Offener Betrag / Amount due 0,00 €',
      'Bezahlt – der Rechnungsbetrag ist vollständig beglichen.',
      'Paid – the invoice total has been settled in full.',
      'UID-Nr. / VAT ID: ATU12345678',
      // The service and amounts stay the German document's.
      'Standplatz AK-01 (Arkadenhof), Adventmarkt 2026',
    ]) {
      expect(text).toContain(expected);
    }
    const germanText = await pdfText(await renderInvoicePdf(german));
    expect(germanText).not.toContain('Invoice');
    expect(germanText).not.toContain('/ Quantity');
    expect(await renderCii(english)).toBe(await renderCii(german));
  });

  it('prints the small-business and small-amount notes with their English below (issue 33)', async () => {
    const text = await pdfText(
      await renderInvoicePdf(
        smallAmountInvoice({
          vatMode: 'small_business',
          vatRate: 0,
          netAmount: 15000,
          vatAmount: 0,
          paidAmount: 1000,
          amountDue: 14000,
          labelLanguage: 'en',
        }),
      ),
    );
    expect(text).toContain('Kleinbetragsrechnung / Small-amount invoice');
    expect(text).toContain(SMALL_AMOUNT_INVOICE_NOTE);
    expect(text).toContain('Small-amount invoice under § 11 (6) UStG');
    expect(text).toContain(SMALL_BUSINESS_NOTE);
    expect(text).toContain('Exempt from VAT under the small business scheme');
    expect(text).toContain('Please transfer the amount due of 140,00 €');
  });

  it('embeds the CII into the PDF (Factur-X) without changing the printed text', async () => {
    const invoice = sampleInvoice();
    const pdf = await renderInvoicePdf(invoice);
    const hybrid = await embedFacturX(invoice, pdf);
    const attachments = await pdfAttachments(hybrid);
    expect(Object.keys(attachments)).toEqual(['factur-x.xml']);
    expect(await ciiSchemaErrors(attachments['factur-x.xml']!.toString('utf8'))).toEqual([]);
    expect(await pdfText(hybrid)).toBe(await pdfText(pdf));
  });
});
