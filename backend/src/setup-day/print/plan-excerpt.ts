import { escapeHtml, stallCorners, type StallPlacement } from '@standl/contracts';

/** An area's plan as the stall sheets draw it; one object shared by the sheets of the area. */
export interface SheetPlan {
  widthCm: number;
  depthCm: number;
  /** Drawn stretched over the plan's size, as the plan editor shows it; null: a blank plan. */
  image: SheetPlanImage | null;
  /** Every placed stall of the area. */
  stalls: { number: string; placement: StallPlacement }[];
}

/** A plan image a PDF can embed: PNG or JPEG bytes (an SVG plan is drawn to PNG first). */
export interface SheetPlanImage {
  mediaType: 'image/png' | 'image/jpeg';
  content: Buffer;
  /** Names the image in the document (its content hash): embedded once for all sheets. */
  key: string;
}

/** The part of the plan an excerpt shows, in centimetres of the plan. */
export interface ExcerptWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest stretch of the site an excerpt shows: enough to see the neighbours. */
const MIN_WINDOW_CM = 2000;
/** The window is this many times the stall's extent, when that is more. */
const STALL_SPAN = 6;

/** At most this many neighbours carry their number besides the stall itself. */
const LABELLED_NEIGHBOURS = 12;

const INK = '#202124';
const GREY = '#5f6368';
const ACCENT = '#7a1f2b';

/**
 * The window around a stall with the box's proportions (`aspect` = width / height): at least
 * 20 m wide or six times the stall, centred on it and moved inside the plan; a plan smaller
 * than the window is shown whole, centred.
 */
export function excerptWindow(
  plan: { widthCm: number; depthCm: number },
  stall: StallPlacement,
  aspect: number,
): ExcerptWindow {
  const corners = stallCorners(stall);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  const width = Math.max(MIN_WINDOW_CM, STALL_SPAN * spanX, STALL_SPAN * spanY * aspect);
  const height = width / aspect;
  const place = (centre: number, size: number, extent: number) =>
    size >= extent ? (extent - size) / 2 : Math.min(Math.max(centre - size / 2, 0), extent - size);
  return {
    x: place(stall.xCm, width, plan.widthCm),
    y: place(stall.yCm, height, plan.depthCm),
    width,
    height,
  };
}

function overlaps(window: ExcerptWindow, placement: StallPlacement): boolean {
  const corners = stallCorners(placement);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  return (
    Math.max(...xs) >= window.x &&
    Math.min(...xs) <= window.x + window.width &&
    Math.max(...ys) >= window.y &&
    Math.min(...ys) <= window.y + window.height
  );
}

const n = (value: number) => String(Math.round(value * 10) / 10);

/** A stall's short number printed over the excerpt, centred on `x`, `y` (points in the box). */
export interface ExcerptLabel {
  text: string;
  x: number;
  y: number;
  fontSize: number;
  /** The sheet's own stall (white on the accent colour). */
  own: boolean;
}

/**
 * The excerpt of `box` points (PDF units) as an SVG document: the plan's image (under the name
 * `imageHref`, resolved by the renderer) or a blank plan, the placed stalls in the window, the
 * stall `number` filled in the accent colour with a ring around it. The stalls' short numbers
 * come apart as `labels`, for the PDF to set as its own text on top: text inside an SVG is set
 * by svg-to-pdfkit, which opens the font file anew for every number (about a millisecond each).
 */
export function planExcerpt(
  plan: SheetPlan,
  number: string,
  box: { width: number; height: number },
  imageHref: string | null,
): { svg: string; labels: ExcerptLabel[] } {
  const own = plan.stalls.find((stall) => stall.number === number);
  if (!own) throw new Error(`Standplatz ${number} liegt nicht auf dem Plan`);
  const window = excerptWindow(plan, own.placement, box.width / box.height);
  // Centimetres per printed point: strokes and letters keep their printed size in any window.
  const pt = window.width / box.width;
  const parts: string[] = [
    `<rect x="${n(window.x)}" y="${n(window.y)}" width="${n(window.width)}" height="${n(window.height)}" fill="#ffffff"/>`,
    imageHref
      ? `<image x="0" y="0" width="${plan.widthCm}" height="${plan.depthCm}" preserveAspectRatio="none" href="${escapeHtml(imageHref)}"/>`
      : `<rect x="0" y="0" width="${plan.widthCm}" height="${plan.depthCm}" fill="#f1f3f4"/>`,
    `<rect x="0" y="0" width="${plan.widthCm}" height="${plan.depthCm}" fill="none" stroke="${GREY}" stroke-width="${n(pt)}"/>`,
  ];
  const distance = (placement: StallPlacement) =>
    Math.hypot(placement.xCm - own.placement.xCm, placement.yCm - own.placement.yCm);
  const neighbours = plan.stalls
    .filter((stall) => stall.number !== number && overlaps(window, stall.placement))
    .sort((a, b) => distance(a.placement) - distance(b.placement));
  for (const stall of [...neighbours, own]) {
    const { xCm, yCm, widthCm, depthCm, rotationDeg } = stall.placement;
    const mine = stall === own;
    parts.push(
      `<rect x="${n(-widthCm / 2)}" y="${n(-depthCm / 2)}" width="${widthCm}" height="${depthCm}" ` +
        `transform="translate(${n(xCm)} ${n(yCm)}) rotate(${rotationDeg})" ` +
        `fill="${mine ? ACCENT : '#ffffff'}" stroke="${mine ? INK : GREY}" stroke-width="${n((mine ? 1.5 : 0.6) * pt)}"/>`,
    );
  }
  // "Here": a ring around the stall, wide enough to see at a glance.
  const corners = stallCorners(own.placement);
  const radius =
    Math.max(...corners.map((c) => Math.hypot(c.x - own.placement.xCm, c.y - own.placement.yCm))) +
    6 * pt;
  parts.push(
    `<circle cx="${n(own.placement.xCm)}" cy="${n(own.placement.yCm)}" r="${n(radius)}" fill="none" stroke="${ACCENT}" stroke-width="${n(2 * pt)}"/>`,
    // The excerpt's frame.
    `<rect x="${n(window.x + pt / 2)}" y="${n(window.y + pt / 2)}" width="${n(window.width - pt)}" height="${n(window.height - pt)}" fill="none" stroke="${GREY}" stroke-width="${n(pt)}"/>`,
  );

  // Numbers of the stall and its nearest neighbours whose middle lies well inside the box.
  const labels: ExcerptLabel[] = [];
  for (const stall of [own, ...neighbours]) {
    if (labels.length > LABELLED_NEIGHBOURS) break;
    const { xCm, yCm, widthCm, depthCm } = stall.placement;
    const fontSize = Math.min(Math.max((Math.min(widthCm, depthCm) * 0.45) / pt, 6), 14);
    const inside = (value: number, size: number) =>
      Math.min(Math.max(value, fontSize), size - fontSize);
    let x = (xCm - window.x) / pt;
    let y = (yCm - window.y) / pt;
    if (stall === own) {
      // A stall at the plan's edge keeps its number, moved inside the box.
      x = inside(x, box.width);
      y = inside(y, box.height);
    } else if (x !== inside(x, box.width) || y !== inside(y, box.height)) continue;
    labels.push({
      text: stall.number.slice(stall.number.lastIndexOf('-') + 1),
      x,
      y,
      fontSize,
      own: stall === own,
    });
  }
  return {
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${n(box.width)}" height="${n(box.height)}" ` +
      `viewBox="${n(window.x)} ${n(window.y)} ${n(window.width)} ${n(window.height)}">${parts.join('')}</svg>`,
    labels,
  };
}
