import {
  formatEuro,
  SETUP_DAY_MESSAGES,
  stallFeeParts,
  type StallPriceDetail,
  stallPriceSummary,
  stallPriceTotal,
} from '@standl/contracts';
import QRCode from 'qrcode';
import { type PdfContent, type PdfDocument, renderPdf } from '../../shared/pdf/pdfmake.js';
import { planExcerpt, type SheetPlan } from './plan-excerpt.js';

export type { SheetPlan, SheetPlanImage } from './plan-excerpt.js';

/**
 * One printed page: a stall with its vendor, or a free stall (spec 001 sections 2 and 4). The
 * sheet is posted at the stall, so it carries nothing that signs in or reaches the vendor: no
 * access code, vendor id, phone or e-mail (those are on the organiser's emergency list).
 */
export type BoothSheet =
  | {
      kind: 'assigned';
      areaCode: string;
      areaName: string;
      boothNumber: string;
      vendorName: string;
      scanCode: string | null;
      qrToken: string;
      statusText: string;
      /** The area's plan when the stall is placed on it (an excerpt shows where it is). */
      plan?: SheetPlan | null;
    }
  | {
      kind: 'free';
      areaCode: string;
      areaName: string;
      boothNumber: string;
      size: string;
      /** The stall's fee now: its base and surcharges (cents). */
      price: StallPriceDetail;
      plan?: SheetPlan | null;
    };

export interface BoothSheetsInput {
  marketName: string;
  year: number;
  sheets: BoothSheet[];
}

type Content = PdfContent;

/**
 * The plan images of one document as data URIs, by the name the excerpts' SVG gives them. The
 * same string for every sheet: PDFKit keeps an opened image by its source string, so an area's
 * image is embedded once however many sheets show it.
 */
class PlanPictures {
  private readonly uris = new Map<string, string>();

  hrefOf(plan: SheetPlan): string | null {
    if (!plan.image) return null;
    const href = `plan-${plan.image.key}`;
    if (!this.uris.has(href)) {
      this.uris.set(
        href,
        `data:${plan.image.mediaType};base64,${plan.image.content.toString('base64')}`,
      );
    }
    return href;
  }

  /** svg-to-pdfkit's image callback: only the names above, never a path or a URL. */
  readonly resolve = (href: string): string => this.uris.get(href) ?? 'data:,';
}

// A4 in points, 15 mm margins.
const PAGE_WIDTH = 595.28;
const MARGIN = 42.5;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

const INK = '#202124';
const GREY = '#5f6368';
const LINE = '#c8ccd0';
const ACCENT = '#7a1f2b';
const ACCENT_LIGHT = '#f6e9eb';
const GREEN = '#1b7a3a';
const GREEN_LIGHT = '#e8f5ec';

/** 1 cm in points. */
const CM = 72 / 2.54;
/** The QR code's printed edge without the quiet zone: at least 8 cm, to be read from 1 m. */
const QR_MIN_SIZE = 8.5 * CM;

/**
 * The QR code of a sheet's token, made with the `qrcode` package (error correction M) and drawn
 * as vector squares: sharp on any printer, and small in the file. Each run of dark modules in a
 * row is one rectangle; the module edge is a whole number of points so that runs of
 * neighbouring rows meet without seams. Four modules of quiet zone are left white around it.
 */
function qrCanvas(token: string): { canvas: Content[]; size: number } {
  const qr = QRCode.create(token, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const module = Math.ceil(QR_MIN_SIZE / count);
  const quiet = 4 * module;
  const size = count * module + 2 * quiet;
  // White ground with the quiet zone: also gives the canvas its full height in the layout.
  const canvas: Content[] = [{ type: 'rect', x: 0, y: 0, w: size, h: size, color: '#ffffff' }];
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && qr.modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        canvas.push({
          type: 'rect',
          x: quiet + start * module,
          y: quiet + row * module,
          w: (col - start) * module,
          h: module,
          color: '#000000',
        });
        start = -1;
      }
    }
  }
  return { canvas, size };
}

/** 'Adventmarkt Burg Hochosterwitz 2026'; a market name that already names the year keeps it once. */
export function marketTitle({ marketName, year }: Pick<BoothSheetsInput, 'marketName' | 'year'>) {
  const name = marketName.trim();
  return name.includes(String(year)) ? name : `${name} ${year}`;
}

function header(input: BoothSheetsInput, right: string): Content {
  return {
    stack: [
      {
        columns: [
          {
            width: '*',
            text: marketTitle(input),
            bold: true,
            color: ACCENT,
            fontSize: 11,
          },
          { width: 'auto', text: right, color: GREY, fontSize: 11 },
        ],
      },
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 6,
            x2: CONTENT_WIDTH,
            y2: 6,
            lineWidth: 0.8,
            lineColor: LINE,
          },
        ],
        margin: [0, 0, 0, 14],
      },
    ],
  };
}

