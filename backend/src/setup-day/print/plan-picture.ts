import { createCanvas, loadImage } from '@napi-rs/canvas';
import { FLOOR_PLAN_LIMITS } from '@standl/contracts';
import type { SheetPlanImage } from './plan-excerpt.js';

/** Lines and lettering of a plan stay clean at this quality. */
const JPEG_QUALITY = 92;

/**
 * An area's stored plan image as the stall sheets embed it (docs/decisions.md 305): a JPEG up to
 * the size a PDF page of a plan is drawn at (FLOOR_PLAN_LIMITS.pdfRenderPx) as it is; a PNG, an
 * SVG or a larger image drawn on white to a JPEG of at most that size. PDFKit embeds a JPEG as
 * it is but unpacks a PNG with transparency pixel by pixel in JavaScript (a third of a second for
 * a plan of 2400 × 1600 px, on every print); a vector plan would be parsed again for every
 * sheet; and a photo of 10 MB is larger than any sheet needs.
 */
export async function sheetPlanImage(image: {
  mediaType: string;
  content: Buffer;
  contentHash: string;
  widthPx: number;
  heightPx: number;
}): Promise<SheetPlanImage> {
  const longest = FLOOR_PLAN_LIMITS.pdfRenderPx;
  if (image.mediaType === 'image/jpeg' && Math.max(image.widthPx, image.heightPx) <= longest) {
    return { mediaType: 'image/jpeg', content: image.content, key: image.contentHash };
  }
  const picture = await loadImage(image.content);
  // The stored size (an SVG's from its viewBox), else what the image says of itself.
  const width = image.widthPx > 0 ? image.widthPx : picture.width;
  const height = image.heightPx > 0 ? image.heightPx : picture.height;
  // An SVG is drawn at the limit, a larger image shrunk to it, a smaller one keeps its size.
  const scale =
    image.mediaType === 'image/svg+xml' || Math.max(width, height) > longest
      ? longest / Math.max(width, height)
      : 1;
  const canvas = createCanvas(
    Math.max(1, Math.round(width * scale)),
    Math.max(1, Math.round(height * scale)),
  );
  const context = canvas.getContext('2d');
  // A plan drawn without a background stays readable on paper: white underneath.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  return {
    mediaType: 'image/jpeg',
    content: await canvas.encode('jpeg', JPEG_QUALITY),
    key: image.contentHash,
  };
}
