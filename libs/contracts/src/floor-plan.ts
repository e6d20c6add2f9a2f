/**
 * The floor plan (issue 32): an area's site plan, each stall's place, size, rotation and
 * attributes, the surcharges an area charges for attributes, and the fee rule that adds them.
 * Shared by the server (validation, the agreed fee) and the browser (drawing, checks before
 * sending). Lengths are whole centimetres; (x, y) is a stall's centre, measured from the plan's
 * top left corner, y downwards; rotation is clockwise in whole degrees.
 */
import { formatEuro } from './money.js';

/** The attributes a stall may have that an area can charge a surcharge for. */
export const STALL_ATTRIBUTE_KINDS = ['power', 'water', 'covered', 'vehicleAccess'] as const;
export type StallAttributeKind = (typeof STALL_ATTRIBUTE_KINDS)[number];

export const STALL_ATTRIBUTE_LABELS: Record<StallAttributeKind, string> = {
  power: 'Stromanschluss',
  water: 'Wasser',
  covered: 'Überdacht',
  vehicleAccess: 'Zufahrt mit Fahrzeug',
};

/** The power connections a stall can have, in ampere (Schuko 16 A, CEE 16 A / 32 A / 63 A). */
export const POWER_AMPS = [10, 16, 32, 63] as const;

export const FLOOR_PLAN_LIMITS = {
  /** A stall's width or depth. */
  minStallCm: 50,
  maxStallCm: 2_000,
  /** A plan's width or depth (the site the image shows). */
  minPlanCm: 500,
  maxPlanCm: 100_000,
  /** An uploaded plan file. */
  maxUploadBytes: 10 * 1024 * 1024,
  /** The longest side of a PDF page rendered to PNG, in pixels. */
  pdfRenderPx: 2_400,
  /** The new stall's size when the organiser places a stall that has none yet. */
  defaultStallWidthCm: 300,
  defaultStallDepthCm: 200,
  maxSurchargeCents: 10_000_000,
} as const;

/** The file types a plan may be uploaded as, told from the content, never from the name. */
export const PLAN_UPLOAD_MEDIA_TYPES = [
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'application/pdf',
] as const;

/** What a stall offers (null amps: no power connection). */
export interface StallAttributes {
  powerAmps: number | null;
  water: boolean;
  covered: boolean;
  vehicleAccess: boolean;
}

/** Where a stall stands on its area's plan and how large it is. */
export interface StallPlacement {
  xCm: number;
  yCm: number;
  widthCm: number;
  depthCm: number;
  rotationDeg: number;
}

/** The surcharges of an area in cents per attribute (0: none). */
export type AreaSurcharges = Record<StallAttributeKind, number>;

/** The fee of one stall: its base (area price, or width × price per metre) plus surcharges. */
export interface StallPriceDetail {
  base: number;
  surcharges: { kind: StallAttributeKind; amount: number; powerAmps?: number }[];
}

export function stallHasAttribute(attributes: StallAttributes, kind: StallAttributeKind): boolean {
  return kind === 'power' ? attributes.powerAmps !== null : attributes[kind];
}

/**
 * The stall fee rule (docs/decisions.md, issue 32): a stall with a width in an area with a price
 * per metre costs width × that price (rounded half up to the cent), any other the area's price;
 * each attribute the stall has adds the area's surcharge for it. The server fixes this detail
 * when a vendor holds or gets the stall (the agreed fee), so later changes touch free stalls only.
 */
export function stallPriceDetail(
  area: { price: number; pricePerMeter: number | null; surcharges: AreaSurcharges },
  stall: StallAttributes & { widthCm: number | null },
): StallPriceDetail {
  const base =
    stall.widthCm !== null && area.pricePerMeter !== null
      ? Math.round((stall.widthCm * area.pricePerMeter) / 100)
      : area.price;
  const surcharges = STALL_ATTRIBUTE_KINDS.filter(
    (kind) => stallHasAttribute(stall, kind) && area.surcharges[kind] > 0,
  ).map((kind) =>
    kind === 'power'
      ? { kind, amount: area.surcharges.power, powerAmps: stall.powerAmps! }
      : { kind, amount: area.surcharges[kind] },
  );
  return { base, surcharges };
}

export function stallPriceTotal(detail: StallPriceDetail): number {
  return detail.surcharges.reduce((sum, item) => sum + item.amount, detail.base);
}

/** A surcharge as a line reads, e.g. 'Zuschlag Stromanschluss 16 A: 25,00 €'. */
export function surchargeLabel(item: StallPriceDetail['surcharges'][number]): string {
  const amps = item.kind === 'power' && item.powerAmps ? ` ${item.powerAmps} A` : '';
  return `Zuschlag ${STALL_ATTRIBUTE_LABELS[item.kind]}${amps}`;
}

/** The detail in one line, e.g. 'Standgebühr 150,00 € + Zuschlag Wasser 10,00 €'. */
export function stallPriceSummary(detail: StallPriceDetail): string {
  return [
    `Standgebühr ${formatEuro(detail.base)}`,
    ...detail.surcharges.map((item) => `${surchargeLabel(item)} ${formatEuro(item.amount)}`),
  ].join(' + ');
}

/** Metres in Austrian writing: 300 → '3 m', 250 → '2,5 m'. */
export function formatMetres(cm: number): string {
  return `${(cm / 100).toLocaleString('de-AT', { maximumFractionDigits: 2 })} m`;
}