function boothHead(sheet: BoothSheet): Content[] {
  return [
    {
      text: [
        { text: sheet.areaName, bold: true },
        { text: `  ·  Bereich ${sheet.areaCode}`, color: GREY },
      ],
      fontSize: 20,
      alignment: 'center',
    },
    {
      text: sheet.boothNumber,
      fontSize: 88,
      bold: true,
      alignment: 'center',
      lineHeight: 1,
      margin: [0, 4, 0, 0],
    },
  ];
}

function scanCodeBox(scanCode: string | null): Content {
  const width = 170;
  return {
    stack: [
      { text: 'Scan-Code', fontSize: 9, color: GREY, margin: [0, 0, 0, 3] },
      {
        table: {
          widths: [width - 2 * 1.5 - 2 * 8],
          heights: [58],
          body: [
            [
              scanCode
                ? {
                    text: scanCode,
                    fontSize: 42,
                    bold: true,
                    characterSpacing: 6,
                    alignment: 'center',
                    margin: [0, 3, 0, 0],
                  }
                : {
                    text: 'noch kein Code vergeben',
                    fontSize: 9,
                    color: GREY,
                    italics: true,
                    alignment: 'center',
                    margin: [0, 22, 0, 0],
                  },
            ],
          ],
        },
        layout: {
          hLineWidth: () => 1.5,
          vLineWidth: () => 1.5,
          hLineColor: () => INK,
          vLineColor: () => INK,
          paddingLeft: () => 8,
          paddingRight: () => 8,
          paddingTop: () => 0,
          paddingBottom: () => 0,
        },
        margin: [0, 0, 0, 16],
      },
    ],
  };
}

/** The status line, centred in a tinted band. */
function statusPill(text: string): Content {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          body: [[{ text, fontSize: 14, bold: true, color: ACCENT, fillColor: ACCENT_LIGHT }]],
        },
        layout: {
          hLineWidth: () => 0,
          vLineWidth: () => 0,
          paddingLeft: () => 14,
          paddingRight: () => 14,
          paddingTop: () => 4,
          paddingBottom: () => 3,
        },
      },
      { width: '*', text: '' },
    ],
    margin: [0, 0, 0, 26],
  };
}

/** Room for a stall's number, centred on its place. */
const LABEL_WIDTH = 40;

/**
 * 'Lage im Bereich' and the plan excerpt around the stall, `box` points large: the SVG, then the
 * stalls' numbers set over it, each placed relative to the SVG's lower left corner.
 */
function excerptBlock(
  plan: SheetPlan,
  boothNumber: string,
  box: { width: number; height: number },
  pictures: PlanPictures,
): Content {
  const { svg, labels } = planExcerpt(plan, boothNumber, box, pictures.hrefOf(plan));
  return {
    stack: [
      { text: 'Lage im Bereich', fontSize: 9, color: GREY, margin: [0, 0, 0, 3] },
      { svg, width: box.width, height: box.height, options: { imageCallback: pictures.resolve } },
      ...labels.map((label) => ({
        columns: [
          {
            width: LABEL_WIDTH,
            text: label.text,
            fontSize: label.fontSize,
            bold: true,
            lineHeight: 1,
            color: label.own ? '#ffffff' : INK,
            alignment: 'center',
          },
        ],
        relativePosition: {
          x: label.x - LABEL_WIDTH / 2,
          y: label.y - box.height - label.fontSize * 0.55,
        },
      })),
    ],
  };
}

/** Whether the sheet's stall is on its area's plan. */
function placedOn(sheet: BoothSheet): SheetPlan | null {
  const plan = sheet.plan ?? null;
  return plan && plan.stalls.some((stall) => stall.number === sheet.boothNumber) ? plan : null;
}

function assignedSheet(
  input: BoothSheetsInput,
  sheet: Extract<BoothSheet, { kind: 'assigned' }>,
  pictures: PlanPictures,
): Content[] {
  const qr = qrCanvas(sheet.qrToken);
  const plan = placedOn(sheet);
  const columnWidth = CONTENT_WIDTH - qr.size - 14;
  return [
    header(input, 'Standplatz'),
    ...boothHead(sheet),
    {
      text: sheet.vendorName,
      // A long name (up to 100 characters) still leaves the sheet on one page.
      fontSize: sheet.vendorName.length > 40 ? 18 : 26,
      bold: true,
      alignment: 'center',
      margin: [0, 8, 0, 8],
    },
    statusPill(sheet.statusText),
    {
      columns: [
        {
          width: qr.size,
          canvas: qr.canvas,
        },
        {
          width: '*',
          margin: [14, 12, 0, 0],
          stack: [
            scanCodeBox(sheet.scanCode),
            {
              text: 'Falls der QR-Code nicht lesbar ist, gibt die Marktleitung den Scan-Code ein.',
              fontSize: 10,
              color: GREY,
            },
            ...(plan
              ? [
                  {
                    ...excerptBlock(
                      plan,
                      sheet.boothNumber,
                      { width: columnWidth, height: 150 },
                      pictures,
                    ),
                    margin: [0, 14, 0, 0],
                  },
                ]
              : []),
          ],
        },
      ],
      columnGap: 0,
    },
  ];
}

