import { HttpStatus } from '@nestjs/common';
import { FLOOR_PLAN_LIMITS, FLOOR_PLAN_MESSAGES, PLAN_IMAGE_MESSAGES } from '@standl/contracts';
import { isPdf, renderPdfPage } from './pdf-page.js';
import { type PlanImage, PlanFileError } from './plan-file.js';
import { isJpeg, isPng, jpegSize, type PixelSize, pngSize } from './raster-size.js';
import { looksLikeSvg, sanitiseSvg, SvgRefused } from './svg-sanitiser.js';

/** The most pixels a PNG or JPEG plan may have: phones must still be able to draw it. */
export const MAX_PLAN_PIXELS = { side: 12_000, total: 60_000_000 } as const;

const unsupported = () =>
  new PlanFileError(FLOOR_PLAN_MESSAGES.uploadUnsupported, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
const unreadable = () => new PlanFileError(FLOOR_PLAN_MESSAGES.uploadUnreadable);

/**
 * Reads an uploaded plan file (docs/decisions.md 292). Its type is told from its content, never
 * from its name or the type the browser claims: PNG and JPEG by their signature (stored as they
 * are, sized from their headers), PDF by its header (the page rendered to PNG), SVG by its root
 * element (stored only as sanitised). Anything else is 415, a broken file 400.
 */
export async function readPlanFile(bytes: Buffer, page: number): Promise<PlanImage> {
  if (bytes.length > FLOOR_PLAN_LIMITS.maxUploadBytes)
    throw new PlanFileError(
      FLOOR_PLAN_MESSAGES.uploadTooLarge(FLOOR_PLAN_LIMITS.maxUploadBytes / (1024 * 1024)),
      HttpStatus.PAYLOAD_TOO_LARGE,
    );
  if (isPng(bytes)) return raster('image/png', bytes, pngSize(bytes));
  if (isJpeg(bytes)) return raster('image/jpeg', bytes, jpegSize(bytes));
  if (isPdf(bytes)) return pdf(bytes, page);
  const text = utf8(bytes);
  if (text !== null && looksLikeSvg(text)) return svg(text);
  throw unsupported();
}

function raster(
  mediaType: 'image/png' | 'image/jpeg',
  bytes: Buffer,
  size: PixelSize | null,
): PlanImage {
  if (!size) throw unreadable();
  if (
    size.widthPx > MAX_PLAN_PIXELS.side ||
    size.heightPx > MAX_PLAN_PIXELS.side ||
    size.widthPx * size.heightPx > MAX_PLAN_PIXELS.total
  )
    throw new PlanFileError(PLAN_IMAGE_MESSAGES.tooManyPixels);
  return { mediaType, content: bytes, ...size, sourceMediaType: mediaType };
}

async function pdf(bytes: Buffer, page: number): Promise<PlanImage> {
  const result = await renderPdfPage(bytes, page);
  if (result.kind === 'page-missing')
    throw new PlanFileError(FLOOR_PLAN_MESSAGES.pdfPageMissing(result.pages));
  if (result.kind === 'unreadable') throw unreadable();
  return {
    mediaType: 'image/png',
    content: result.png,
    widthPx: result.widthPx,
    heightPx: result.heightPx,
    sourceMediaType: 'application/pdf',
  };
}

function svg(text: string): PlanImage {
  try {
    const sanitised = sanitiseSvg(text);
    return {
      mediaType: 'image/svg+xml',
      content: Buffer.from(sanitised.svg, 'utf8'),
      widthPx: sanitised.widthPx,
      heightPx: sanitised.heightPx,
      sourceMediaType: 'image/svg+xml',
    };
  } catch (error) {
    if (error instanceof SvgRefused)
      throw error.reason === 'not-svg' ? unsupported() : unreadable();
    throw error;
  }
}

/** The bytes as UTF-8 text (a BOM allowed), or null when they are not. */
function utf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
