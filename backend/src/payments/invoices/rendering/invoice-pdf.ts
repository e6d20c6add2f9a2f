import { formatEuro, SMALL_AMOUNT_INVOICE_NOTE, SMALL_BUSINESS_NOTE } from '@standl/contracts';
import { type PdfContent, type PdfDocument, renderPdf } from '../../../shared/pdf/pdfmake.js';
import { formatVatRate } from '../domain/invoice-amounts.js';
import { isSmallAmountInvoice } from '../domain/invoice-form.js';
import type { Invoice } from '../domain/invoice.entity.js';
import type { InvoiceLine } from '../domain/invoice-lines.js';

/** What the PDF prints: the invoice's own copy of every fact (never live data). */
export type InvoicePrint = Pick<
  Invoice,
  | 'number'
  | 'kind'
  | 'issuedAt'
  | 'issueDate'
  | 'periodStart'
  | 'periodEnd'
  | 'issuer'
  | 'recipient'
  | 'serviceDescription'
  | 'boothNumber'
  | 'vatMode'
  | 'vatRate'
  | 'netAmount'
  | 'vatAmount'
  | 'grossAmount'
  | 'depositCredited'
  | 'paidAmount'
  | 'amountDue'
  | 'cancelsNumber'
  | 'cancellationReason'
> & {
  /** On a cancellation invoice: the day of the invoice it cancels. */
  cancelsIssueDate?: string | null;
  /** The reference printed for the amount due (null: none, as before issue 30). */
  paymentReference?: string | null;
  /** The EPC payment QR's text printed for the amount due (null: none). */
  epcQrPayload?: string | null;
  /** Several lines (base and surcharges); null or missing: one line for the whole amount. */
  lines?: InvoiceLine[] | null;
};

/** The invoice's lines as printed: its own, or the one line of the service for the amount. */
export function printedLines(invoice: InvoicePrint): InvoiceLine[] {
  return invoice.lines?.length
    ? invoice.lines
    : [
        {
          description: invoice.serviceDescription,
          gross: invoice.grossAmount,
          net: invoice.netAmount,
        },
      ];
}

type Content = PdfContent;
type TableCell = Content;

const GREY = '#5f6368';
const LINE = '#c8ccd0';
const ACCENT = '#7a1f2b';