/** A stall's size, e.g. '3 m × 2 m'. */
export function formatStallSize(widthCm: number, depthCm: number): string {
  return `${formatMetres(widthCm)} × ${formatMetres(depthCm)}`;
}

type Point = { x: number; y: number };

/** The four corners of a placed stall, clockwise from its top left before rotation. */
export function stallCorners(p: StallPlacement): Point[] {
  const angle = (p.rotationDeg * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const halfW = p.widthCm / 2;
  const halfD = p.depthCm / 2;
  return [
    [-halfW, -halfD],
    [halfW, -halfD],
    [halfW, halfD],
    [-halfW, halfD],
  ].map(([dx, dy]) => ({
    x: p.xCm + dx! * cos - dy! * sin,
    y: p.yCm + dx! * sin + dy! * cos,
  }));
}

/** Whether the whole stall lies on a plan of the given size (its edges may touch the border). */
export function stallInsidePlan(p: StallPlacement, plan: { widthCm: number; depthCm: number }) {
  const tolerance = 1e-6;
  return stallCorners(p).every(
    (c) =>
      c.x >= -tolerance &&
      c.y >= -tolerance &&
      c.x <= plan.widthCm + tolerance &&
      c.y <= plan.depthCm + tolerance,
  );
}

/**
 * Whether two placed stalls overlap (separating axis test on the two rectangles). Stalls that
 * only touch along an edge or at a corner do not overlap: rows of stalls stand side by side.
 */
export function stallsOverlap(a: StallPlacement, b: StallPlacement): boolean {
  const ca = stallCorners(a);
  const cb = stallCorners(b);
  const tolerance = 0.5; // half a centimetre: rounding of rotated corners is no overlap
  for (const corners of [ca, cb]) {
    for (let i = 0; i < 2; i += 1) {
      const edge = { x: corners[i + 1]!.x - corners[i]!.x, y: corners[i + 1]!.y - corners[i]!.y };
      const length = Math.hypot(edge.x, edge.y);
      const axis = { x: -edge.y / length, y: edge.x / length };
      const project = (points: Point[]) => points.map((pt) => pt.x * axis.x + pt.y * axis.y);
      const pa = project(ca);
      const pb = project(cb);
      if (
        Math.max(...pa) <= Math.min(...pb) + tolerance ||
        Math.max(...pb) <= Math.min(...pa) + tolerance
      )
        return false;
    }
  }
  return true;
}

/** German texts of the floor plan, its upload, stall placement and the directory. */
export const FLOOR_PLAN_MESSAGES = {
  uploadMissing: 'Bitte eine Datei für den Lageplan auswählen.',
  uploadTooLarge: (limitMb: number) =>
    `Die Datei ist zu groß. Ein Lageplan darf höchstens ${limitMb} MB haben.`,
  uploadUnsupported:
    'Dieses Dateiformat wird nicht unterstützt. Bitte einen Lageplan als SVG, PNG, JPEG oder PDF hochladen.',
  uploadUnreadable: 'Die Datei konnte nicht gelesen werden. Bitte eine andere Datei versuchen.',
  pdfPageMissing: (pages: number) =>
    `Diese Seite gibt es im PDF nicht (es hat ${pages} ${pages === 1 ? 'Seite' : 'Seiten'}).`,
  planSizeInvalid: 'Bitte Breite und Tiefe des Lageplans in Metern angeben (5 bis 1.000 m).',
  planMissing: 'Für diesen Bereich ist noch kein Lageplan angelegt.',
  stallSizeInvalid: 'Breite und Tiefe eines Standplatzes müssen zwischen 0,5 und 20 m liegen.',
  stallSizeMissing: 'Bitte zuerst Breite und Tiefe des Standplatzes angeben.',
  rotationInvalid: 'Die Drehung muss zwischen 0 und 359 Grad liegen.',
  positionInvalid: 'Bitte eine gültige Position auf dem Lageplan angeben.',
  outsidePlan: 'Der Standplatz liegt nicht ganz auf dem Lageplan.',
  overlaps: (number: string) => `Der Standplatz überschneidet sich mit Standplatz ${number}.`,
  powerAmpsInvalid: `Bitte einen Stromanschluss mit ${POWER_AMPS.join(', ')} A wählen oder keinen.`,
  attributeInvalid: 'Bitte Ja oder Nein angeben.',
  surchargeInvalid: 'Bitte einen gültigen Zuschlag in Euro angeben (0 oder mehr).',
  surchargeTooHigh: 'Der Zuschlag ist zu hoch.',
  directoryConsentInvalid: 'Bitte Ja oder Nein für das Ausstellerverzeichnis angeben.',
  directoryConsentLabel:
    'Ja, mein Name bzw. meine Firma, mein Warenangebot und mein Standplatz dürfen im öffentlichen Ausstellerverzeichnis erscheinen.',
} as const;

// --- Helper A (issue 32): the plan image's route and the organiser's plan events. ---

/** German texts of the plan image route. */
export const PLAN_IMAGE_MESSAGES = {
  notFound: 'Für diesen Bereich gibt es kein Lageplan-Bild.',
  pageInvalid: 'Bitte eine gültige Seitenzahl des PDFs angeben (1 oder mehr).',
} as const;
