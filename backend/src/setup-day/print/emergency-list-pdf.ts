import { formatAccessCode, SETUP_DAY_MESSAGES } from '@standl/contracts';
import { type PdfContent, type PdfDocument, renderPdf } from '../../shared/pdf/pdfmake.js';
import { marketTitle } from './booth-sheets-pdf.js';

/** One assigned stall on the organiser's emergency list. */
export interface EmergencyListRow {
  boothNumber: string;
  vendorName: string;
  vendorId: string;
  accessCode: string;
  phone: string;
  email: string;
  scanCode: string | null;
}

export interface EmergencyListInput {
  marketName: string;
  year: number;
  rows: EmergencyListRow[];
}

/** The list's name, printed as its title and used for the file. */
export const EMERGENCY_LIST_TITLE = 'Notfall-Liste Zugangsdaten';
export const CONFIDENTIAL = 'Vertraulich – nicht aushängen';

const MARGIN = 36;
const INK = '#202124';
const GREY = '#5f6368';
const ACCENT = '#7a1f2b';
const ZEBRA = '#f3f4f5';

const HEADINGS = [
  'Stand',
  'Händler',
  'Händler-ID',
  'Zugangscode',
  'Telefon',
  'E-Mail',
  'Scan-Code',
];

/** A long e-mail address may wrap after '@' and '.' (a zero-width space marks where). */
function breakable(text: string): string {
  return text.replace(/([@.])/g, '$1\u200b');
}

function row(entry: EmergencyListRow): PdfContent[] {
  return [
    { text: entry.boothNumber, bold: true },
    entry.vendorName,
    { text: entry.vendorId, fontSize: 7, color: GREY },
    { text: formatAccessCode(entry.accessCode), bold: true, characterSpacing: 0.5 },
    entry.phone || '–',
    breakable(entry.email) || '–',
    { text: entry.scanCode ?? '–', alignment: 'center' },
  ];
}

export function emergencyListDocument(input: EmergencyListInput): PdfDocument {
  const title = marketTitle(input);
  const table: PdfContent =
    input.rows.length === 0
      ? {
          text: SETUP_DAY_MESSAGES.noAssignedBooths,
          fontSize: 14,
          color: GREY,
          margin: [0, 24, 0, 0],
        }
      : {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: [44, '*', 150, 78, 82, '*', 44],
            body: [
              HEADINGS.map((text) => ({ text, bold: true, color: '#ffffff', fillColor: INK })),
              ...input.rows.map(row),
            ],
          },
          layout: {
            hLineWidth: () => 0.5,
            vLineWidth: () => 0,
            hLineColor: () => '#c8ccd0',
            fillColor: (index: number) => (index > 0 && index % 2 === 0 ? ZEBRA : null),
            paddingTop: () => 4,
            paddingBottom: () => 4,
          },
        };
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [MARGIN, 36, MARGIN, 40],
    version: '1.7',
    info: {
      title: `${EMERGENCY_LIST_TITLE} – ${title}`,
      author: input.marketName,
      creator: 'Standl',
      producer: 'Standl (pdfmake)',
    },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15, color: INK },
    header: (currentPage: number) =>
      currentPage > 1
        ? {
            margin: [MARGIN, 14, MARGIN, 0],
            columns: [
              { width: '*', text: `${EMERGENCY_LIST_TITLE} · ${title}`, fontSize: 8, color: GREY },
              { width: 'auto', text: CONFIDENTIAL, fontSize: 8, bold: true, color: ACCENT },
            ],
          }
        : null,
    footer: (currentPage: number, pageCount: number) => ({
      margin: [MARGIN, 12, MARGIN, 0],
      columns: [
        {
          width: '*',
          text: `${CONFIDENTIAL}. Nur für die Marktleitung; nach dem Markt vernichten.`,
          fontSize: 8,
          color: GREY,
        },
        { width: 'auto', text: `${currentPage} / ${pageCount}`, fontSize: 8, color: GREY },
      ],
    }),
    content: [
      {
        table: {
          widths: ['*'],
          body: [
            [
              {
                text: CONFIDENTIAL.toUpperCase(),
                bold: true,
                fontSize: 16,
                color: '#ffffff',
                fillColor: ACCENT,
                alignment: 'center',
              },
            ],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 10],
      },
      {
        columns: [
          { width: '*', text: EMERGENCY_LIST_TITLE, fontSize: 18, bold: true },
          { width: 'auto', text: title, fontSize: 11, color: GREY, margin: [0, 6, 0, 0] },
        ],
      },
      {
        text: 'Für den Fall, dass ein QR-Code nicht lesbar ist oder ein Händler seinen Zugangscode nicht zur Hand hat. Die Zugangscodes gelten als Passwort: Liste nicht aushängen, nicht weitergeben.',
        color: GREY,
        margin: [0, 4, 0, 12],
      },
      table,
    ],
  };
}

/**
 * The organiser's confidential emergency list as one PDF (A4 landscape): per assigned stall, in
 * stall order, the vendor's name, id, access code, phone, e-mail and scan code.
 */
export async function renderEmergencyList(input: EmergencyListInput): Promise<Buffer> {
  return renderPdf(emergencyListDocument(input));
}
