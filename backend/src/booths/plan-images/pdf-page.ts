import { createCanvas } from '@napi-rs/canvas';
import { FLOOR_PLAN_LIMITS } from '@standl/contracts';

export function isPdf(bytes: Buffer): boolean {
  // The header may follow some bytes of junk; readers look within the first kilobyte.
  return bytes.subarray(0, 1024).includes('%PDF-', 0, 'latin1');
}

export type PdfPageResult =
  | { kind: 'png'; png: Buffer; widthPx: number; heightPx: number }
  | { kind: 'page-missing'; pages: number }
  | { kind: 'unreadable' };

/**
 * Renders one page of a PDF to PNG, its longest side FLOOR_PLAN_LIMITS.pdfRenderPx, on white
 * (a plan page is drawn on paper; a transparent PNG would show the map's background instead).
 * pdf.js runs without eval and without fonts from the page, so the file runs no code of its own.
 */
export async function renderPdfPage(bytes: Buffer, pageNumber: number): Promise<PdfPageResult> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch {
    return { kind: 'unreadable' };
  }
  try {
    if (pageNumber > document.numPages) return { kind: 'page-missing', pages: document.numPages };
    const page = await document.getPage(pageNumber);
    const base = page.getViewport({ scale: 1 });
    if (!(base.width > 0 && base.height > 0)) return { kind: 'unreadable' };
    const viewport = page.getViewport({
      scale: FLOOR_PLAN_LIMITS.pdfRenderPx / Math.max(base.width, base.height),
    });
    const widthPx = Math.max(1, Math.round(viewport.width));
    const heightPx = Math.max(1, Math.round(viewport.height));
    const canvas = createCanvas(widthPx, heightPx);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, widthPx, heightPx);
    // The DOM canvas types pdf.js names are not in the backend's libraries; @napi-rs/canvas is
    // the canvas pdf.js itself uses on Node.
    type RenderParameters = Parameters<typeof page.render>[0];
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    return { kind: 'png', png: await canvas.encode('png'), widthPx, heightPx };
  } catch {
    return { kind: 'unreadable' };
  } finally {
    await document.destroy();
  }
}
