import { VENDOR_ID } from '../../registration/testing';

/** The dashboard's request for the vendor's invoice (number and date from the e-invoice). */
export const INVOICE_XML = `GET /api/vendors/${VENDOR_ID}/invoice?format=xml`;

export function downloadKey(number: string, format: 'pdf' | 'xml' = 'pdf'): string {
  return `GET /api/invoices/download/${number}${format === 'xml' ? '?format=xml' : ''}`;
}

/** A trimmed EN 16931 CII invoice as the server writes it (the context carries an ID too). */
export function ciiXml(number = '2026-0001', day = '20261125'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter>
      <ram:ID>urn:cen.eu:en16931:2017</ram:ID>
    </ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${number}</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime>
      <udt:DateTimeString format="102">${day}</udt:DateTimeString>
    </ram:IssueDateTime>
  </rsm:ExchangedDocument>
</rsm:CrossIndustryInvoice>`;
}

export function xmlResponse(number = '2026-0001', day = '20261125'): Response {
  return new Response(ciiXml(number, day), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${number}.xml"`,
    },
  });
}

export function pdfResponse(number = '2026-0001'): Response {
  return new Response('%PDF-1.7 Rechnung', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${number}.pdf"`,
    },
  });
}

/**
 * Catches the downloads the page starts (jsdom has neither object URLs nor downloads): each
 * click on a link with `download` records the file name and the blob behind it.
 */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; blob: Blob | undefined }[] = [];
  let counter = 0;
  const create = vi.fn((blob: Blob) => {
    const url = `blob:standl/${++counter}`;
    blobs.set(url, blob);
    return url;
  });
  const revoke = vi.fn();
  // jsdom's URL has no object URLs; each test file runs in its own environment.
  URL.createObjectURL = create;
  URL.revokeObjectURL = revoke;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push({ fileName: this.download, blob: blobs.get(this.href) });
  });
  return { saved, create, click };
}