const dayFormat = new Intl.DateTimeFormat('de-AT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-05' → '05.12.2026'. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** '05.12.2026 – 08.12.2026', one day alone, or null without a period. */
export function formatPeriod(start: string | null, end: string | null): string | null {
  if (!start && !end) return null;
  if (!start || !end || start === end) return formatDay((start ?? end)!);
  return `${formatDay(start)} – ${formatDay(end)}`;
}

/** 'AT12 3456 …' in groups of four. */
function groupIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * 'Verwendungszweck: ABCDE-12345' and, with bank details, the EPC payment QR ('Zahlen mit
 * Code', docs/decisions.md 231) beside it; the QR's text is the invoice's stored copy.
 */
function paymentBlock(reference: string, epcQrPayload: string | null): Content {
  const referenceLine: Content = {
    text: [{ text: 'Verwendungszweck: ' }, { text: reference, bold: true }],
  };
  if (!epcQrPayload) return { stack: [referenceLine], margin: [0, 6, 0, 0] };
  return {
    columns: [
      { qr: epcQrPayload, fit: 110, eccLevel: 'M', width: 'auto' },
      {
        width: '*',
        margin: [10, 4, 0, 0],
        stack: [
          referenceLine,
          {
            text: 'Mit der Banking-App scannen („Zahlen mit Code“): Empfänger, IBAN, Betrag und Verwendungszweck sind damit schon ausgefüllt.',
            color: GREY,
            margin: [0, 4, 0, 0],
          },
        ],
      },
    ],
    margin: [0, 8, 0, 0],
    unbreakable: true,
  };
}

/**
 * The invoice as a PDF (A4, DIN 5008 window for the recipient), in the layout of an Austrian
 * business's invoice: issuer block, sender line and recipient, number/date table, the service
 * line, totals with the VAT or the small-business note, the deposit and payments credited, what
 * is still due, and a footer with address, UID and bank details. Rendered once at issue.
 */
export async function renderInvoicePdf(invoice: InvoicePrint): Promise<Buffer> {
  return renderPdf(invoiceDocument(invoice));
}

export function invoiceDocument(invoice: InvoicePrint): PdfDocument {
  const { issuer, recipient } = invoice;
  const cancellation = invoice.kind === 'cancellation';
  // § 11 Abs. 6 UStG: up to 400 € gross without the recipient's address, marked as such.
  const smallAmount = isSmallAmountInvoice(recipient);
  const title = cancellation ? 'Stornorechnung' : smallAmount ? 'Kleinbetragsrechnung' : 'Rechnung';
  const period = formatPeriod(invoice.periodStart, invoice.periodEnd);
  const vat = invoice.vatMode === 'standard';

  const infoRows: [string, string][] = [
    [cancellation ? 'Storno-Nr.' : 'Rechnungsnummer', invoice.number],
    ['Rechnungsdatum', formatDay(invoice.issueDate)],
  ];
  if (period) infoRows.push(['Leistungszeitraum', period]);
  if (cancellation && invoice.cancelsNumber) infoRows.push(['Zu Rechnung', invoice.cancelsNumber]);
  if (issuer.uid) infoRows.push(['UID-Nr.', issuer.uid]);
  else if (issuer.taxNumber) infoRows.push(['Steuernummer', issuer.taxNumber]);

  const issuerLines = [
    issuer.street,
    `${issuer.postalCode} ${issuer.city}`,
    issuer.country,
    issuer.phone ? `Tel. ${issuer.phone}` : null,
    issuer.email,
  ].filter((line): line is string => Boolean(line));

  const recipientLines = [
    recipient.name,
    ...(smallAmount
      ? []
      : [
          recipient.street,
          `${recipient.postalCode} ${recipient.city}`,
          recipient.country?.toLowerCase() === issuer.country.toLowerCase()
            ? null
            : recipient.country,
        ]),
  ].filter((line): line is string => Boolean(line));

  const money = (cents: number) => formatEuro(cents);
  const itemHeader: TableCell[] = [
    { text: 'Pos.', style: 'th' },
    { text: 'Leistung', style: 'th' },
    { text: 'Menge', style: 'th', alignment: 'right' },
    { text: vat ? 'Einzelpreis netto' : 'Einzelpreis', style: 'th', alignment: 'right' },
    { text: vat ? 'Gesamt netto' : 'Gesamt', style: 'th', alignment: 'right' },
  ];
  const itemRows: TableCell[][] = printedLines(invoice).map((line, index) => {
    const amount = vat ? line.net : line.gross;
    return [
      String(index + 1),
      {
        stack: [
          line.description,
          // The period under the stall's line (the first).
          ...(period && index === 0
            ? [{ text: `Leistungszeitraum ${period}`, style: 'small' }]
            : []),
        ],
      },
      { text: '1', alignment: 'right' },
      { text: money(amount), alignment: 'right' },
      { text: money(amount), alignment: 'right' },
    ];
  });

  const totals: TableCell[][] = [];
  if (vat) {
    totals.push(['Summe netto', money(invoice.netAmount)]);
    totals.push([`zzgl. ${formatVatRate(invoice.vatRate)} % USt.`, money(invoice.vatAmount)]);
  }
  totals.push([
    { text: cancellation ? 'Stornobetrag' : 'Rechnungsbetrag', bold: true },
    { text: money(invoice.grossAmount), bold: true },
  ]);
  if (!cancellation) {
    const otherPayments = invoice.paidAmount - invoice.depositCredited;
    if (invoice.depositCredited) {
      totals.push(['abzüglich Anzahlung', money(-invoice.depositCredited)]);
    }
    if (otherPayments) totals.push(['abzüglich erhaltene Zahlungen', money(-otherPayments)]);
    totals.push([
      { text: 'Offener Betrag', bold: true },
      { text: money(invoice.amountDue), bold: true },
    ]);
  }

  const notes: Content[] = [];
  if (smallAmount && !cancellation) {
    notes.push({ text: SMALL_AMOUNT_INVOICE_NOTE, margin: [0, 0, 0, 6] });
  }
  if (!vat) notes.push({ text: SMALL_BUSINESS_NOTE, margin: [0, 0, 0, 6] });
  if (cancellation) {
    notes.push(
      `Diese Stornorechnung hebt die Rechnung ${invoice.cancelsNumber ?? ''}${
        invoice.cancelsIssueDate ? ` vom ${formatDay(invoice.cancelsIssueDate)}` : ''
      } vollständig auf.`,
    );
    if (invoice.cancellationReason) notes.push(`Grund: ${invoice.cancellationReason}`);
    if (invoice.paidAmount) {
      notes.push(
        `Bereits geleistete Zahlungen von ${money(-invoice.paidAmount)} bleiben Ihnen gutgeschrieben.`,
      );
    }
  } else if (invoice.amountDue <= 0) {
    notes.push({
      text: 'Bezahlt – der Rechnungsbetrag ist vollständig beglichen.',
      bold: true,
      color: ACCENT,
    });
  } else if (invoice.paymentReference) {
    // Issue 30: the reference is the vendor's access code; the QR fills in the transfer.
    notes.push(
      issuer.bank
        ? `Bitte überweisen Sie den offenen Betrag von ${money(invoice.amountDue)} auf das unten angeführte Konto oder zahlen Sie bar vor Ort.`
        : `Bitte begleichen Sie den offenen Betrag von ${money(invoice.amountDue)} mit dem unten genannten Verwendungszweck.`,
    );
    notes.push(paymentBlock(invoice.paymentReference, invoice.epcQrPayload ?? null));
  } else {
    notes.push(
      issuer.bank
        ? `Bitte überweisen Sie den offenen Betrag von ${money(invoice.amountDue)} unter Angabe der Rechnungsnummer ${invoice.number} auf das unten angeführte Konto oder zahlen Sie bar vor Ort.`
        : `Bitte begleichen Sie den offenen Betrag von ${money(invoice.amountDue)} unter Angabe der Rechnungsnummer ${invoice.number}.`,
    );
  }

  const footerColumns: Content[] = [
    {
      width: '*',
      stack: [
        { text: issuer.legalName, bold: true },
        `${issuer.street}, ${issuer.postalCode} ${issuer.city}`,
        ...(issuer.companyRegister ? [issuer.companyRegister] : []),
      ],
    },
    {
      width: '*',
      stack: [
        ...(issuer.uid ? [`UID-Nr.: ${issuer.uid}`] : []),
        ...(issuer.taxNumber ? [`Steuernummer: ${issuer.taxNumber}`] : []),
        ...(issuer.email ? [issuer.email] : []),
        ...(issuer.phone ? [`Tel. ${issuer.phone}`] : []),
      ],
    },
    {
      width: '*',
      stack: issuer.bank
        ? [
            { text: issuer.bank.bankName ?? 'Bankverbindung', bold: true },
            `IBAN: ${groupIban(issuer.bank.iban)}`,
            ...(issuer.bank.bic ? [`BIC: ${issuer.bank.bic}`] : []),
            `Kontoinhaber: ${issuer.bank.accountHolder}`,
          ]
        : [],
    },
  ];

  return {
    pageSize: 'A4',
    // 20 mm left (DIN 5008), room for the footer.
    pageMargins: [57, 45, 45, 95],
    version: '1.7',
    info: {
      title: `${title} ${invoice.number}`,
      author: issuer.legalName,
      subject: invoice.serviceDescription,
      creator: 'Standl',
      producer: 'Standl (pdfmake)',
      creationDate: invoice.issuedAt,
      modDate: invoice.issuedAt,
    },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2, color: '#202124' },
    styles: {
      issuerName: { fontSize: 13, bold: true, color: ACCENT },
      small: { fontSize: 7.5, color: GREY },
      th: { bold: true, fontSize: 8.5, color: GREY },
      title: { fontSize: 20, bold: true, color: ACCENT, margin: [0, 22, 0, 4] },
    },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [57, 18, 45, 0],
      stack: [
        {
          canvas: [{ type: 'line', x1: 0, y1: 0, x2: 493, y2: 0, lineWidth: 0.5, lineColor: LINE }],
        },
        {
          columns: footerColumns,
          columnGap: 12,
          fontSize: 7.5,
          color: GREY,
          margin: [0, 6, 0, 0],
        },
        ...(issuer.footer
          ? [{ text: issuer.footer, fontSize: 7.5, color: GREY, margin: [0, 4, 0, 0] } as Content]
          : []),
        ...(pageCount > 1
          ? [
              {
                text: `Seite ${currentPage} von ${pageCount}`,
                fontSize: 7,
                alignment: 'right',
              } as Content,
            ]
          : []),
      ],
    }),
    content: [
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 230,
            stack: [
              { text: issuer.legalName, style: 'issuerName' },
              ...issuerLines.map((line) => ({ text: line, color: GREY })),
            ],
          },
        ],
      },
      {
        // Sender line and recipient in the window of a DIN long envelope.
        absolutePosition: { x: 57, y: 128 },
        width: 240,
        stack: [
          {
            text: `${issuer.legalName} · ${issuer.street} · ${issuer.postalCode} ${issuer.city}`,
            fontSize: 6.5,
            color: GREY,
            decoration: 'underline',
            decorationColor: LINE,
            margin: [0, 0, 0, 6],
          },
          ...recipientLines.map((line, index) => ({
            text: line,
            fontSize: 10.5,
            bold: index === 0,
          })),
        ],
      },
      {
        margin: [0, 58, 0, 0],
        columns: [
          { width: '*', text: '' },
          {
            width: 230,
            table: {
              widths: [88, '*'],
              body: infoRows.map(([label, value]) => [
                { text: label, color: GREY },
                { text: value, bold: label === 'Rechnungsnummer' || label === 'Storno-Nr.' },
              ]),
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: title, style: 'title' },
      {
        text: cancellation
          ? `zu Rechnung ${invoice.cancelsNumber ?? ''}`
          : 'Für Ihre Teilnahme am Adventmarkt stellen wir Ihnen in Rechnung:',
        color: GREY,
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          headerRows: 1,
          widths: [24, '*', 36, 78, 78],
          body: [itemHeader, ...itemRows],
        },
        layout: {
          hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
            i === 0 || i === 1 || i === node.table.body.length ? 0.6 : 0,
          vLineWidth: () => 0,
          hLineColor: () => LINE,
          paddingTop: () => 5,
          paddingBottom: () => 5,
        },
      },
      {
        margin: [0, 10, 0, 0],
        columns: [
          { width: '*', text: '' },
          {
            width: 270,
            table: {
              widths: ['*', 90],
              body: totals.map(([label, value]) => [
                label,
                typeof value === 'string'
                  ? { text: value, alignment: 'right' }
                  : { ...(value as object), alignment: 'right' },
              ]),
            },
            layout: {
              hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
                i === node.table.body.length ? 1 : 0,
              vLineWidth: () => 0,
              hLineColor: () => ACCENT,
              paddingTop: () => 3,
              paddingBottom: () => 3,
            },
          },
        ],
      },
      { stack: notes, margin: [0, 22, 0, 0] },
      {
        text: 'Vielen Dank für Ihre Teilnahme!',
        margin: [0, 18, 0, 0],
        color: GREY,
      },
    ],
  };
}
