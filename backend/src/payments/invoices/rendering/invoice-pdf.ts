import {
  formatEuro,
  SMALL_AMOUNT_INVOICE_NOTE,
  SMALL_BUSINESS_NOTE,
  type VendorLanguage,
} from '@standl/contracts';
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
  /** 'en': English labels beside the German ones (issue 33); German only when missing. */
  labelLanguage?: VendorLanguage;
};

/**
 * The invoice's words (docs/decisions.md 360): German, the legal text, always; for an English
 * recipient each label gets its English beside it ('Rechnung / Invoice') and each sentence an
 * English line below it. Amounts and dates stay Austrian: the invoice is a German document.
 */
interface InvoiceWords {
  bilingual: boolean;
  /** A label: 'Menge', or 'Menge / Quantity'. */
  label(german: string, english: string): string;
  /** A sentence: the German, and for an English recipient the English in small grey below. */
  sentence(german: string, english: string, style?: Record<string, unknown>): Content;
}

function invoiceWords(language: VendorLanguage | undefined): InvoiceWords {
  const bilingual = language === 'en';
  return {
    bilingual,
    label: (german, english) => (bilingual ? `${german} / ${english}` : german),
    sentence: (german, english, style = {}) =>
      bilingual
        ? {
            stack: [
              { text: german, ...style },
              { text: english, style: 'english' },
            ],
          }
        : Object.keys(style).length > 0
          ? { text: german, ...style }
          : german,
  };
}

/** The English of the legal notes (the German stays the binding text). */
const SMALL_BUSINESS_NOTE_EN =
  'Exempt from VAT under the small business scheme (§ 6 (1) no. 27 UStG)';
const SMALL_AMOUNT_INVOICE_NOTE_EN =
  'Small-amount invoice under § 11 (6) UStG (invoice total up to €400.00 gross): without the recipient’s address.';

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
function paymentBlock(
  reference: string,
  epcQrPayload: string | null,
  words: InvoiceWords,
): Content {
  const referenceLine: Content = {
    text: [
      { text: `${words.label('Verwendungszweck', 'Payment reference')}: ` },
      { text: reference, bold: true },
    ],
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
            ...asObject(
              words.sentence(
                'Mit der Banking-App scannen („Zahlen mit Code“): Empfänger, IBAN, Betrag und Verwendungszweck sind damit schon ausgefüllt.',
                'Scan with your banking app (“Zahlen mit Code”): payee, IBAN, amount and payment reference are then filled in.',
                { color: GREY },
              ),
            ),
            margin: [0, 4, 0, 0],
          },
        ],
      },
    ],
    margin: [0, 8, 0, 0],
    unbreakable: true,
  };
}

