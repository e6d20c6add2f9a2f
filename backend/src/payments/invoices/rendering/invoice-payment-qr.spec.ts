import { epcQrPayload, readEpcQrPayload } from '@standl/contracts';
import { pdfText } from '../../../../test/support/invoice-documents.js';
import { qrTextOfPdf } from '../../../../test/support/qr.js';
import { embedFacturX, renderCii } from '../e-invoice/e-invoice.js';
import { ciiSchemaErrors } from '../../../../test/support/invoice-documents.js';
import { paymentPrint } from '../commands/issue-invoice.handler.js';
import { sampleInvoice } from './sample-invoice.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/** An invoice with 140,00 € still due, as issued after issue 30. */
function dueInvoice(holder = 'Kulturverein Völkermarkt') {
  const base = sampleInvoice({ paidAmount: 1000, amountDue: 14000 });
  const issuer = { ...base.issuer, bank: { ...base.issuer.bank!, accountHolder: holder } };
  return { ...base, issuer, ...paymentPrint(issuer, 'ABCDE12345', 14000) };
}

describe('the payment QR on the invoice (issue 30)', () => {
  it('stores the reference and the EPC text for the amount due; nothing when nothing is due or without bank', () => {
    const { issuer } = sampleInvoice();
    expect(paymentPrint(issuer, 'ABCDE12345', 14000)).toEqual({
      paymentReference: 'ABCDE-12345',
      epcQrPayload: epcQrPayload({
        name: 'Burgverein Hochosterwitz',
        iban: 'AT611904300234573201',
        bic: 'BKAUATWW',
        amountCents: 14000,
        remittance: 'ABCDE-12345',
      }),
    });
    expect(paymentPrint(issuer, 'ABCDE12345', 0)).toEqual({
      paymentReference: null,
      epcQrPayload: null,
    });
    expect(paymentPrint({ ...issuer, bank: null }, 'ABCDE12345', 14000)).toEqual({
      paymentReference: 'ABCDE-12345',
      epcQrPayload: null,
    });
  });

  it('prints "Verwendungszweck" and a QR code a banking app reads: every EPC field', async () => {
    const invoice = dueInvoice();
    const pdf = await embedFacturX(invoice, await renderInvoicePdf(invoice));

    const text = await pdfText(pdf);
    expect(text).toContain('Verwendungszweck: ABCDE-12345');
    expect(text).toContain('Mit der Banking-App scannen („Zahlen mit Code“)');
    const qr = qrTextOfPdf(pdf);
    expect(qr).not.toBeNull();
    expect(readEpcQrPayload(qr!)).toEqual({
      serviceTag: 'BCD',
      version: '002',
      characterSet: '1',
      identification: 'SCT',
      bic: 'BKAUATWW',
      name: 'Kulturverein Völkermarkt',
      iban: 'AT611904300234573201',
      amount: 'EUR140.00',
      purpose: '',
      structuredReference: '',
      remittance: 'ABCDE-12345',
      information: '',
    });
    // The e-invoice stays valid.
    expect(await ciiSchemaErrors(await renderCii(invoice))).toEqual([]);
  });

  it('prints the stored text, not live data: a reprint shows the same QR', async () => {
    const invoice = {
      ...dueInvoice(),
      epcQrPayload: dueInvoice('Alter Kontoinhaber').epcQrPayload,
    };
    const qr = qrTextOfPdf(await renderInvoicePdf(invoice));
    expect(readEpcQrPayload(qr!).name).toBe('Alter Kontoinhaber');
  });

  it('a paid invoice, a Storno and an invoice issued before issue 30 have no QR', async () => {
    const paid = sampleInvoice();
    const storno = sampleInvoice({
      kind: 'cancellation',
      netAmount: -12500,
      vatAmount: -2500,
      grossAmount: -15000,
      depositCredited: -1000,
      paidAmount: -15000,
      amountDue: 0,
      cancelsNumber: '2026-0006',
      cancelsIssueDate: '2026-12-05',
      cancellationReason: 'Falscher Standplatz',
    });
    const older = sampleInvoice({ paidAmount: 1000, amountDue: 14000 });
    for (const invoice of [paid, storno, older]) {
      const pdf = await renderInvoicePdf(invoice);
      expect(qrTextOfPdf(pdf)).toBeNull();
      expect(await pdfText(pdf)).not.toContain('Verwendungszweck');
    }
    expect(await pdfText(await renderInvoicePdf(older))).toContain(
      'unter Angabe der Rechnungsnummer 2026-0007',
    );
  });
});