function freeSheet(
  input: BoothSheetsInput,
  sheet: Extract<BoothSheet, { kind: 'free' }>,
  pictures: PlanPictures,
): Content[] {
  const plan = placedOn(sheet);
  const total = stallPriceTotal(sheet.price);
  const parts = stallFeeParts(total, sheet.price);
  return [
    header(input, 'Standplatz'),
    ...boothHead(sheet),
    {
      margin: [40, plan ? 24 : 40, 40, 0],
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                {
                  text: 'FREI',
                  fontSize: 150,
                  bold: true,
                  color: GREEN,
                  alignment: 'center',
                  lineHeight: 1,
                },
                {
                  text: `Größe: ${sheet.size}`,
                  fontSize: 22,
                  alignment: 'center',
                  margin: [0, 10, 0, 4],
                },
                {
                  text: `Preis: ${formatEuro(total)}`,
                  fontSize: 22,
                  bold: true,
                  alignment: 'center',
                },
                ...(parts
                  ? [
                      {
                        text: stallPriceSummary(parts),
                        fontSize: 12,
                        color: GREY,
                        alignment: 'center',
                        margin: [0, 4, 0, 0],
                      },
                    ]
                  : []),
              ],
              fillColor: GREEN_LIGHT,
            },
          ],
        ],
      },
      layout: {
        hLineWidth: () => 3,
        vLineWidth: () => 3,
        hLineColor: () => GREEN,
        vLineColor: () => GREEN,
        paddingLeft: () => 20,
        paddingRight: () => 20,
        // Room for the plan excerpt below when the stall is on a plan.
        paddingTop: () => (plan ? 20 : 36),
        paddingBottom: () => (plan ? 22 : 40),
      },
    },
    {
      text: 'Dieser Standplatz ist noch frei. Anfragen bitte an die Marktleitung.',
      color: GREY,
      fontSize: 12,
      alignment: 'center',
      margin: [0, plan ? 14 : 24, 0, 0],
    },
    ...(plan
      ? [
          {
            columns: [
              { width: '*', text: '' },
              {
                width: FREE_EXCERPT.width,
                ...excerptBlock(plan, sheet.boothNumber, FREE_EXCERPT, pictures),
              },
              { width: '*', text: '' },
            ],
            margin: [0, 12, 0, 0],
          },
        ]
      : []),
  ];
}

/** The free sheet's plan excerpt, in points. */
const FREE_EXCERPT = { width: 340, height: 130 };

function emptySheet(input: BoothSheetsInput): Content[] {
  return [
    header(input, 'Standplätze'),
    {
      text: SETUP_DAY_MESSAGES.noBooths,
      fontSize: 28,
      bold: true,
      alignment: 'center',
      margin: [0, 220, 0, 10],
    },
    {
      text: 'Es gibt keine Standplätze zum Drucken.',
      color: GREY,
      fontSize: 13,
      alignment: 'center',
    },
  ];
}

function footerNote(sheet: BoothSheet | undefined): string {
  if (!sheet) return '';
  return sheet.kind === 'assigned'
    ? 'Bitte gut sichtbar am Stand anbringen. Beim Aufbau scannt die Marktleitung den QR-Code.'
    : 'Freier Standplatz';
}

export function boothSheetsDocument(input: BoothSheetsInput): PdfDocument {
  const pictures = new PlanPictures();
  const pages: Content[][] =
    input.sheets.length === 0
      ? [emptySheet(input)]
      : input.sheets.map((sheet) =>
          sheet.kind === 'assigned'
            ? assignedSheet(input, sheet, pictures)
            : freeSheet(input, sheet, pictures),
        );
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN, 36, MARGIN, 48],
    version: '1.7',
    info: {
      title: `Standplätze – ${marketTitle(input)}`,
      author: input.marketName,
      creator: 'Standl',
      producer: 'Standl (pdfmake)',
    },
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.15, color: INK },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [MARGIN, 16, MARGIN, 0],
      columns: [
        {
          width: '*',
          text: footerNote(input.sheets[currentPage - 1]),
          fontSize: 8,
          color: GREY,
        },
        { width: 'auto', text: `${currentPage} / ${pageCount}`, fontSize: 8, color: GREY },
      ],
    }),
    // One sheet per page: every sheet after the first starts a new one.
    content: pages.map((stack, index) => ({
      stack,
      ...(index > 0 ? { pageBreak: 'before' } : {}),
    })),
  };
}

/**
 * The stall sheets as one PDF, one A4 page per sheet: an assigned stall with area, number,
 * vendor, status, QR code and scan-code box;
 * a free stall with a green 'FREI', its size and price (with its surcharges); a stall placed
 * on its area's plan also with an excerpt of the plan around it; no stalls at all gives one
 * page 'Keine Standplätze verfügbar'.
 */
export async function renderBoothSheets(input: BoothSheetsInput): Promise<Buffer> {
  return renderPdf(boothSheetsDocument(input));
}