/** A content as an object, to add layout to it. */
function asObject(content: Content): Record<string, unknown> {
  return typeof content === 'string' ? { text: content } : (content as Record<string, unknown>);
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
  const words = invoiceWords(invoice.labelLanguage);
  const { label, sentence } = words;
  const cancellation = invoice.kind === 'cancellation';
  // § 11 Abs. 6 UStG: up to 400 € gross without the recipient's address, marked as such.
  const smallAmount = isSmallAmountInvoice(recipient);
  const title = cancellation
    ? label('Stornorechnung', 'Cancellation invoice')
    : smallAmount
      ? label('Kleinbetragsrechnung', 'Small-amount invoice')
      : label('Rechnung', 'Invoice');
  const period = formatPeriod(invoice.periodStart, invoice.periodEnd);
  const vat = invoice.vatMode === 'standard';

  // The first row (the number) is printed bold.
  const infoRows: [string, string][] = [
    [
      cancellation
        ? label('Storno-Nr.', 'Cancellation no.')
        : label('Rechnungsnummer', 'Invoice number'),
      invoice.number,
    ],
    [label('Rechnungsdatum', 'Invoice date'), formatDay(invoice.issueDate)],
  ];
  if (period) infoRows.push([label('Leistungszeitraum', 'Service period'), period]);
  if (cancellation && invoice.cancelsNumber) {
    infoRows.push([label('Zu Rechnung', 'For invoice'), invoice.cancelsNumber]);
  }
  if (issuer.uid) infoRows.push([label('UID-Nr.', 'VAT ID'), issuer.uid]);
  else if (issuer.taxNumber) infoRows.push([label('Steuernummer', 'Tax number'), issuer.taxNumber]);

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
    { text: label('Pos.', 'No.'), style: 'th' },
    { text: label('Leistung', 'Service'), style: 'th' },
    { text: label('Menge', 'Quantity'), style: 'th', alignment: 'right' },
    {
      text: vat ? label('Einzelpreis netto', 'Unit price net') : label('Einzelpreis', 'Unit price'),
      style: 'th',
      alignment: 'right',
    },
    {
      text: vat ? label('Gesamt netto', 'Total net') : label('Gesamt', 'Total'),
      style: 'th',
      alignment: 'right',
    },
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
            ? [
                {
                  text: `${label('Leistungszeitraum', 'Service period')} ${period}`,
                  style: 'small',
                },
              ]
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
    totals.push([label('Summe netto', 'Net total'), money(invoice.netAmount)]);
    const rate = formatVatRate(invoice.vatRate);
    totals.push([label(`zzgl. ${rate} % USt.`, `plus ${rate}% VAT`), money(invoice.vatAmount)]);
  }
  totals.push([
    {
      text: cancellation
        ? label('Stornobetrag', 'Cancellation amount')
        : label('Rechnungsbetrag', 'Invoice total'),
      bold: true,
    },
    { text: money(invoice.grossAmount), bold: true },
  ]);
  if (!cancellation) {
    const otherPayments = invoice.paidAmount - invoice.depositCredited;
    if (invoice.depositCredited) {
      totals.push([label('abzüglich Anzahlung', 'less deposit'), money(-invoice.depositCredited)]);
    }
    if (otherPayments) {
      totals.push([
        label('abzüglich erhaltene Zahlungen', 'less payments received'),
        money(-otherPayments),
      ]);
    }
    totals.push([
      { text: label('Offener Betrag', 'Amount due'), bold: true },
      { text: money(invoice.amountDue), bold: true },
    ]);
  }

  const due = money(invoice.amountDue);
  const notes: Content[] = [];
  if (smallAmount && !cancellation) {
    notes.push({
      ...asObject(sentence(SMALL_AMOUNT_INVOICE_NOTE, SMALL_AMOUNT_INVOICE_NOTE_EN)),
      margin: [0, 0, 0, 6],
    });
  }
  if (!vat) {
    notes.push({
      ...asObject(sentence(SMALL_BUSINESS_NOTE, SMALL_BUSINESS_NOTE_EN)),
      margin: [0, 0, 0, 6],
    });
  }
  if (cancellation) {
    const cancelled = invoice.cancelsNumber ?? '';
    const day = invoice.cancelsIssueDate ? formatDay(invoice.cancelsIssueDate) : null;
    notes.push(
      sentence(
        `Diese Stornorechnung hebt die Rechnung ${cancelled}${day ? ` vom ${day}` : ''} vollständig auf.`,
        `This cancellation invoice cancels invoice ${cancelled}${day ? ` of ${day}` : ''} in full.`,
      ),
    );
    if (invoice.cancellationReason) {
      notes.push(`${label('Grund', 'Reason')}: ${invoice.cancellationReason}`);
    }
    if (invoice.paidAmount) {
      const paid = money(-invoice.paidAmount);
      notes.push(
        sentence(
          `Bereits geleistete Zahlungen von ${paid} bleiben Ihnen gutgeschrieben.`,
          `Payments of ${paid} already made remain credited to you.`,
        ),
      );
    }
  } else if (invoice.amountDue <= 0) {
    notes.push(
      sentence(
        'Bezahlt – der Rechnungsbetrag ist vollständig beglichen.',
        'Paid – the invoice total has been settled in full.',
        { bold: true, color: ACCENT },
      ),
    );
  } else if (invoice.paymentReference) {
    // Issue 30: the reference is the vendor's access code; the QR fills in the transfer.
    notes.push(
      issuer.bank
        ? sentence(
            `Bitte überweisen Sie den offenen Betrag von ${due} auf das unten angeführte Konto oder zahlen Sie bar vor Ort.`,
            `Please transfer the amount due of ${due} to the account below or pay in cash on site.`,
          )
        : sentence(
            `Bitte begleichen Sie den offenen Betrag von ${due} mit dem unten genannten Verwendungszweck.`,
            `Please pay the amount due of ${due} quoting the payment reference below.`,
          ),
    );
    notes.push(paymentBlock(invoice.paymentReference, invoice.epcQrPayload ?? null, words));
  } else {
    notes.push(
      issuer.bank
        ? sentence(
            `Bitte überweisen Sie den offenen Betrag von ${due} unter Angabe der Rechnungsnummer ${invoice.number} auf das unten angeführte Konto oder zahlen Sie bar vor Ort.`,
            `Please transfer the amount due of ${due}, quoting invoice number ${invoice.number}, to the account below or pay in cash on site.`,
          )
        : sentence(
            `Bitte begleichen Sie den offenen Betrag von ${due} unter Angabe der Rechnungsnummer ${invoice.number}.`,
            `Please pay the amount due of ${due}, quoting invoice number ${invoice.number}.`,
          ),
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
        ...(issuer.uid ? [`${label('UID-Nr.', 'VAT ID')}: ${issuer.uid}`] : []),
        ...(issuer.taxNumber
          ? [`${label('Steuernummer', 'Tax number')}: ${issuer.taxNumber}`]
          : []),
        ...(issuer.email ? [issuer.email] : []),
        ...(issuer.phone ? [`Tel. ${issuer.phone}`] : []),
      ],
    },
    {
      width: '*',
      stack: issuer.bank
        ? [
            { text: issuer.bank.bankName ?? label('Bankverbindung', 'Bank details'), bold: true },
            `IBAN: ${groupIban(issuer.bank.iban)}`,
            ...(issuer.bank.bic ? [`BIC: ${issuer.bank.bic}`] : []),
            `${label('Kontoinhaber', 'Account holder')}: ${issuer.bank.accountHolder}`,
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
      english: { fontSize: 8, color: GREY, italics: true },
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
                text: words.bilingual
                  ? `Seite ${currentPage} von ${pageCount} / Page ${currentPage} of ${pageCount}`
                  : `Seite ${currentPage} von ${pageCount}`,
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
            // The English beside the German needs a wider label column.
            width: words.bilingual ? 300 : 230,
            table: {
              widths: [words.bilingual ? 170 : 88, '*'],
              body: infoRows.map(([name, value], index) => [
                { text: name, color: GREY },
                { text: value, bold: index === 0 },
              ]),
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: title, style: 'title' },
      {
        ...asObject(
          cancellation
            ? label(
                `zu Rechnung ${invoice.cancelsNumber ?? ''}`,
                `for invoice ${invoice.cancelsNumber ?? ''}`,
              )
            : sentence(
                'Für Ihre Teilnahme am Adventmarkt stellen wir Ihnen in Rechnung:',
                'For your participation in the Advent market we invoice you as follows:',
              ),
        ),
        color: GREY,
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          headerRows: 1,
          // The English beside the German headers needs wider number columns.
          widths: words.bilingual ? [30, '*', 48, 84, 84] : [24, '*', 36, 78, 78],
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
        text: label('Vielen Dank für Ihre Teilnahme!', 'Thank you for taking part!'),
        margin: [0, 18, 0, 0],
        color: GREY,
      },
    ],
  };
}
